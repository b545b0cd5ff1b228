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
