import SwizzleKit

/// Issue 23: a method declared in a `@SwizzlableExtension` extension beside the same method in the
/// class's body. The class-body method reads the class's table; the extension's reads the entry
/// its body declares (a generic one, the entry its keeper method returns).
@Swizzlable(behindPreprocessorFlag: nil)
open class ExtendedAdder: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
    @inline(never)
    open func pick<T>(_ a: T, _ b: T) -> T { genericPickBody(a, b) }
}

@SwizzlableExtension(behindPreprocessorFlag: nil)
extension ExtendedAdder {
    @inline(never)
    public func addInExtension(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
    @inline(never)
    public func pickInExtension<T>(_ a: T, _ b: T) -> T { genericPickBody(a, b) }
}
