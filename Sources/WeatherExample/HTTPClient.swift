import SwizzleRuntime

/// The collaborator the service builds for itself: in a real app it would talk to a server.
@Swizzlable
public class HTTPClient {
    public let baseURL: String

    public required init(baseURL: String) {
        self.baseURL = baseURL
    }

    /// The body of a GET request (here: canned, so the example runs anywhere).
    public func get(_ path: String) -> String {
        path.hasSuffix("/oslo") ? "temp=4" : "temp=21"
    }
}
