import SwizzleCore
import SwizzleLayers
import Synchronization

/// The once-only registration of a generic `@Swizzlable` class, kept beside the class (a generic
/// type cannot hold static storage). Every specialization (`Repository<User>`, `Repository<Order>`)
/// shares one record: the first one asked registers it, and a spy, stub or mock of the class's
/// methods reaches every specialization's calls. **Not API**: what the macro emits calls it.
public final class _GenericClassRegistration: Sendable {
    private let record = Mutex<RuntimeClass?>(nil)

    public init() {}

    /// The shared record, registered under `type` (the first specialization asked) by the first
    /// call; `methods` adds the class's methods, as ``_SwizzleMacroSupport/register(_:superclass:undispatched:compiledWithout:methods:)`` does.
    public func runtimeClass(registering type: AnyClass, superclass: RuntimeClass? = nil,
                             undispatched: [(selector: String, type: MethodType, reason: String)] = [],
                             compiledWithout condition: String? = nil,
                             methods: (ClassRegistration) throws -> Void) -> RuntimeClass {
        record.withLock { record in
            if let record { return record }
            let registered = _SwizzleMacroSupport.register(type, superclass: superclass, undispatched: undispatched,
                                                          compiledWithout: condition, methods: methods)
            record = registered
            return registered
        }
    }
}
