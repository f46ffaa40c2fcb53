#if !canImport(Darwin)
import ElementCore
import ElementCoreTestSupport
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// The shared conformance suite on the XCUI engine, over the shim: the same fixture and the
/// same checks as the in-memory and web engines.
final class ConformanceTests: ShimTestCase {
    func testFollowsTheSharedMatchingRules() {
        ShimFixture.install()
        let failures = ConformanceSuite.run(on: XCUIEngine())
        XCTAssertEqual(failures.count, 0, failures.map(\.description).joined(separator: "\n"))
    }

    func testFollowsThemWithIdentifierOrLabelMatchingToo() {
        ShimFixture.install()
        let failures = ConformanceSuite.run(on: XCUIEngine(configuration: .init(identifierMatching: .identifierOrLabel)))
        XCTAssertEqual(failures.count, 0, failures.map(\.description).joined(separator: "\n"))
    }

    /// The same checks, called from another thread: every call crosses to the main thread.
    func testFollowsThemFromAnotherThread() {
        ShimFixture.install()
        let failures = Locked<[ConformanceFailure]?>(nil)
        let done = expectation(description: "suite")
        Thread.detachNewThread {
            let result = ConformanceSuite.run(on: XCUIEngine())
            failures.withLock { $0 = result }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(failures.current?.count, 0, (failures.current ?? []).map(\.description).joined(separator: "\n"))
    }
}
#endif
