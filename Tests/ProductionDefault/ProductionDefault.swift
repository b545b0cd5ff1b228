// Checked by scripts/check-compile-failures.sh, not built by SwiftPM: `@Swizzlable` with no
// argument, compiled with DEBUG (dispatched) and without it (compiled as written).
import SwizzleRuntime

@Swizzlable
final class Checkout {
    init() {}
    func total(of prices: [Int]) -> Int { prices.reduce(0, +) }
}
