import SwizzleCore

/// How messages name a spy's or mock's subject ("direct spy on Calculator instance 0x1f"), kept
/// as its parts and written out only when a message needs it: writing it as each spy was made
/// cost 3,000 instructions, a thirtieth of a test with a spy (`per test` benchmark), for a text
/// that only a failing test reads.
package struct SubjectName: Sendable, CustomStringConvertible {
    package enum Subject: Sendable, CustomStringConvertible {
        /// An object: "Calculator instance 0x1f".
        case instance(of: RuntimeClass, at: UInt)
        /// A class's class methods: "class Calculator".
        case classItself(RuntimeClass)
        /// An object made under a global mock: "Calculator (object 0x1f)".
        case mockedObject(of: RuntimeClass, at: UInt)
        /// The class a global mock stands in for: "Calculator".
        case mockedClass(RuntimeClass)
        /// Already written (a value type's values).
        case written(String)

        /// The subject alone: "Calculator instance 0x1f".
        package var description: String {
            switch self {
            case let .instance(runtimeClass, address): "\(runtimeClass) instance 0x\(String(address, radix: 16))"
            case let .classItself(runtimeClass): "class \(runtimeClass)"
            case let .mockedObject(runtimeClass, address): "\(runtimeClass) (object 0x\(String(address, radix: 16)))"
            case let .mockedClass(runtimeClass): "\(runtimeClass)"
            case let .written(text): text
            }
        }
    }

    /// What the subject is to the one named: "direct spy on", "global mock of".
    let role: String
    let subject: Subject

    package init(_ role: String, _ subject: Subject) {
        self.role = role
        self.subject = subject
    }

    package var description: String { "\(role) \(subject)" }
}
