import CSwizzleRuntime
import SwizzleKit
import Testing

// TestSwagger's seven-class hierarchy, registered by hand the way `@Swizzlable` registers a class:
// the Swift methods dispatch through the table on the fast path (`implementation(of:)`, a cast to
// the `@convention(c)` type, the String argument passed by pointer), and the table holds
// `@convention(c)` implementations registered with `ClassRegistration.method(_:_:implementation:signature:)`.
//
//     Root                      14
//     ├── Inheritor             (inherits 14)
//     │   ├── InheritorOfInheritor   (inherits 14)
//     │   └── OverriderOfInheritor   99
//     └── Overrider             42
//         ├── OverriderOfOverrider   99
//         └── InheritorOfOverrider   (inherits 42)
//
// Calling super: as in TestSwagger, each overriding class has its own "calls superclass" setting,
// read by that class's implementations (instance and class) only. When it is on, the override
// answers what its superclass's implementation answers, reached with `RuntimeClass.superImplementation(of:_:)`;
// the superclass's own setting decides whether that one calls super in turn. The settings are
// task-local (`SwaggerByHand.withSuperCalls(from:perform:)`), so tests running in parallel never see
// each other's; a call made on a thread outside the task sees them all off.

/// The hand-registered TestSwagger hierarchy and what each class answers.
enum SwaggerByHand {
    static let instanceSelector: Selector = "sampleInstanceMethod(_:)"
    static let classSelector: Selector = "sampleClassMethod(_:)"

    static let rootValue = 14
    static let overriderValue = 42
    static let secondLevelOverriderValue = 99

    /// `(String) -> Int`: the receiver, the selector, the String by pointer, the Int by value.
    typealias SampleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Int
    static let sampleSignature = MethodSignature(String.self, returning: Int.self)

    /// The selector of the sample method on `type`'s side.
    static func selector(_ type: MethodType) -> Selector {
        type == .instance ? instanceSelector : classSelector
    }

    // MARK: Calling super

    /// The classes whose overrides call super now (TestSwagger's per-class `callsSuperclass`).
    @TaskLocal static var superCallers: Set<ObjectIdentifier> = []

    /// Runs `body` with the overrides defined by `classes` calling super (added to any already on).
    static func withSuperCalls<R>(from classes: Root.Type..., perform body: () throws -> R) rethrows -> R {
        try $superCallers.withValue(superCallers.union(classes.map(ObjectIdentifier.init)), operation: body)
    }

    /// Whether the overrides `definingClass` defines call super now.
    static func callsSuper(_ definingClass: Root.Type) -> Bool {
        superCallers.contains(ObjectIdentifier(definingClass))
    }

    // MARK: Registration

    /// Registers `type` under `superclass` with the two sample implementations, if given.
    static func register(_ type: Root.Type, superclass: RuntimeClass?,
                         instance: SampleIMP? = nil, class classIMP: SampleIMP? = nil) -> RuntimeClass {
        try! RuntimeClass.register(type, superclass: superclass) { c in
            if let instance {
                try c.method(instanceSelector, .instance, implementation: unsafeBitCast(instance, to: SKIMP.self),
                             signature: sampleSignature)
            }
            if let classIMP {
                try c.method(classSelector, .class, implementation: unsafeBitCast(classIMP, to: SKIMP.self),
                             signature: sampleSignature)
            }
        }
    }

    /// The body of every override: its own value, or (calling super) the superclass's answer for
    /// the same receiver, selector and argument.
    static func overrideBody(of definingClass: Root.Type, ownValue: Int, _ type: MethodType,
                             receiver: UnsafeMutableRawPointer, cmd: SKSel, input: UnsafeMutableRawPointer) -> Int {
        guard callsSuper(definingClass) else { return ownValue }
        let superIMP = definingClass.runtimeClass.superImplementation(of: Selector(raw: cmd), type)
        return unsafeBitCast(superIMP, to: SampleIMP.self)(receiver, cmd, input)
    }

    // MARK: What each class answers

    /// One class of the hierarchy with what it answers.
    struct Case: Sendable, CustomStringConvertible {
        let type: Root.Type
        /// What the sample methods answer with every super call off.
        let ownValue: Int
        /// Whether the class defines the sample methods itself (Root and the overriders).
        let definesMethods: Bool
        /// What an override answers when it calls super (its superclass's answer); nil for Root
        /// and the inheritors.
        let superValue: Int?

        var description: String { String(describing: type) }
        var runtimeClass: RuntimeClass { type.runtimeClass }

        /// A new instance of the class.
        func makeInstance() -> Root { type.init() }

        /// Calls the sample method of `side` on the fast path: on a new instance, or on the class.
        func callFastPath(_ side: MethodType, _ input: String = "input") -> Int {
            side == .instance ? makeInstance().sampleInstanceMethod(input) : type.sampleClassMethod(input)
        }

        /// Calls the sample method of `side` on the generic path (`send`, through libffi).
        func callGeneric(_ side: MethodType, _ input: String = "input") throws -> Int {
            side == .instance ? try makeInstance().send(instanceSelector, input) : try type.send(classSelector, input)
        }
    }

    static let root = Case(type: Root.self, ownValue: rootValue, definesMethods: true, superValue: nil)
    static let inheritor = Case(type: Inheritor.self, ownValue: rootValue, definesMethods: false, superValue: nil)
    static let inheritorOfInheritor = Case(type: InheritorOfInheritor.self, ownValue: rootValue, definesMethods: false, superValue: nil)
    static let overrider = Case(type: Overrider.self, ownValue: overriderValue, definesMethods: true, superValue: rootValue)
    static let overriderOfOverrider = Case(type: OverriderOfOverrider.self, ownValue: secondLevelOverriderValue,
                                           definesMethods: true, superValue: overriderValue)
    static let overriderOfInheritor = Case(type: OverriderOfInheritor.self, ownValue: secondLevelOverriderValue,
                                           definesMethods: true, superValue: rootValue)
    static let inheritorOfOverrider = Case(type: InheritorOfOverrider.self, ownValue: overriderValue, definesMethods: false, superValue: nil)

    /// The seven classes, root first.
    static let cases: [Case] = [root, inheritor, inheritorOfInheritor, overrider, overriderOfOverrider,
                                overriderOfInheritor, inheritorOfOverrider]
    /// The four that override Root's implementations.
    static var overridingCases: [Case] { cases.filter { $0.superValue != nil } }
    /// Both sides, for a classes × sides matrix: `@Test(arguments: SwaggerByHand.cases, SwaggerByHand.sides)`.
    static let sides: [MethodType] = [.instance, .class]
}

extension SwaggerByHand {
    /// Defines both sample methods (14) and the dispatching Swift methods every subclass uses.
    class Root: Swizzlable, @unchecked Sendable {
        private static let registration = SwaggerByHand.register(
            Root.self, superclass: nil,
            instance: { _, _, _ in SwaggerByHand.rootValue },
            class: { _, _, _ in SwaggerByHand.rootValue })
        class var runtimeClass: RuntimeClass { registration }

        required init() {}

        /// Dispatched through the table: the implementation for this object's class (or a layer).
        final func sampleInstanceMethod(_ input: String) -> Int {
            let selector = SwaggerByHand.instanceSelector
            let imp = unsafeBitCast(implementation(of: selector), to: SampleIMP.self)
            var argument = input
            return withUnsafeMutablePointer(to: &argument) { imp(receiverPointer, selector.raw, $0) }
        }

        /// Dispatched through the table with the class record as the receiver.
        final class func sampleClassMethod(_ input: String) -> Int {
            let selector = SwaggerByHand.classSelector
            let imp = unsafeBitCast(implementation(of: selector), to: SampleIMP.self)
            var argument = input
            return withUnsafeMutablePointer(to: &argument) {
                imp(UnsafeMutableRawPointer(runtimeClass.record), selector.raw, $0)
            }
        }
    }

    class Inheritor: Root, @unchecked Sendable {
        private static let registration = SwaggerByHand.register(Inheritor.self, superclass: Root.runtimeClass)
        override class var runtimeClass: RuntimeClass { registration }
    }

    class InheritorOfInheritor: Inheritor, @unchecked Sendable {
        private static let registration = SwaggerByHand.register(InheritorOfInheritor.self, superclass: Inheritor.runtimeClass)
        override class var runtimeClass: RuntimeClass { registration }
    }

    class Overrider: Root, @unchecked Sendable {
        private static let registration = SwaggerByHand.register(
            Overrider.self, superclass: Root.runtimeClass,
            instance: { receiver, cmd, input in
                SwaggerByHand.overrideBody(of: Overrider.self, ownValue: SwaggerByHand.overriderValue, .instance,
                                           receiver: receiver, cmd: cmd, input: input)
            },
            class: { receiver, cmd, input in
                SwaggerByHand.overrideBody(of: Overrider.self, ownValue: SwaggerByHand.overriderValue, .class,
                                           receiver: receiver, cmd: cmd, input: input)
            })
        override class var runtimeClass: RuntimeClass { registration }
    }

    class OverriderOfOverrider: Overrider, @unchecked Sendable {
        private static let registration = SwaggerByHand.register(
            OverriderOfOverrider.self, superclass: Overrider.runtimeClass,
            instance: { receiver, cmd, input in
                SwaggerByHand.overrideBody(of: OverriderOfOverrider.self, ownValue: SwaggerByHand.secondLevelOverriderValue,
                                           .instance, receiver: receiver, cmd: cmd, input: input)
            },
            class: { receiver, cmd, input in
                SwaggerByHand.overrideBody(of: OverriderOfOverrider.self, ownValue: SwaggerByHand.secondLevelOverriderValue,
                                           .class, receiver: receiver, cmd: cmd, input: input)
            })
        override class var runtimeClass: RuntimeClass { registration }
    }

    class OverriderOfInheritor: Inheritor, @unchecked Sendable {
        private static let registration = SwaggerByHand.register(
            OverriderOfInheritor.self, superclass: Inheritor.runtimeClass,
            instance: { receiver, cmd, input in
                SwaggerByHand.overrideBody(of: OverriderOfInheritor.self, ownValue: SwaggerByHand.secondLevelOverriderValue,
                                           .instance, receiver: receiver, cmd: cmd, input: input)
            },
            class: { receiver, cmd, input in
                SwaggerByHand.overrideBody(of: OverriderOfInheritor.self, ownValue: SwaggerByHand.secondLevelOverriderValue,
                                           .class, receiver: receiver, cmd: cmd, input: input)
            })
        override class var runtimeClass: RuntimeClass { registration }
    }

    class InheritorOfOverrider: Overrider, @unchecked Sendable {
        private static let registration = SwaggerByHand.register(InheritorOfOverrider.self, superclass: Overrider.runtimeClass)
        override class var runtimeClass: RuntimeClass { registration }
    }
}

/// The parent of every Swift Testing suite that changes the hierarchy's class-level table entries
/// (replacing, adding or layering a method on one of its classes) or that expects its values while
/// others may. Swift Testing runs suites in parallel; nested here they run one test at a time, so
/// one test's replacement on Root is never seen by another test's call. Nest a suite with
/// `extension SwaggerByHandSuites { @Suite struct MySuite { … } }`. Per-object layers need no
/// nesting: they change one instance only.
@Suite(.serialized) struct SwaggerByHandSuites {}
