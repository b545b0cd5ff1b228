/// The recording, non-forwarding core that makes an object a mock: every dispatched instance
/// method of its class, replaced for that object alone.
enum MockObjects {
    /// The core for `object` (nil: a core that only holds the mock's methods and stubs, until an
    /// override returns an object). Objects of a class that is not `@Swizzlable` get the template.
    static func core<T: AnyObject>(for object: T?, of runtimeClass: RuntimeClass, stubs: StubTable?,
                                   location: SourceLocation) -> SpyCore {
        let swizzlable = object as? any Swizzlable
        let objectClass = swizzlable?.runtimeClass ?? runtimeClass
        let pointer = swizzlable.map { UInt(bitPattern: $0.receiverPointer) } ?? 0
        let methods = objectClass.selectors(.instance).compactMap { selector -> SpiedMethod? in
            guard let signature = try? objectClass.method(selector).signature else { return nil }
            return SpiedMethod(selector: selector, signature: signature,
                               target: .object(pointer, objectClass, .instance, selector),
                               spySelector: nil, spyTarget: nil, evidence: [])
        }
        return SpyCore(subject: object as Any, subjectPointer: pointer,
                       subjectDescription: "global mock \(objectClass) instance 0x\(String(pointer, radix: 16))",
                       methods: methods, forwards: false, location: location, stubs: stubs)
    }
}
