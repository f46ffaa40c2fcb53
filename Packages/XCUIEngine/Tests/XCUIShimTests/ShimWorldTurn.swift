#if !canImport(Darwin)
import Testing
import XCUIShim

/// Each test under it has the shim's world to itself (``XCUIShimWorld``), also against other
/// modules' shim suites that Swift Testing runs alongside.
struct ShimWorldTurn: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // A suite's own scope takes no turn, so a suite and its tests never wait for each other.
        guard testCase != nil else { return try await function() }
        try await XCUIShimWorld.exclusively(function)
    }
}

extension Trait where Self == ShimWorldTurn {
    /// The shim's world to each test alone: see ``ShimWorldTurn``.
    static var shimWorldTurn: Self { ShimWorldTurn() }
}
#endif
