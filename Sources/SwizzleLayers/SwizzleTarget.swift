import SwizzleCore

/// The table entry a layer replaces: a class's method, or one object's override of it.
package enum SwizzleTarget: Equatable, CustomStringConvertible {
    case classMethod(RuntimeClass, MethodType, Selector)
    /// `object` is the receiver pointer (an object, or a class record for class methods);
    /// `runtimeClass` is where its calls look up when no override answers.
    case object(UInt, RuntimeClass, MethodType, Selector)

    package var runtimeClass: RuntimeClass {
        switch self {
        case let .classMethod(runtimeClass, _, _), let .object(_, runtimeClass, _, _): runtimeClass
        }
    }

    package var type: MethodType {
        switch self {
        case let .classMethod(_, type, _), let .object(_, _, type, _): type
        }
    }

    package var selector: Selector {
        switch self {
        case let .classMethod(_, _, selector), let .object(_, _, _, selector): selector
        }
    }

    package var description: String {
        let sign = type == .class ? "+" : "-"
        switch self {
        case .classMethod: return "\(sign)[\(runtimeClass) \(selector)]"
        case let .object(pointer, _, _, _):
            return "\(sign)[\(runtimeClass) \(selector)] on object 0x\(String(pointer, radix: 16))"
        }
    }
}
