import SwizzleCore
import SwizzleLayers
import SwizzleSpies

/// What makes an object a mock: a recording, non-forwarding ``SpyCore`` over every dispatched
/// instance method of the mocked class and its ancestors, each replaced for that object alone.
enum MockObjects {
    /// The dispatched instance methods a `runtimeClass` object answers, each selector once (the
    /// class's own first, then its ancestors'), with their Swift signatures. Methods registered
    /// from C without one cannot be handled generically and are left as they are.
    static func instanceMethods(of runtimeClass: RuntimeClass) -> [(selector: Selector, signature: MethodSignature)] {
        var seen = Set<Selector>()
        return sequence(first: runtimeClass, next: \.superclass)
            .flatMap { $0.methods(.instance) }
            .filter { seen.insert($0.selector).inserted }
            .compactMap { method in method.signature.map { (method.selector, $0) } }
    }

    /// The core of a mock `object`. Every object of one mock shares `methods` (the mocked
    /// class's, so that method indices match the shared `stubs`) and the stub table; its layers
    /// look up from the object's own class, which may be a subclass.
    static func core(for object: AnyObject, methods: [(selector: Selector, signature: MethodSignature)],
                     mockedClass: RuntimeClass, stubs: StubTable?, location: SourceLocation) -> SpyCore {
        let objectClass = (object as? any Swizzlable)?.runtimeClass ?? mockedClass
        let pointer = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        return SpyCore(subject: LogReceiver(object: object), subjectPointer: pointer,
                       subjectName: SubjectName("global mock of", .mockedObject(of: mockedClass, at: pointer)),
                       methods: spied(methods, receiver: pointer, lookingUpFrom: objectClass),
                       forwards: false, location: location, stubs: stubs)
    }

    /// The core that holds an override mock's methods and stubs before (and besides) its objects:
    /// never begun, it only answers `stub`, `didCall` and `verify`.
    static func template(methods: [(selector: Selector, signature: MethodSignature)], mockedClass: RuntimeClass,
                         location: SourceLocation) -> SpyCore {
        SpyCore(subject: LogReceiver(mockedClass), subjectPointer: 0,
                subjectName: SubjectName("global mock of", .mockedClass(mockedClass)),
                methods: spied(methods, receiver: 0, lookingUpFrom: mockedClass), forwards: false, location: location)
    }

    private static func spied(_ methods: [(selector: Selector, signature: MethodSignature)], receiver: UInt,
                              lookingUpFrom runtimeClass: RuntimeClass) -> [SpiedMethod] {
        methods.map { method in
            SpiedMethod(selector: method.selector, signature: method.signature,
                        target: .object(receiver, runtimeClass, .instance, method.selector),
                        spySelector: nil, spyTarget: nil, evidence: [])
        }
    }
}
