import SwizzleKit

/// MockInject's README example on this runtime: the code under test builds its alert with
/// `Alert(title:message:)`, not `make`.
@Swizzlable
class Alert {
    let title: String
    let message: String
    private(set) var shown = 0

    required init() {
        title = ""
        message = ""
    }

    init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    convenience init(error: String) {
        self.init(title: "Error", message: error)
    }

    init?(code: Int) {
        guard code > 0 else { return nil }
        title = "Code"
        message = "\(code)"
    }

    func show() -> Bool {
        shown += 1
        return true
    }
}

/// A subclass: its own construction calls `super.init(title:message:)`, which is not a
/// construction of `Alert`.
@Swizzlable
final class WarningAlert: Alert {
    init(warning: String) {
        super.init(title: "Warning", message: warning)
    }

    required init() {
        super.init()
    }
}

/// The code under test.
final class SignupFlow {
    func failSignup(reason: String) -> Bool {
        let alert = Alert(title: "Signup failed", message: reason)
        return alert.show()
    }
}
