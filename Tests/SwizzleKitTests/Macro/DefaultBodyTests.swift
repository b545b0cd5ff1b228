import SwizzleKit
import Testing

@Swizzlable
class Bell: @unchecked Sendable {
    func ding() -> String { "ding" }
    func dong() -> String { "dong" }
    class func kind() -> String { "bell" }
}

@Swizzlable
final class ChurchBell: Bell, @unchecked Sendable {
    override func ding() -> String { "DING" }
}

/// A dispatching method runs its body directly while the table holds the body's own default
/// implementation, and calls through the table as soon as anything else is there: a layer, an
/// exchange, an override's entry, or a per-object layer.
/// Serialized: both tests change `Bell`'s entries for the whole process (one exchanges `ding()` and
/// `dong()`, the other layers `dong()`), so run at once each sees the other's change.
@Suite("Direct runs of the default body", .serialized)
struct DefaultBodyTests {
    @Test func anExchangeSwapsTheCallsUntilItIsExchangedBack() throws {
        let ding = try Bell.runtimeClass.method("ding()"), dong = try Bell.runtimeClass.method("dong()")
        let bell = Bell(), churchBell = ChurchBell()
        try ding.exchangeImplementations(with: dong)
        #expect(bell.ding() == "dong")
        #expect(bell.dong() == "ding")
        #expect(churchBell.ding() == "DING", "the subclass's own entry is its own default")
        #expect(churchBell.dong() == "ding", "inherited from the exchanged entry")
        try ding.exchangeImplementations(with: dong)
        #expect(bell.ding() == "ding")
        #expect(bell.dong() == "dong")
    }

    @Test func layersOnTheClassTheSubclassAndOneObjectAreCalledThenGone() throws {
        let bell = Bell(), other = Bell(), churchBell = ChurchBell()
        let onClass = try Swizzle.install(.typed { (original, bell: Bell) -> String in original(bell) + "!" }, on: Bell.runtimeClass, "dong()")
        let onObject = try Swizzle.install(.typed { (original, bell: Bell) -> String in original(bell) + "?" }, on: other, "ding()")
        let onClassSide = try Swizzle.install(.handler { frame, _ in frame.setReturnValue("gong") }, on: Bell.runtimeClass, "kind()", .class)
        #expect(bell.dong() == "dong!")
        #expect(churchBell.dong() == "dong!", "inherited through the table")
        #expect(other.ding() == "ding?")
        #expect(bell.ding() == "ding", "another object of the class runs its body directly")
        #expect(Bell.kind() == "gong")
        for token in [onClass, onObject, onClassSide] { try token.restore() }
        #expect(bell.dong() == "dong")
        #expect(churchBell.dong() == "dong")
        #expect(other.ding() == "ding")
        #expect(Bell.kind() == "bell")
    }

    /// The body runs without a lookup only while nothing in the class or its subclasses has
    /// changed: a layer on a subclass that inherits the method, or on one of its objects, is
    /// reached through the base class's dispatch, and once restored the lookup is skipped again.
    @Test func layersOnASubclassThatInheritsTheMethodAreReachedThroughTheBaseClassesDispatch() throws {
        let bell = Bell(), churchBell = ChurchBell(), otherChurchBell = ChurchBell()
        let skipsTheLookup = { (bell: Bell) in Bell.runtimeClass.isUnchanged(for: bell.receiverPointer) }
        #expect(skipsTheLookup(churchBell))
        let onSubclass = try Swizzle.install(.typed { (original, bell: Bell) -> String in original(bell) + "!" },
                                             on: ChurchBell.runtimeClass, "dong()")
        #expect(!skipsTheLookup(bell), "a subclass's change is its superclass's too")
        #expect(churchBell.dong() == "dong!")
        #expect(bell.dong() == "dong")
        try onSubclass.restore()
        #expect(skipsTheLookup(bell) && skipsTheLookup(churchBell), "restored: the lookup is skipped again")

        let onObject = try Swizzle.install(.typed { (original, bell: Bell) -> String in original(bell) + "?" },
                                           on: otherChurchBell, "dong()")
        #expect(!skipsTheLookup(otherChurchBell), "an object's layer counts in its class and the superclass")
        #expect(otherChurchBell.dong() == "dong?")
        #expect(churchBell.dong() == "dong")
        try onObject.restore()
        #expect(otherChurchBell.dong() == "dong")
        #expect(skipsTheLookup(otherChurchBell))
    }
}
