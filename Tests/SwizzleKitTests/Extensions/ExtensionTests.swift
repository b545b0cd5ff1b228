import Foundation
import SwizzleKit
import Testing

/// `@SwizzlableExtension` puts the methods of an extension of a `@Swizzlable` class in the class's
/// table: conformances and helpers in other files, spied on as the class's own methods are.
@Suite("Extensions: @SwizzlableExtension dispatches an extension's methods", .swizzleScoped)
struct ExtensionTests {
    @Test func aSpyMadeBeforeAnyCallFindsAConformanceMethodByItsSelector() throws {
        let member = ClubMember(name: "Ada")
        // No method of the extension has run yet: the class's registration found it.
        let spy = try #require(DirectInvocationSpy(on: member, rootClass: ClubMember.self, selectors: .instance("greet(_:)")))
        spy.spy {
            #expect(member.greet("Grace") == "Welcome, Grace. I am Ada.")
            // Called through the protocol, as code that takes `any Greeting` calls it.
            let greeting: any Greeting = member
            _ = greeting.greet("Linus")
        }
        #expect(spy.didCall("greet(_:)", withArguments: ["Grace"], countSpecifier: .exactly(1)).success)
        #expect(spy.didCall("greet(_:)", withArguments: ["Linus"], countSpecifier: .exactly(1)).success)
    }

    @Test func aStubOnTheTypedReferenceReplacesTheBody() throws {
        let member = ClubMember(name: "Ada")
        let spy = try DirectInvocationSpy(on: member, spyingReferences: ClubMember.swizzleMethod(greet: ()))
        spy.stub(ClubMember.swizzleMethod(greet: ())).with("Grace").andReturn("Go away.")
        spy.spy {
            #expect(member.greet("Grace") == "Go away.")
            #expect(member.greet("Linus") == "Welcome, Linus. I am Ada.", "no stub matches: the body runs")
        }
        #expect(spy.calls(ClubMember.swizzleMethod(greet: ())).map(\.arguments) == ["Grace", "Linus"])
    }

    @Test func overloadsInAnExtensionEachHaveTheirEntryAndReference() throws {
        let member = ClubMember(name: "Ada")
        let spy = try DirectInvocationSpy(on: member, spyingReferences: ClubMember.swizzleMethod(feeForInt: ()),
                                          ClubMember.swizzleMethod(feeForMembershipPlan: ()))
        spy.stub(ClubMember.swizzleMethod(feeForMembershipPlan: ())).andReturn(1)
        spy.spy {
            #expect(member.fee(for: 4) == 8)
            #expect(member.fee(for: MembershipPlan(price: 30)) == 1)
        }
        #expect(spy.calls(ClubMember.swizzleMethod(feeForInt: ())).map(\.arguments) == [4])
        #expect(spy.calls(ClubMember.swizzleMethod(feeForMembershipPlan: ())).map(\.arguments) == [MembershipPlan(price: 30)])
    }

    @Test func anAsyncTypedThrowingMethodIsSpiedAndStubbed() async throws {
        let member = ClubMember(name: "Ada")
        let spy = try DirectInvocationSpy(on: member, spyingReferences: ClubMember.swizzleMethod(checkIn: ()))
        spy.stub(ClubMember.swizzleMethod(checkIn: ())).with(true).andReturn(42)
        spy.beginSpying()
        #expect(try await member.checkIn(open: true) == 42)
        await #expect(throws: CheckInError.closed) { try await member.checkIn(open: false) }
        spy.endSpying()
        #expect(spy.calls(ClubMember.swizzleMethod(checkIn: ())).map(\.arguments) == [true, false])
        #expect(member.visits == 0, "the stubbed call did not run the body, the closed one threw before counting")
    }

    @Test func aClassMethodOfAnExtensionIsSpiedOnTheClass() throws {
        let spy = try #require(DirectInvocationSpy(on: ClubMember.self, rootClass: ClubMember.self, selectors: SpyCoselectors(methodType: .class, original: "maximumVisits()")))
        spy.stub("maximumVisits()").andReturn(3)
        spy.spy { #expect(ClubMember.maximumVisits() == 3) }
        #expect(ClubMember.maximumVisits() == 100, "the spy ended: the body again")
        #expect(spy.didCall("maximumVisits()", withArguments: [], countSpecifier: .exactly(1)).success)
    }

    @Test func inoutEvidenceInAnExtensionKeepsTheValuesInAndOut() throws {
        let member = ClubMember(name: "Ada")
        let spy = try #require(DirectInvocationSpy(on: member, rootClass: ClubMember.self, selectors: .instance("record(_:)")))
        var note = "arrived"
        spy.spy { member.record(&note) }
        #expect(note == "arrived (seen by Ada)")
        let invocation = try #require(spy.invocations.first)
        #expect(invocation.arguments.first as? String == "arrived", "the value passed in")
        #expect(invocation.inoutValuesAfterCall[0] as? String == "arrived (seen by Ada)", "the value the call left")
    }

    @Test func aSubclassesExtensionMethodIsSpiedOnTheSubclass() throws {
        let cinema = Cinema()
        let spy = try #require(DirectInvocationSpy(on: cinema, rootClass: Cinema.self, selectors: [.instance("screens()"), .instance("isOpen()")]))
        spy.stub("screens()").andReturn(12)
        spy.spy {
            #expect(cinema.screens() == 12)
            #expect(cinema.isOpen())
        }
        #expect(spy.invocations.map(\.selector.description) == ["screens()", "isOpen()"])
    }

    @Test func aGenericMethodOfAnExtensionIsSpiedAndStubbed() throws {
        let member = ClubMember(name: "Ada")
        let spy = try DirectInvocationSpy(on: member, spyingReferences: ClubMember.swizzleMethod(badge: ()))
        spy.stub(ClubMember.swizzleMethod(badge: ())).with(7).andReturn("lucky")
        spy.spy {
            #expect(member.badge(7) == "lucky")
            #expect(member.badge("gold") == "Ada: gold", "no stub matches: the body runs, with its generic type")
        }
        #expect(spy.calls(ClubMember.swizzleMethod(badge: ())).map { "\($0.arguments)" } == ["7", "gold"])
    }

    @Test func aGenericClassMethodOfAnExtensionIsSpied() throws {
        let spy = try #require(DirectInvocationSpy(on: ClubMember.self, rootClass: ClubMember.self,
                                                   selectors: SpyCoselectors(methodType: .class, original: "roster(_:)")))
        spy.spy { #expect(ClubMember.roster([1, 2, 3]) == 3) }
        #expect(spy.invocations.first?.arguments.first as? [Int] == [1, 2, 3])
    }

    @Test func aParameterWithNoNameIsPassedOnWhenItIsAMetatype() throws {
        let member = ClubMember(name: "Ada")
        let spy = try #require(DirectInvocationSpy(on: member, rootClass: ClubMember.self, selectors: .instance("lookup(_:name:)")))
        spy.spy { #expect(member.lookup(Int.self, name: "count") == "Int count") }
        #expect(spy.invocations.first?.arguments.first as? Any.Type == Int.self)
    }

    @Test func overloadsThatDifferOnlyInTheirConstraintsEachHaveASelector() throws {
        let member = ClubMember(name: "Ada")
        let spy = try #require(DirectInvocationSpy(on: member, rootClass: ClubMember.self,
                                                   selectors: [.instance("describe(_: some Numeric)"), .instance("describe(_: some StringProtocol)")]))
        spy.stub("describe(_: some StringProtocol)").andReturn("stubbed")
        spy.spy {
            #expect(member.describe(3) == "number 3")
            #expect(member.describe("hi") == "stubbed")
        }
        #expect(spy.invocations.map(\.selector.description) == ["describe(_: some Numeric)", "describe(_: some StringProtocol)"])
    }

    @MainActor @Test func aMainActorClassesExtensionRunsOnTheMainActor() throws {
        let banner = Banner()
        let spy = try #require(DirectInvocationSpy(on: banner, rootClass: Banner.self, selectors: .instance("shout()")))
        spy.spy { #expect(banner.shout() == "SALE!") }
        #expect(spy.didCall("shout()", withArguments: [], countSpecifier: .exactly(1)).success)
    }
}

@Suite("Extensions: opting in changes nothing while nothing is installed", .swizzleScoped)
struct ExtensionMeaningTests {
    @Test func equatableAndHashableInAnAnnotatedExtensionMeanWhatTheyMeant() throws {
        let members: Set<ClubMember> = [ClubMember(name: "Ada"), ClubMember(name: "Ada"), ClubMember(name: "Ada", visits: 1)]
        let plain: Set<PlainClubMember> = [PlainClubMember(name: "Ada"), PlainClubMember(name: "Ada"), PlainClubMember(name: "Ada", visits: 1)]
        #expect(members.count == plain.count)
        #expect(ClubMember(name: "Ada") == ClubMember(name: "Ada") && ClubMember(name: "Ada") != ClubMember(name: "Bo"))
        #expect(ClubMember(name: "Ada").hashValue == PlainClubMember(name: "Ada").hashValue, "the same hasher input")
    }

    @Test func hashIntoIsDispatchedAndSpied() throws {
        let member = ClubMember(name: "Ada")
        let spy = try #require(DirectInvocationSpy(on: member, rootClass: ClubMember.self, selectors: .instance("hash(into:)")))
        spy.spy { _ = Set([member]) }
        #expect(spy.invocations.count >= 1)
    }

    @Test func codableBytesAreTheUnannotatedClassesBytes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let annotated = try encoder.encode(ClubMember(name: "Ada", visits: 3))
        #expect(annotated == (try encoder.encode(PlainClubMember(name: "Ada", visits: 3))))
        let decoded = try JSONDecoder().decode(ClubMember.self, from: Data(#"{"name":"Bo","visits":2}"#.utf8))
        #expect(decoded.name == "Bo" && decoded.visits == 2)
    }
}

@Suite("Extensions: what stays plain says why", .swizzleScoped)
struct ExtensionPlainMemberTests {
    @Test func aMethodInAnUnmarkedExtensionSaysHowToOptItIn() {
        #expect {
            try DirectInvocationSpy(validating: ClubMember(name: "Ada"), rootClass: ClubMember.self, selectors: [.instance("forget()")])
        } throws: { error in
            "\(error)".contains("write @SwizzlableExtension on the extension")
        }
    }

    @Test func anInitializerOfAnExtensionSaysItHasNoFactory() {
        #expect {
            try DirectInvocationSpy(validating: ClubMember.self, rootClass: ClubMember.self, selectors: [SpyCoselectors(methodType: .class, original: "init(guest:)")])
        } throws: { error in
            "\(error)".contains("an initializer declared in an extension has no make factory")
        }
    }

    @Test func anOperatorOfAnExtensionSaysItHasNoSelector() {
        #expect {
            try DirectInvocationSpy(validating: ClubMember.self, rootClass: ClubMember.self, selectors: [SpyCoselectors(methodType: .class, original: "==(_:_:)")])
        } throws: { error in
            "\(error)".contains("an operator has no selector")
        }
    }
}
