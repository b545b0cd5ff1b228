import SwizzleKit

/// A protocol whose values the existential results below carry.
protocol Salutation {
    func text() -> String
}

struct Hello: Salutation, Equatable {
    let name: String
    func text() -> String { "Hello, \(name)" }
}

final class ObjectSalutation: Salutation {
    func text() -> String { "object" }
}

/// Issue 27: a forwarding spy that recorded a result of an existential type (`any P`, `Any`)
/// crashed copying it. One method per kind of result that is not a plain concrete type.
@Swizzlable
final class ExistentialResults: @unchecked Sendable {
    init() {}

    func existential() -> any Salutation { Hello(name: "Ann") }
    func anyValue() -> Any { 42 }
    func anyObject() -> AnyObject { ObjectSalutation() }
    func metatype() -> any Salutation.Type { Hello.self }
    func intType() -> Int.Type { Int.self }
    func optionalExistential() -> (any Salutation)? { Hello(name: "Bo") }
    func optionalAny() -> Any? { "text" }
    func optionalAnyObject() -> AnyObject? { nil }
    func optionalMetatype() -> (any Salutation.Type)? { Hello.self }
    func generic<T>(_ value: T) -> T { value }
    func existentialArgument(_ value: any Salutation) -> String { value.text() }
}
