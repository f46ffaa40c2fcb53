import Foundation

/// How the mock `POST /api/login` endpoint behaves for one test (one UUID).
public enum LoginBehaviour: String, Sendable, Codable, CaseIterable {
    /// `POST /api/login` answers `200 {"username": ...}`.
    case succeeding
    /// `POST /api/login` answers `500 {"error": "Server error"}`.
    case failing
}

/// The mock API's behaviour for one UUID.
public struct MockBehaviour: Sendable, Equatable, Codable {
    /// How `POST /api/login` answers.
    public var login: LoginBehaviour
    /// The username `POST /api/login` returns on success. `nil` echoes the username the app sent
    /// (or "My username" when the app sent none).
    public var username: String?

    public init(login: LoginBehaviour = .succeeding, username: String? = nil) {
        self.login = login
        self.username = username
    }

    /// The behaviour of a UUID nobody configured.
    public static let `default` = MockBehaviour()
}

/// Thread-safe mock state, keyed by the test's UUID (`X-TABTestKit-UUID`).
/// A plain lock (not an actor) so it is usable from synchronous test code.
final class MockStore: @unchecked Sendable {
    private let lock = NSLock()
    private var behaviours: [String: MockBehaviour] = [:]

    func behaviour(for uuid: String) -> MockBehaviour {
        lock.lock()
        defer { lock.unlock() }
        return behaviours[uuid] ?? .default
    }

    func set(_ behaviour: MockBehaviour, for uuid: String) {
        lock.lock()
        defer { lock.unlock() }
        behaviours[uuid] = behaviour
    }

    func reset(_ uuid: String) {
        lock.lock()
        defer { lock.unlock() }
        behaviours[uuid] = nil
    }
}
