import SwizzleKit

// TestSwagger's seven-class hierarchy, written with @Swizzlable: Root answers 14, Overrider 42,
// OverriderOfOverrider and OverriderOfInheritor 99; the others inherit. Overrides call super
// (and ignore its answer), so indirect spies have a super call to see.

@Swizzlable
class SwaggerRoot: @unchecked Sendable {
    required init() {}
    func value() -> Int { 14 }
    class func classValue() -> Int { 14 }
}

@Swizzlable
class SwaggerInheritor: SwaggerRoot, @unchecked Sendable {}

@Swizzlable
class SwaggerOverrider: SwaggerRoot, @unchecked Sendable {
    override func value() -> Int { super.value() == 0 ? -1 : 42 }
    override class func classValue() -> Int { super.classValue() == 0 ? -1 : 42 }
}

@Swizzlable
class SwaggerInheritorOfInheritor: SwaggerInheritor, @unchecked Sendable {}

@Swizzlable
class SwaggerInheritorOfOverrider: SwaggerOverrider, @unchecked Sendable {}

@Swizzlable
class SwaggerOverriderOfOverrider: SwaggerOverrider, @unchecked Sendable {
    override func value() -> Int { super.value() == 0 ? -1 : 99 }
    override class func classValue() -> Int { super.classValue() == 0 ? -1 : 99 }
}

@Swizzlable
class SwaggerOverriderOfInheritor: SwaggerInheritor, @unchecked Sendable {
    override func value() -> Int { super.value() == 0 ? -1 : 99 }
    override class func classValue() -> Int { super.classValue() == 0 ? -1 : 99 }
}

/// Each class with what it answers and whether it overrides.
struct SwaggerCase: Sendable, CustomStringConvertible {
    let type: SwaggerRoot.Type
    let value: Int
    let overrides: Bool
    let superValue: Int?

    var description: String { "\(type)" }

    static let all: [SwaggerCase] = [
        SwaggerCase(type: SwaggerRoot.self, value: 14, overrides: true, superValue: nil),
        SwaggerCase(type: SwaggerInheritor.self, value: 14, overrides: false, superValue: nil),
        SwaggerCase(type: SwaggerOverrider.self, value: 42, overrides: true, superValue: 14),
        SwaggerCase(type: SwaggerInheritorOfInheritor.self, value: 14, overrides: false, superValue: nil),
        SwaggerCase(type: SwaggerInheritorOfOverrider.self, value: 42, overrides: false, superValue: nil),
        SwaggerCase(type: SwaggerOverriderOfOverrider.self, value: 99, overrides: true, superValue: 42),
        SwaggerCase(type: SwaggerOverriderOfInheritor.self, value: 99, overrides: true, superValue: 14),
    ]
}
