#if !canImport(Darwin)
import Foundation
import Testing
import XCTest
import XCUIShim

extension ShimTests {
    /// Waits spin the current run loop, so changes made from other threads, the main queue or
    /// main-actor tasks become visible while waiting.
    @Suite("Waiting")
    @MainActor
    struct Waiting {
        let root: ShimNode
        let app = XCUIApplication()

        init() {
            root = installDemoApp()
        }

        @Test func waitForExistenceSeesChangesFromOtherThreads() {
            let root = self.root
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
                root.append(ShimNode(.alert, label: "Later"))
            }
            let start = Date()
            #expect(app.alerts["Later"].waitForExistence(timeout: 5))
            #expect(Date().timeIntervalSince(start) >= 0.15)
        }

        @Test func waitForExistenceTimesOut() {
            let start = Date()
            #expect(app.alerts["Never"].waitForExistence(timeout: 0.3) == false)
            #expect(Date().timeIntervalSince(start) >= 0.3)
        }

        @Test func waitForNonExistence() {
            let root = self.root
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
                root.firstDescendant("errorAlert")?.removeFromParent()
            }
            #expect(app.alerts["Error"].waitForNonExistence(timeout: 5))
            #expect(app.buttons["login"].waitForNonExistence(timeout: 0.1) == false)
        }

        @Test func predicateExpectationWithXCTWaiter() {
            let root = self.root
            let status = app.staticTexts["status"]
            let done = XCTNSPredicateExpectation(predicate: NSPredicate(format: "label == %@", "Done"), object: status)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
                root.firstDescendant("status")?.label = "Done"
            }
            #expect(XCTWaiter().wait(for: [done], timeout: 5) == .completed)

            let never = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: app.alerts["Never"])
            let start = Date()
            #expect(XCTWaiter.wait(for: [never], timeout: 0.3) == .timedOut)
            #expect(Date().timeIntervalSince(start) >= 0.3)
        }
    }
}

/// The same waits from XCTest. (swift-corelibs-xctest cannot discover `@MainActor` test methods on
/// Linux, so the bodies hop onto the main actor with `MainActor.assumeIsolated`; XCTest runs tests on
/// the main thread.)
final class PredicateWaitingXCTests: XCTestCase, @unchecked Sendable {
    func testPredicateExpectationCompletesWhenTheElementAppears() {
        MainActor.assumeIsolated {
            let root = installDemoApp()
            let app = XCUIApplication()
            let saved = app.staticTexts["Saved"]
            let expectation = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: saved)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
                root.append(ShimNode(.staticText, label: "Saved"))
            }
            XCTAssertEqual(XCTWaiter().wait(for: [expectation], timeout: 5), .completed)
            XCTAssertTrue(saved.exists)
        }
    }

    func testPredicateExpectationTimesOut() {
        MainActor.assumeIsolated {
            installDemoApp()
            let app = XCUIApplication()
            let enabled = XCTNSPredicateExpectation(
                predicate: NSPredicate(format: "isEnabled == true"),
                object: app.alerts["Error"].buttons["OK"]
            )
            let start = Date()
            XCTAssertEqual(XCTWaiter.wait(for: [enabled], timeout: 0.3), .timedOut)
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.3)
        }
    }

    func testTestCaseExpectationForPredicate() {
        MainActor.assumeIsolated {
            let root = installDemoApp()
            let app = XCUIApplication()
            let field = app.textFields["username"]
            _ = expectation(for: NSPredicate(format: "value == 'ready'"), evaluatedWith: field)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
                root.firstDescendant("username")?.value = "ready"
            }
            waitForExpectations(timeout: 5)
            XCTAssertEqual(field.value as? String, "ready")
        }
    }

    /// XCTest runs test bodies from the main thread's run loop, so main-queue work scheduled by the
    /// test runs while a shim wait spins the run loop.
    func testWaitingRunsMainQueueWork() {
        MainActor.assumeIsolated {
            let root = installDemoApp()
            let app = XCUIApplication()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                root.firstDescendant("errorAlert")?.removeFromParent()
            }
            XCTAssertTrue(app.alerts["Error"].waitForNonExistence(timeout: 5))
        }
    }

    func testRecorderLogsTheWaitTarget() {
        MainActor.assumeIsolated {
            installDemoApp()
            let app = XCUIApplication()
            XCTAssertTrue(app.buttons["login"].waitForExistence(timeout: 1))
            XCTAssertEqual(XCUIShimRecorder.shared.calls, [
                "app.descendants(.button).matching(.button, \"login\").element.waitForExistence(timeout: 1.0)",
            ])
        }
    }
}
#endif
