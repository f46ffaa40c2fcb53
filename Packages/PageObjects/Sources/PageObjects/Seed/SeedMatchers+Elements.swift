import ElementCore
import Foundation
#if canImport(XCTest)
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif
#endif

// The page-object seed's matchers about elements, with its spellings (`file: String = #file`,
// `line: UInt = #line`): on TABTestKit's elements, and on XCUI's `XCUIElement` as the seed wrote
// them. Like this package's own element matchers they wait, within the timeout (ElementCore's
// default when `nil`), where the seed checked once: a check that already holds passes at once,
// one that would hold a moment later no longer fails.

extension Expecting {
    /// Expects `element` to exist; the seed's spelling.
    @_disfavoredOverload
    @discardableResult
    public func expect(exists element: some Element, file: String = #file, line: UInt = #line) -> Bool {
        SeedReport.relocated(file: file, line: line) { expect(exists: element) }
    }

    /// Expects `element` not to exist (or to go away); the seed's spelling.
    @_disfavoredOverload
    @discardableResult
    public func expect(doesNotExist element: some Element, file: String = #file, line: UInt = #line) -> Bool {
        SeedReport.relocated(file: file, line: line) { expect(doesNotExist: element) }
    }

    /// Expects `element` to exist within `timeout`.
    @discardableResult
    public func expectEventually(exists element: some Element, timeout: TimeInterval? = nil,
                                 file: String = #file, line: UInt = #line) -> Bool {
        SeedReport.relocated(file: file, line: line) { expect(exists: element, timeout: timeout) }
    }

    /// Expects `element` not to exist within `timeout`.
    @discardableResult
    public func expectEventually(doesNotExist element: some Element, timeout: TimeInterval? = nil,
                                 file: String = #file, line: UInt = #line) -> Bool {
        SeedReport.relocated(file: file, line: line) { expect(doesNotExist: element, timeout: timeout) }
    }
}

#if canImport(XCTest)
// XCUI is main-actor isolated and pre-concurrency (as Swift imports it from Objective-C), so
// are these: the seed's Swift 5 pages call them from XCTest methods as they are.
extension Expecting {
    /// Expects `element` to exist.
    @preconcurrency @MainActor
    @discardableResult
    public func expect(exists element: XCUIElement, file: String = #file, line: UInt = #line) -> Bool {
        SeedXCUI.wait(for: element, toExist: true, timeout: nil, file: file, line: line)
    }

    /// Expects `element` not to exist (or to go away).
    @preconcurrency @MainActor
    @discardableResult
    public func expect(doesNotExist element: XCUIElement, file: String = #file, line: UInt = #line) -> Bool {
        SeedXCUI.wait(for: element, toExist: false, timeout: nil, file: file, line: line)
    }

    /// Expects `element` to exist within `timeout`.
    @preconcurrency @MainActor
    @discardableResult
    public func expectEventually(exists element: XCUIElement, timeout: TimeInterval? = nil,
                                 file: String = #file, line: UInt = #line) -> Bool {
        SeedXCUI.wait(for: element, toExist: true, timeout: timeout, file: file, line: line)
    }

    /// Expects `element` not to exist within `timeout`.
    @preconcurrency @MainActor
    @discardableResult
    public func expectEventually(doesNotExist element: XCUIElement, timeout: TimeInterval? = nil,
                                 file: String = #file, line: UInt = #line) -> Bool {
        SeedXCUI.wait(for: element, toExist: false, timeout: timeout, file: file, line: line)
    }
}

/// XCUI's own waits, reported the seed's way.
@MainActor
enum SeedXCUI {
    static func wait(for element: XCUIElement, toExist: Bool, timeout: TimeInterval?, file: String, line: UInt) -> Bool {
        let seconds = timeout ?? ElementConfiguration.current.defaultTimeout
        let held = toExist ? element.waitForExistence(timeout: seconds) : element.waitForNonExistence(timeout: seconds)
        if !held {
            SeedReport.timedOut("\(element) \(toExist ? "to exist" : "not to exist")", expected: toExist ? "exists" : "does not exist",
                                observed: toExist ? "it does not" : "it still does", timeout: seconds, file: file, line: line)
        }
        return held
    }
}
#endif
