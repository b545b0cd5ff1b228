import Foundation
import Runtime
import SwizzleKit

/// A class whose bodies look at the stack they run on: the frames a spied call puts between its
/// caller and its body, and the stack each level of a recursion takes.
@Swizzlable
class StackWitness: @unchecked Sendable {
    /// The names of the frames `add`'s body ran under, innermost (the body) first.
    private(set) var framesAtAdd: [String] = []
    /// The address of a local of each level of `countdown`, outermost first.
    private(set) var levelAddresses: [UInt] = []

    init() {}

    func add(_ a: Int, _ b: Int) -> Int {
        framesAtAdd = Self.frameNames()
        return a + b
    }

    func countdown(_ n: Int) -> Int {
        var level = n
        withUnsafeMutablePointer(to: &level) { levelAddresses.append(UInt(bitPattern: $0)) }
        return n == 0 ? level : countdown(n - 1) + 1
    }

    private static func frameNames() -> [String] {
        guard let backtrace = try? Backtrace.capture(limit: 48).symbolicated(options: [.showInlineFrames]) else { return [] }
        return backtrace.frames.map { $0.symbol?.name ?? "?" }
    }
}

/// The user's code that calls the spied method: the frame the spied call's frames are counted from.
@inline(never)
func callAdd(on witness: StackWitness) -> Int { witness.add(2, 3) }

extension StackWitness {
    /// The frames between `callAdd(on:)` and `add`'s body, outermost first, as a debugger lists
    /// them when stepping into the call.
    var framesBetweenCallerAndBody: [String] {
        guard let body = framesAtAdd.firstIndex(where: { $0.contains("__swizzle_original(add:") }),
              let caller = framesAtAdd.firstIndex(where: { $0.hasPrefix("callAdd(on:)") }), caller > body
        else { return ["the body or its caller is not on the stack: \(framesAtAdd)"] }
        return framesAtAdd[(body + 1)..<caller].reversed()
    }

    /// Whether a debugger's frame says what it does: the class's own (its method, its default
    /// implementation), or the typed entry point of the method's C signature, which the runtime
    /// declares once for every class (`_SwizzleMacroSupport.CCall_Int_Int_returning_Int.instanceEntry`).
    /// No frame of a spy, a layer or a closure of theirs.
    static func isNamedForTheReader(_ frame: String) -> Bool {
        frame.contains("StackWitness") || frame.contains("_SwizzleMacroSupport.CCall_Int_Int_returning_Int.instanceEntry")
    }

    /// The stack one level of `countdown` takes, from the addresses of two levels' locals.
    var bytesPerLevel: Int {
        guard levelAddresses.count > 2 else { return 0 }
        return Int(levelAddresses[1]) - Int(levelAddresses[2]) < 0
            ? Int(levelAddresses[2]) - Int(levelAddresses[1]) : Int(levelAddresses[1]) - Int(levelAddresses[2])
    }
}

extension StackWitness {
    /// Whether this process runs under the address sanitizer (its runtime is linked in).
    static var isUnderAddressSanitizer: Bool { dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil }
}
