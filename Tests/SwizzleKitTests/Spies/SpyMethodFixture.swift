import SwizzleKit

extension SpyEvidenceKey {
    static let greetCalled = SpyEvidenceKey("greetCalled")
    static let greetName = SpyEvidenceKey("greetName")
    static let standardCalled = SpyEvidenceKey("standardCalled")
    static let unrelated = SpyEvidenceKey("unrelated")
}

/// A class with hand-written spy methods registered beside the originals (TestSwagger style):
/// each keeps evidence on its subject, then calls its own selector, which reaches the original
/// while spying.
class Greeter: Swizzlable, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(Greeter.self, superclass: nil) { c in
        try c.instanceMethod("greet(_:)") { (_: Greeter, name: String) in "Hello, \(name)" }
        try c.instanceMethod("spy_greet(_:)") { (greeter: Greeter, name: String) -> String in
            greeter.saveSpyEvidence(true, for: .greetCalled)
            greeter.saveSpyEvidence(name, for: .greetName)
            return try! greeter.send("spy_greet(_:)", name)
        }
        try c.classMethod("standard()") { (_: Greeter.Type) in "Hi" }
        try c.classMethod("spy_standard()") { (type: Greeter.Type) -> String in
            type.saveSpyEvidence(true, for: .standardCalled)
            return try! type.send("spy_standard()")
        }
    }
    class var runtimeClass: RuntimeClass { registration }

    func greet(_ name: String) -> String { try! send("greet(_:)", name) }
    class func standard() -> String { try! send("standard()") }
}

/// Overrides both and calls super, for indirect spies.
final class LoudGreeter: Greeter, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(LoudGreeter.self, superclass: Greeter.runtimeClass) { c in
        try c.instanceMethod("greet(_:)") { (greeter: LoudGreeter, name: String) -> String in
            (try! greeter.sendSuper(from: LoudGreeter.runtimeClass, "greet(_:)", name) as String).uppercased()
        }
        try c.classMethod("standard()") { (type: LoudGreeter.Type) -> String in
            (try! type.sendSuper(from: LoudGreeter.runtimeClass, "standard()") as String) + "!"
        }
    }
    override class var runtimeClass: RuntimeClass { registration }
}

extension SpyCoselectors {
    static let greet = SpyCoselectors(methodType: .instance, original: "greet(_:)", spy: "spy_greet(_:)",
                                      evidence: [.greetCalled, .greetName])
    static let standard = SpyCoselectors(methodType: .class, original: "standard()", spy: "spy_standard()",
                                         evidence: [.standardCalled])
}
