import SwizzleCore
import SwizzleLayers
import SwizzleSpies
internal import CSwizzleRuntime

/// The mock object of `globalMock(for:initSelector:)`: a real `T`, made once through the
/// class's `init()` entry before the mock is installed.
enum PlainInstance {
    static let selector: Selector = "init()"

    /// A `T` from the `init()` entry of `runtimeClass`'s own table. The class table is read
    /// directly, past per-receiver layers, so a mock already on `init()` (stacking) is not what
    /// answers; the call runs as SwizzleKit's own work, so spies do not record it.
    /// - Throws: ``MockError/noPlainInitializer(_:)`` or ``MockError/plainInitializerFailed(_:reason:)``.
    static func make<T: AnyObject>(_ type: T.Type, _ runtimeClass: RuntimeClass) throws(MockError) -> T {
        let name = String(reflecting: type)
        guard let method = try? runtimeClass.method(selector, .class), let signature = method.signature,
              signature.parameters.isEmpty, MockedFactory.result(signature.result, canHold: type),
              let implementation = sk_lookup(runtimeClass.record, SK_CLASS_SIDE, selector.raw)
        else { throw .noPlainInitializer(name) }
        let made: Any
        do {
            made = try ReentryGuard.during {
                try call(implementation, signature, on: runtimeClass, returning: signature.result.swiftType)
            }
        } catch {
            throw .plainInitializerFailed(name, reason: "it threw \(error)")
        }
        guard let object = unwrapOptional(made) as? T else {
            throw .plainInitializerFailed(name, reason: "it returned \(describeValue(made))")
        }
        return object
    }

    /// The call, with `R` the entry's own result type (opened from the signature), boxed.
    private static func call<R>(_ implementation: SKIMP, _ signature: MethodSignature, on runtimeClass: RuntimeClass,
                                returning: R.Type) throws -> Any {
        try GenericCall.invoke(implementation, signature: signature, receiver: UnsafeMutableRawPointer(runtimeClass.record),
                               selector: selector, returning: R.self)
    }
}
