#if !canImport(Darwin)
import ElementCore
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// The engine runs XCUI work on the main thread whichever thread calls it.
final class MainThreadTests: ShimTestCase {
    /// Resolves on a background thread while the main thread waits (turning its run loop).
    func testCallsFromAnotherThreadRunOnTheMainThread() throws {
        let root = installRunningApp {
            ShimNode(.button, identifier: "Go", frame: Screen.row(0))
        }
        let ranOnMain = Locked<Bool?>(nil)
        root.firstDescendant("Go")?.onTap { _ in ranOnMain.withLock { $0 = Thread.isMainThread } }
        let engine = XCUIEngine()
        let outcome = Locked<String?>(nil)
        let done = expectation(description: "background call")
        Thread.detachNewThread {
            do throws(EngineError) {
                try engine.perform(.tap, on: query(step(.button, "Go")))
                let label = try engine.resolve(query(step(.button, "Go"))).snapshot?.identifier
                outcome.withLock { $0 = label }
            } catch {
                outcome.withLock { $0 = "\(error)" }
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(outcome.current, "Go")
        XCTAssertEqual(ranOnMain.current, true)
    }

    /// A blocked main thread makes a call from another thread fail, not hang, and the work is
    /// never run late.
    func testABlockedMainThreadFailsTheCallInsteadOfDeadlocking() throws {
        installRunningApp {
            ShimNode(.button, identifier: "Go", frame: Screen.row(0))
        }
        let engine = XCUIEngine(configuration: .init(mainThreadTimeout: 0.2))
        let outcome = Locked<EngineError?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do throws(EngineError) {
                try engine.perform(.tap, on: query(step(.button, "Go")))
            } catch {
                outcome.withLock { $0 = error }
            }
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 5), .success, "the main thread stayed blocked: the call must give up")
        guard case .engineFailure(let message)? = outcome.current else { return XCTFail("\(String(describing: outcome.current))") }
        XCTAssertTrue(message.contains("main thread"), message)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        XCTAssertFalse(calls.contains { $0.hasSuffix("tap()") }, "abandoned work ran late: \(calls)")
    }

    func testWaitingForAChangeTurnsTheRunLoop() {
        let engine = XCUIEngine()
        let ran = Locked(false)
        DispatchQueue.main.async { ran.withLock { $0 = true } }
        let start = Date()
        engine.waitForChange(timeout: 0.2)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.19)
        XCTAssertTrue(ran.current, "main-queue work runs during the wait")
        engine.waitForChange(timeout: 0)
    }

    func testWaitingOffTheMainThreadSleeps() {
        let engine = XCUIEngine()
        let elapsed = Locked<TimeInterval>(0)
        let done = expectation(description: "wait")
        Thread.detachNewThread {
            let start = Date()
            engine.waitForChange(timeout: 0.2)
            elapsed.withLock { $0 = Date().timeIntervalSince(start) }
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(elapsed.current, 0.19)
    }

    func testTheEngineOffersNoBiometricsOfItsOwn() {
        XCTAssertNil(XCUIEngine().capability(BiometricsControlling.self))
        XCTAssertEqual(XCUIEngine().name, "XCUI")
    }
}
#endif
