import SwizzleKit

// TestSwagger's seven classes registered by hand, with closures: what a registration without
// the macro looks like. Root answers 14, Overrider 42, OverriderOfOverrider and
// OverriderOfInheritor 99; the others inherit. Called with "callSuper", an override answers
// its superclass's value through `sendSuper` (passing "" on, so the superclass answers its own).

class HandRoot: Swizzlable, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(HandRoot.self, superclass: nil) { c in
        try c.instanceMethod("sampleInstanceMethod(_:)") { (_: HandRoot, _: String) in 14 }
        try c.classMethod("sampleClassMethod(_:)") { (_: HandRoot.Type, _: String) in 14 }
    }
    class var runtimeClass: RuntimeClass { registration }
    required init() {}
}

class HandInheritor: HandRoot, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(HandInheritor.self, superclass: HandRoot.runtimeClass)
    override class var runtimeClass: RuntimeClass { registration }
}

class HandInheritorOfInheritor: HandInheritor, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(HandInheritorOfInheritor.self, superclass: HandInheritor.runtimeClass)
    override class var runtimeClass: RuntimeClass { registration }
}

/// Registers an override answering `value`, or its superclass's answer when asked to call super.
func registerOverride<T: HandRoot>(_ type: T.Type, superclass: RuntimeClass, value: Int) -> RuntimeClass {
    try! RuntimeClass.register(type, superclass: superclass) { c in
        try c.instanceMethod("sampleInstanceMethod(_:)") { (object: T, input: String) -> Int in
            input == "callSuper" ? try! object.sendSuper(from: T.runtimeClass, "sampleInstanceMethod(_:)", "") : value
        }
        try c.classMethod("sampleClassMethod(_:)") { (type: T.Type, input: String) -> Int in
            input == "callSuper" ? try! type.sendSuper(from: T.runtimeClass, "sampleClassMethod(_:)", "") : value
        }
    }
}

class HandOverrider: HandRoot, @unchecked Sendable {
    private static let registration = registerOverride(HandOverrider.self, superclass: HandRoot.runtimeClass, value: 42)
    override class var runtimeClass: RuntimeClass { registration }
}

class HandOverriderOfOverrider: HandOverrider, @unchecked Sendable {
    private static let registration = registerOverride(HandOverriderOfOverrider.self, superclass: HandOverrider.runtimeClass, value: 99)
    override class var runtimeClass: RuntimeClass { registration }
}

class HandOverriderOfInheritor: HandInheritor, @unchecked Sendable {
    private static let registration = registerOverride(HandOverriderOfInheritor.self, superclass: HandInheritor.runtimeClass, value: 99)
    override class var runtimeClass: RuntimeClass { registration }
}

class HandInheritorOfOverrider: HandOverrider, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(HandInheritorOfOverrider.self, superclass: HandOverrider.runtimeClass)
    override class var runtimeClass: RuntimeClass { registration }
}

/// Each class, what it answers, and what its superclass answers (for those that override).
struct HandCase: Sendable, CustomStringConvertible {
    let type: HandRoot.Type
    let value: Int
    let superValue: Int?
    var description: String { "\(type)" }

    static let all: [HandCase] = [
        HandCase(type: HandRoot.self, value: 14, superValue: nil),
        HandCase(type: HandInheritor.self, value: 14, superValue: nil),
        HandCase(type: HandInheritorOfInheritor.self, value: 14, superValue: nil),
        HandCase(type: HandOverrider.self, value: 42, superValue: 14),
        HandCase(type: HandOverriderOfOverrider.self, value: 99, superValue: 42),
        HandCase(type: HandOverriderOfInheritor.self, value: 99, superValue: 14),
        HandCase(type: HandInheritorOfOverrider.self, value: 42, superValue: nil),
    ]
}
