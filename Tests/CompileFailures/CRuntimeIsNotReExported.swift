// The C runtime is SwizzleKit's own business: `import SwizzleKit` brings none of its functions
// or types into a user's scope.
import SwizzleKit

// expect-error: cannot find 'sk_selector_count' in scope
let selectors = sk_selector_count()
// expect-error: cannot find type 'SKSel' in scope
let selector: SKSel? = nil
