import SwiftSyntax

/// The classes `generate-spies` writes, as a hierarchy: which superclass each has, which
/// instance methods each declares. A subclass cannot override `runtimeClass` in an extension, so
/// the root's answers for every generated class below it; and a replacement reached by a `super`
/// call (a generated override calling it) looks its method up where that super call starts.
package struct ClassHierarchy {
    private var superclass: [String: String] = [:]
    private var declared: [String: Set<String>] = [:]

    /// - Parameter classes: each generated class's name, superclass (nil for a root) and the
    ///   members it declares (``key(_:classSide:)``): methods, and properties and subscripts by
    ///   their getters' selectors.
    package init(_ classes: [(name: String, superclass: String?, selectors: Set<String>)]) {
        for entry in classes {
            superclass[entry.name] = entry.superclass
            declared[entry.name] = entry.selectors
        }
    }

    package func superclass(of name: String) -> String? { superclass[name] }

    /// How `declared` holds a member: its selector, after `class ` on the class side (a class
    /// method, a class property's getter).
    package static func key(_ selector: String, classSide: Bool) -> String {
        classSide ? "class " + selector : selector
    }

    /// How many generated classes are above `name`.
    private func depth(of name: String) -> Int {
        var depth = 0, current = name
        while let next = superclass[current] { depth += 1; current = next }
        return depth
    }

    private func isDescendant(_ name: String, of ancestor: String) -> Bool {
        var current = name
        while let next = superclass[current] {
            if next == ancestor { return true }
            current = next
        }
        return false
    }

    /// The generated classes below `name`, deepest first: the order in which the root's
    /// `runtimeClass` tests a receiver's class.
    package func descendants(of name: String) -> [String] {
        superclass.keys.filter { isDescendant($0, of: name) }.sorted { (depth(of: $0), $0) > (depth(of: $1), $1) }
    }

    /// The generated classes below `name` that declare `selector` (override it), closest first: a
    /// call reaching `name`'s replacement for an instance of one of them is a `super` call.
    package func overriders(of selector: String, below name: String) -> [String] {
        descendants(of: name).filter { declared[$0]?.contains(selector) == true }.sorted { (depth(of: $0), $0) < (depth(of: $1), $1) }
    }

    /// Whether a generated class above `name` declares `selector`: `name`'s is an override.
    package func overrides(_ selector: String, in name: String) -> Bool {
        var current = name
        while let next = superclass[current] {
            if declared[next]?.contains(selector) == true { return true }
            current = next
        }
        return false
    }
}
