// Compiled only with the package's `Nimble` trait (`traits: ["Nimble"]` on the dependency):
// without it, Nimble is neither fetched nor built, and this module is empty.
#if Nimble
public import Nimble
public import SwizzleKit

/// A Nimble matcher: the spy or mock received `method` as often as `countSpecifier` says (at
/// least once by default). In the style of Spry's `haveReceived`, typed:
///
/// ```swift
/// expect(spy).to(haveReceived(\.chargeNow))
/// expect(spy).to(haveReceived(\.chargeNow, with: 500, "EUR", countSpecifier: .once))
/// expect(spy).toNot(haveReceived(\.refund))
/// ```
public func haveReceived<Spy: TypedSpying, Result, each Argument>(
    _ method: KeyPath<Spy.SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Spy> {
    received(method, countSpecifier) { $0 }
}

/// The spy or mock received `method` with arguments equal to these.
public func haveReceived<Spy: TypedSpying, Result, each Argument>(
    _ method: KeyPath<Spy.SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>,
    with arguments: repeat each Argument, countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Spy> {
    received(method, countSpecifier) { $0.with(repeat each arguments) }
}

/// The spy or mock received `method` with arguments matching these (`.value(2)`, `.any`,
/// `.where { … }`, `.captured(by:)`).
public func haveReceived<Spy: TypedSpying, Result, each Argument>(
    _ method: KeyPath<Spy.SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>,
    matching matchers: repeat Match<each Argument>, countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Spy> {
    received(method, countSpecifier) { $0.with(repeat each matchers) }
}

/// One matcher for the three forms: the verification `narrow` makes, checked without reporting;
/// Nimble reports it, with the spy's own account of what was recorded.
private func received<Spy: TypedSpying, Result, each Argument>(
    _ method: KeyPath<Spy.SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>, _ count: CountSpecifier,
    _ narrow: @escaping (Verification<Result, repeat each Argument>) -> Verification<Result, repeat each Argument>
) -> Matcher<Spy> {
    let reference = Spy.SwizzleMethods()[keyPath: method]
    return Matcher { actual in
        let expectation = "have received \(reference.selector) \(count)"
        guard let spy = try actual.evaluate() else { return MatcherResult(status: .fail, message: .expectedTo(expectation).appendedBeNilHint()) }
        let result = narrow(spy.verify(reference)).check(count)
        let message = ExpectationMessage.expectedTo(expectation)
        return MatcherResult(bool: result.success, message: result.success ? message : message.appended(details: result.failureMessage))
    }
}
#endif
