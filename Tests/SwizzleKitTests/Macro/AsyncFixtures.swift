import SwizzleKit

struct ConfigUnavailable: Error, Equatable {}

/// swift-spyable's README service, on a class: async throws, a non-throwing async method, and an
/// async class method.
@Swizzlable
class ConfigService: @unchecked Sendable {
    required init() {}

    func fetchConfig(arg: UInt8) async throws -> [String: String] {
        await Task.yield()
        return ["version": "\(arg)"]
    }

    func ping(_ host: String) async -> Bool { !host.isEmpty }

    func clear() async {}

    class func region() async -> String { "eu-north" }

    func sync(_ value: Int) -> Int { value + 1 }
}

/// The code under test: it awaits the service.
final class ConfigViewModel {
    let service: ConfigService
    private(set) var config: [String: String] = [:]

    init(service: ConfigService) {
        self.service = service
    }

    func load(arg: UInt8) async throws {
        config = try await service.fetchConfig(arg: arg)
    }
}
