import TABTestKit
import XCTest

/// Four XCTest tests for `swift test --parallel` (each in a process of its own, each with the
/// example app served in that process).
final class ParallelXCTestTests: TABTestCase {
    override func makeEngine() throws -> any Engine { try ExampleApp.engine() }

    func test_ada() { logInAndSeeTheProfile(as: "Ada") }
    func test_grace() { logInAndSeeTheProfile(as: "Grace") }
    func test_margaret() { logInAndSeeTheProfile(as: "Margaret") }
    func test_katherine() { logInAndSeeTheProfile(as: "Katherine") }
}
