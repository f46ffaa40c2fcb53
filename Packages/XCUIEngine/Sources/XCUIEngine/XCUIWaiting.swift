import Foundation
import XCTest

/// Waiting without change events.
@MainActor
enum XCUIWaiting {
    /// Waits `timeout` seconds with `XCTWaiter`, on an expectation nobody fulfils: the run loop
    /// keeps turning meanwhile, and no test failure is recorded (a waiter without a delegate
    /// only returns `.timedOut`).
    static func keepRunLoopTurning(for timeout: TimeInterval) {
        let nothing = XCTestExpectation(description: "the user interface may change")
        _ = XCTWaiter().wait(for: [nothing], timeout: timeout)
    }
}
