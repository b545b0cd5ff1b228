@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// A spy's layers: installed when spying begins, restored newest first when it ends.
final class SpyLayers: Sendable {
    private struct State: Sendable {
        var tokens: [SwizzleToken] = []
        var isActive = false
    }

    private let state = Locked(State())
    /// Held across a whole begin or end, installs and restores included, so that a begin and an
    /// end racing on two threads cannot interleave: an end between a begin's marking itself
    /// active and its storing the tokens would find none to restore, and those layers would stay
    /// installed for good. It counts transitions: TSan reports a `Locked<Void>`'s zero-size value
    /// as raced.
    private let transitions = Locked(0)

    var isActive: Bool { state.withLock { $0.isActive } }

    /// Unless active: runs `starting` (a new session of evidence), then `install`, keeping the
    /// tokens it returns. On an error nothing stays installed and spying is off.
    func begin(starting: () -> Void, install: () throws(SwizzleError) -> [SwizzleToken]) throws(SwizzleError) {
        try transitions.withLock { (count: inout Int) throws(SwizzleError) in
            count += 1
            let alreadyActive = state.withLock { state in
                defer { state.isActive = true }
                return state.isActive
            }
            guard !alreadyActive else { return }
            starting()
            do throws(SwizzleError) {
                let tokens = try install()
                state.withLock { $0.tokens = tokens }
            } catch {
                state.withLock { $0.isActive = false }
                throw error
            }
        }
    }

    /// Restores the layers, newest first. Returns whether there were any, and what restoring met
    /// (a layer whose entry code outside SwizzleKit replaced).
    func end() -> (restored: Bool, errors: [SwizzleError]) {
        transitions.withLock { count in
            count += 1
            let tokens = state.withLock { state -> [SwizzleToken] in
                defer { state.tokens = []; state.isActive = false }
                return state.tokens
            }
            var errors: [SwizzleError] = []
            var index = tokens.count  // an index, not `reversed()`: see SpyCore.end()
            while index > 0 {
                index -= 1
                do throws(SwizzleError) { try tokens[index].restore() } catch { errors.append(error) }
            }
            return (!tokens.isEmpty, errors)
        }
    }
}
