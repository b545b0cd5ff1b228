@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// A spy's layers: installed when spying begins, restored newest first when it ends.
///
/// Its locks beside its state, not ``Locked`` objects: each of those is an object and a lock word
/// made and freed with every spy (two of them were about 800 instructions of a test with a spy,
/// `per test` benchmark).
final class SpyLayers: @unchecked Sendable {
    /// Guards `tokens` and `active`.
    private let stateMutex = MutexWord()
    @exclusivity(unchecked) private var tokens: [SwizzleToken] = []
    @exclusivity(unchecked) private var active = false
    /// Held across a whole begin or end, installs and restores included, so that a begin and an
    /// end racing on two threads cannot interleave: an end between a begin's marking itself
    /// active and its storing the tokens would find none to restore, and those layers would stay
    /// installed for good.
    private let transitionMutex = MutexWord()

    var isActive: Bool {
        stateMutex.lock()
        defer { stateMutex.unlock() }
        return active
    }

    /// Unless active: runs `starting` (a new session of evidence), then `install`, keeping the
    /// tokens it returns. On an error nothing stays installed and spying is off.
    func begin(starting: () -> Void, install: () throws(SwizzleError) -> [SwizzleToken]) throws(SwizzleError) {
        transitionMutex.lock()
        defer { transitionMutex.unlock() }
        stateMutex.lock()
        let alreadyActive = active
        active = true
        stateMutex.unlock()
        guard !alreadyActive else { return }
        starting()
        do throws(SwizzleError) {
            let installed = try install()
            stateMutex.lock()
            tokens = installed
            stateMutex.unlock()
        } catch {
            stateMutex.lock()
            active = false
            stateMutex.unlock()
            throw error
        }
    }

    /// Restores the layers, newest first. Returns whether there were any, and what restoring met
    /// (a layer whose entry code outside SwizzleKit replaced).
    func end() -> (restored: Bool, errors: [SwizzleError]) {
        transitionMutex.lock()
        defer { transitionMutex.unlock() }
        stateMutex.lock()
        let restoring = tokens
        tokens = []
        active = false
        stateMutex.unlock()
        var errors: [SwizzleError] = []
        var index = restoring.count  // an index, not `reversed()`: see SpyCore.end()
        while index > 0 {
            index -= 1
            do throws(SwizzleError) { try restoring[index].restore() } catch { errors.append(error) }
        }
        return (!restoring.isEmpty, errors)
    }
}
