import SwizzleCore
import SwizzleLayers

/// A spy or mock whose subject's class has typed method references: its typed API takes key
/// paths into that class's `SwizzleMethods` (`\.add`, `\.balance.set`).
///
/// ```swift
/// let spy = try DirectInvocationSpy(on: calculator, spying: \.add, \.describe)
/// spy.stub(\.add).with(.value(2), .any).andReturn(5)
/// spy.verify(\.add).with(2, 3).called(.once)
/// let calls = spy.calls(\.add)          // [Invocation<Int, (Int, Int)>]
/// ```
///
/// A method a subclass declares is in the subclass's own namespace, given as a value:
/// `spy.stub(Scientific.SwizzleMethods().squareRoot)` (the subclass inherits its root's
/// conformance, so `\.name` looks in the root's namespace).
public protocol TypedSpying: InvocationRecorder {
    /// Where `\.name` looks: the subject class's `SwizzleMethods`.
    associatedtype SwizzleMethods: SwizzleMethodNamespace
}

extension TypedSpying {
    /// Starts a stub: `spy.stub(\.add).with(2, 3).andReturn(5)`.
    public func stub<Result, each Argument>(_ method: KeyPath<SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>,
                                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                            line: UInt = #line, column: UInt = #column) -> Stub<Result, repeat each Argument> {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let reference = MethodKeyPaths.method(at: method)
        return stub(reference.selector, checked: check(reference, namedBy: method, location: location))
    }

    /// Starts a verification: `spy.verify(\.add).with(2, 3).called(.once)`.
    public func verify<Result, each Argument>(_ method: KeyPath<SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>,
                                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                              line: UInt = #line, column: UInt = #column) -> Verification<Result, repeat each Argument> {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let reference = MethodKeyPaths.method(at: method)
        return verify(reference.selector, checked: check(reference, namedBy: method, location: location))
    }

    /// The recorded calls of a method, typed: `spy.calls(\.add).map(\.arguments.0)`.
    public func calls<Method: TypedMethodReference>(_ method: KeyPath<SwizzleMethods, Method>,
                                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                                     line: UInt = #line, column: UInt = #column) -> [Invocation<Method.Result, Method.Arguments>] {
        calls(SwizzleMethods()[keyPath: method], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Removes a method's stubs.
    public func removeStubs<Result, each Argument>(_ method: KeyPath<SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>) {
        removeStubs(SwizzleMethods()[keyPath: method])
    }
}

extension DirectInvocationSpy: TypedSpying where Subject: SwizzleMethodProviding {
    public typealias SwizzleMethods = Subject.SwizzleMethods
}

extension IndirectInvocationSpy: TypedSpying where Subject: SwizzleMethodProviding {
    public typealias SwizzleMethods = Subject.SwizzleMethods
}
