import Foundation
import SwizzleCore
import SwizzleKit
import Testing
import XCTest

/// How a generated registration says its values cross the table (`passing:`): what the runtime
/// reads from it, as the macro writes it, and a description that does not fit stopping the program
/// with what is wrong.
@Suite("Generated signatures: the passing description")
struct SignaturePassingTests {
    @Test func eachParameterTheResultAndThrowsAreReadInOrder() {
        let signature = _SwizzleMacroSupport.signature(
            (Int).self, (String).self, returning: (Bool).self, passing: "value, pointer throws -> value"
        ).value
        #expect(signature.parameters.map(\.isIndirect) == [false, true])
        #expect(signature.parameters.map(\.description) == ["Int", "String"])
        #expect(!signature.result.isIndirect)
        #expect(signature.isThrowing)
    }

    /// An `Int` the macro passes by pointer (a type alias of it, which it cannot see through)
    /// crosses by pointer: the description, not the type, decides.
    @Test func theDescriptionDecidesNotTheType() {
        let signature = _SwizzleMacroSupport.signature((Int).self, returning: (Int).self, passing: "pointer -> pointer").value
        #expect(signature.parameters.map(\.isIndirect) == [true])
        #expect(signature.result.isIndirect)
        #expect(!signature.isThrowing)
    }

    @Test func noParametersAndNoResult() {
        let signature = _SwizzleMacroSupport.signature(returning: Swift.Void.self, passing: "-> void").value
        #expect(signature.parameters.isEmpty)
        #expect(signature.result.isVoid)
        #expect(_SwizzleMacroSupport.signature(returning: Swift.Void.self, passing: "throws -> void").value.isThrowing)
    }

    /// Up to four parameters a registration calls an overload that names each type; past that the
    /// one that takes any number, which reads the description the same way.
    @Test func fiveParametersReadAsFour() {
        let five = _SwizzleMacroSupport.signature(
            (Int).self, (String).self, (Double).self, (Bool).self, ([Int]).self, returning: (String).self,
            passing: "value, pointer, value, value, pointer -> pointer"
        ).value
        #expect(five.parameters.map(\.isIndirect) == [false, true, false, false, true])
        #expect(five.parameters.map(\.description) == ["Int", "String", "Double", "Bool", "Array<Int>"])
        let four = _SwizzleMacroSupport.signature(
            (Int).self, (String).self, (Double).self, (Bool).self, returning: (String).self,
            passing: "value, pointer, value, value -> pointer"
        ).value
        #expect(four.parameters.map(\.isIndirect) == [false, true, false, false])
        #expect(four.result.isIndirect && five.result.isIndirect)
    }

    /// A hand registration that copied the generated code wrongly stops when its class registers,
    /// saying what does not fit.
    @Test(arguments: [
        ("value, value -> value", "more words than parameters"),
        ("-> value", "fewer words than parameters"),
        ("value", "names no result"),
        ("value -> value value", "'value' is not where it is"),
        ("value throws pointer -> void", "'pointer' is not where it is"),
        ("by value -> void", "'by' is not where it is"),
        ("value, value, value, value -> void", "fewer words than parameters"),
    ])
    func aDescriptionThatDoesNotFitStopsWithWhatIsWrong(description: String, reason: String) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [description] in
            // Only a literal is a StaticString: each case's is written out below.
            _ = Self.signature(for: description)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("SwizzleKit: a registration describes its values as \"\(description)\""), "\(output)")
        #expect(output.contains(reason), "\(output)")
    }

    /// The descriptions of the case above, as the literals a registration writes.
    static func signature(for description: String) -> _SwizzleMacroSupport.Signature? {
        switch description {
        case "value, value -> value": _SwizzleMacroSupport.signature((Int).self, returning: (Int).self, passing: "value, value -> value")
        case "-> value": _SwizzleMacroSupport.signature((Int).self, returning: (Int).self, passing: "-> value")
        case "value": _SwizzleMacroSupport.signature((Int).self, returning: (Int).self, passing: "value")
        case "value -> value value": _SwizzleMacroSupport.signature((Int).self, returning: (Int).self, passing: "value -> value value")
        case "value throws pointer -> void":
            _SwizzleMacroSupport.signature((Int).self, (String).self, returning: Swift.Void.self, passing: "value throws pointer -> void")
        case "by value -> void": _SwizzleMacroSupport.signature((Int).self, returning: Swift.Void.self, passing: "by value -> void")
        case "value, value, value, value -> void":
            _SwizzleMacroSupport.signature((Int).self, (Int).self, (Int).self, (Int).self, (Int).self, returning: Swift.Void.self,
                                           passing: "value, value, value, value -> void")
        default: nil
        }
    }
}

/// The same reading, under XCTest.
final class SignaturePassingXCTests: XCTestCase {
    func testAThrowingMethodWithAPointerParameterAndAScalarResult() {
        let signature = _SwizzleMacroSupport.signature((String).self, returning: (Double).self, passing: "pointer throws -> value").value
        XCTAssertEqual(signature.parameters.map(\.isIndirect), [true])
        XCTAssertFalse(signature.result.isIndirect)
        XCTAssertTrue(signature.isThrowing)
    }
}
