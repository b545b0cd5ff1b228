public import CSwizzleRuntime

/// Which method list of a class: instance methods, or class (`static`/`class`) methods.
public enum MethodType: Hashable, Sendable, CustomStringConvertible {
    /// A method called on an instance.
    case instance
    /// A class (static) method, called on the class itself.
    case `class`

    /// The C runtime's side. Transparent, so that a debug build reads it inline on every table
    /// call and spied call (a getter call there).
    @usableFromInline @_transparent package var side: SKSide {
        switch self {
        case .instance: SK_INSTANCE_SIDE
        case .class: SK_CLASS_SIDE
        }
    }

    public var description: String {
        switch self {
        case .instance: "instance"
        case .class: "class"
        }
    }
}
