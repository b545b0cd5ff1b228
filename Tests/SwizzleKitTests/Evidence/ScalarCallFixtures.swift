import Foundation
import SwizzleKit

/// A class whose methods take and return only scalars of every width: their spied calls are
/// recorded from the typed entry point's words, with no frame.
@Swizzlable
class SignalMixer {
    init() {}

    func mix(_ enabled: Bool, _ offset: Int8, _ channel: UInt16, _ gain: Float) -> Double {
        enabled ? Double(offset) * Double(gain) + Double(channel) : 0
    }

    func narrow(_ level: Int32) -> UInt8 { UInt8(truncatingIfNeeded: level) }

    func reset() {}

    func label(_ channel: Int) -> String { "channel \(channel)" }
}

/// Runs `body` on a new thread and waits for it to end: nothing else runs `body` or reads what
/// it touches meanwhile, which is why it need not be `Sendable`. Returns the thread.
func onAnotherThread(_ body: @escaping () -> Void) -> InvocationThread {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) let body = body
    nonisolated(unsafe) var thread: InvocationThread?
    let other = Thread {
        body()
        thread = .current
        done.signal()
    }
    other.start()
    done.wait()
    return thread!
}
