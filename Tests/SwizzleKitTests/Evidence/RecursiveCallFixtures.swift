import SwizzleKit

/// A recursion whose every level is a spied call: each level's call begins before the one it
/// makes and ends after it, so the calls are recorded innermost first, in the reverse of the
/// order they began in.
@Swizzlable
class Countdown {
    init() {}

    func count(_ n: Int) -> Int { n == 0 ? 0 : count(n - 1) + 1 }

    func label(_ n: Int) -> String { n == 0 ? "liftoff" : "\(n), " + label(n - 1) }
}
