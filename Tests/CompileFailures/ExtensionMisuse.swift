// @SwizzlableExtension on what it cannot dispatch stops the build with an error that says why;
// @Swizzlable itself cannot be attached to an extension in Swift 6.3.
import SwizzleKit

@Swizzlable
final class Kennel {
    func open() -> Bool { true }
}

// expect-error: an extension's methods join its class's table with @SwizzlableExtension
// expect-error-next-line: 'extension' macro cannot be attached to extension
@Swizzlable
extension Kennel {
    func close() -> Bool { false }
}

final class NotAnnotated {}

// expect-error: @SwizzlableExtension needs the class itself marked @Swizzlable (in its declaration)
@SwizzlableExtension
extension NotAnnotated {
    func count() -> Int { 1 }
}

struct Coordinate {}

// expect-error: requires that 'Coordinate' conform to 'Swizzlable'
@SwizzlableExtension
extension Coordinate {
    func length() -> Int { 0 }
}

@Swizzlable
final class Shelf<Item> {
    func count() -> Int { 0 }
}

// expect-error: static stored properties not supported in generic types
@SwizzlableExtension
extension Shelf {
    func isEmpty() -> Bool { true }
}

@Swizzlable
final class Leash {
    func length() -> Int { 2 }
}

@SwizzlableExtension
extension Leash {
    func tug(_ strength: Int) -> Bool { strength > 1 }
}

func wrongAnswerOfAnExtensionsReference(spy: DirectInvocationSpy<Leash>) {
    // expect-error-next-line: cannot convert value of type 'String' to expected argument type 'Bool'
    spy.stub(Leash.swizzleMethod(tug: ())).andReturn("yes")
}
