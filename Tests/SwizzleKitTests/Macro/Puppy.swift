import SwizzleKit

/// A subclass in another file than `Dog`: the compiler, not this file, tells the macro
/// that `Dog` is `@Swizzlable`, so `Puppy` links to it and overrides `runtimeClass`.
@Swizzlable
final class Puppy: Dog {
    static let loud = true
    var isLoud = Puppy.loud

    override init() { super.init(name: "pup") }

    override func bark() -> String { isLoud && Self.loud ? super.bark().uppercased() : "yip" }

    override class func breed(named: String) -> Dog { Puppy() }

    /// A super call to a method Puppy does not declare: the generic path.
    func gobble(_ food: String) { super.eat(food: food + "!") }
}

/// A superclass and a subclass of their own for the test that replaces the superclass's entry for
/// the whole class: no other test calls them, so the tests running beside it never see the
/// replacement (Dog's `bark()` is called by other suites at the same time).
@Swizzlable
class Wolf {
    func howl() -> String { "awoo" }
}

@Swizzlable
final class WolfPup: Wolf {
    override func howl() -> String { super.howl().uppercased() }
}
