@_spi(Internals) import SwizzleCore
@_spi(Internals) import SwizzleLayers

/// A spy's layers: installed when spying begins, restored newest first when it ends. The state is
/// the core's (``SpyCore/transitionMutex``, ``SpyCore/installedLayers``, ``SpyCore/active``).
extension SpyCore {
    /// Unless active: runs `starting` (a new session of evidence), then `install`, keeping the
    /// layers it returns. On an error nothing stays installed and spying is off.
    func beginLayers(starting: () -> Void, install: () throws(SwizzleError) -> LayerList) throws(SwizzleError) {
        transitionMutex.lock()
        defer { transitionMutex.unlock() }
        guard !active.load(ordering: .relaxed) else { return }
        active.store(true, ordering: .releasing)
        starting()
        do throws(SwizzleError) {
            installedLayers = try install()
        } catch {
            active.store(false, ordering: .releasing)
            throw error
        }
    }

    /// Restores the layers, newest first. Returns whether there were any, and what restoring met
    /// (a layer whose entry code outside SwizzleKit replaced).
    func endLayers() -> (restored: Bool, errors: [SwizzleError]) {
        transitionMutex.lock()
        defer { transitionMutex.unlock() }
        let restoring = installedLayers
        installedLayers = LayerList()
        active.store(false, ordering: .releasing)
        var errors: [SwizzleError] = []
        var index = restoring.count  // an index, not `reversed()`: see SpyCore.end()
        while index > 0 {
            index -= 1
            do throws(SwizzleError) { try SwizzleRegistry.shared.restore(restoring[index]) } catch { errors.append(error) }
        }
        return (restoring.count > 0, errors)  // `isEmpty` is a generic call in a debug build
    }
}
