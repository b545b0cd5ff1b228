import SwizzleKit
import XCTest

/// Stored properties spied and stubbed from XCTest: Spry's "verify the property was set" and
/// "stub a getter".
final class StoredPropertyXCTests: XCTestCase {
    func testASetIsVerifiedAndAGetterStubbed() throws {
        let store = SettingsStore(title: "Hall")
        let spy = try DirectInvocationSpy(validating: store, rootClass: SettingsStore.self, selectors: [
            SpyCoselectors(methodType: .instance, original: "setter:readwriteProperty"),
            SpyCoselectors(methodType: .instance, original: "getter:title"),
        ])
        spy.stub("getter:title").andReturn("Stubbed")
        let description = spy.spy { () -> String in
            store.readwriteProperty = "set in a test"
            return store.describe()
        }
        XCTAssertEqual(description, "Stubbed: 5")
        XCTAssertTrue(spy.didCall("setter:readwriteProperty", withArguments: ["set in a test"]).success)
        XCTAssertEqual(store.title, "Hall")
    }

    func testObserversRunOnEveryForwardedSet() throws {
        let store = SettingsStore(title: "Hall")
        let spy = try DirectInvocationSpy(validating: store, rootClass: SettingsStore.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "setter:volume")])
        spy.spy {
            store.volume = 1
            store.volume = 2
        }
        XCTAssertEqual(store.changes, 2)
        XCTAssertEqual(spy.invocations.count, 2)
    }
}
