import ElementCore
import Foundation
import XCTest
import XCUIStyleExtensions
#if !canImport(Darwin)
import XCUIShim
#endif

// Einstein's action helpers on XCUIElement. Each waits for the element as Einstein did, but
// with a state instead of fixed sleeps, and fails the test (never crashes) when it cannot act.
@MainActor
extension XCUIElement {
    /// Clears the element's text (one delete key per character of its value) and types `text`,
    /// once the element exists; returns the element.
    @discardableResult
    @preconcurrency public func clearAndType(text: String, timeout: TimeInterval = 10) -> XCUIElement {
        waitUntilExists(timeout: timeout)
        focusForTyping()
        let current = (value as? String).flatMap { $0 == placeholderValue ? nil : $0 } ?? ""
        if !current.isEmpty {
            typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: current.count))
        }
        typeText(text)
        return self
    }

    /// Taps the element once it exists, waits for it to take the keyboard focus, and types
    /// `text`; returns the element.
    @discardableResult
    @preconcurrency public func tapAndType(text: String, timeout: TimeInterval = 10) -> XCUIElement {
        waitUntilExists(timeout: timeout)
        focusForTyping()
        typeText(text)
        return self
    }

    /// Taps the "Hide keyboard" key of `inApp`'s keyboard (the app under test by default)
    /// when it is shown; returns the element either way.
    @discardableResult
    @preconcurrency public func hidenKeyboard(inApp: XCUIApplication? = nil) -> XCUIElement {
        let hide = (inApp ?? XCUIApplication()).keyboards.buttons["Hide keyboard"]
        if hide.exists {
            #if !XCUI_NO_TOUCH
            hide.tap()
            #endif
        }
        return self
    }

    /// Turns the switch on or off, tapping it only when needed, once it exists; fails the test
    /// when the element is not a switch. Returns the element.
    @discardableResult
    @preconcurrency public func setSwitch(
        on: Bool,
        timeout: TimeInterval = 10,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIElement {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard waitUntilExists(timeout: timeout).result == .completed else {
            site.fail(XCUIStyleFailure(
                .notFound, attempt: "set a switch \(on ? "on" : "off")", query: debugDescriptionLine,
                description: "Cannot set a switch \(on ? "on" : "off"): it does not exist after \(Int(timeout)) s.\n  Element:   \(debugDescriptionLine)"
            ))
            return self
        }
        guard elementType == .switch || elementType == .toggle else {
            let attempt = "set \(EinsteinText.describe(self)) \(on ? "on" : "off")"
            site.fail(XCUIStyleFailure(.mismatch, attempt: attempt, query: debugDescriptionLine, expected: "a switch",
                                       observed: EinsteinText.describe(self), description: "Cannot \(attempt): it is not a switch."))
            return self
        }
        let isOn = Switch.state(from: predicateSnapshot) == .on
        if isOn != on {
            #if XCUI_NO_TOUCH
            let attempt = "set \(EinsteinText.describe(self)) \(on ? "on" : "off")"
            site.fail(XCUIStyleFailure(.unsupported, attempt: attempt, detail: "this platform's XCUI has no taps",
                                       description: "Cannot \(attempt): this platform's XCUI has no taps."))
            #else
            tap()
            #endif
        }
        return self
    }

    /// Waits until the element is enabled, then taps it: at its centre when it is hittable,
    /// else at the middle of its frame (through whatever covers it). Returns the element.
    @discardableResult
    @preconcurrency public func forceTap(timeout: TimeInterval = 10) -> XCUIElement {
        waitUntil(predicate: .isEnabled(true), timeout: timeout)
        #if !XCUI_NO_TOUCH
        if isHittable {
            tap()
        } else {
            coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        }
        #endif
        return self
    }

    /// Taps the element when it comes to exist within `timeout` seconds; returns it either way.
    @discardableResult
    @preconcurrency public func tapIfExists(timeout: TimeInterval = 10) -> XCUIElement {
        if waitUntilExists(timeout: timeout).result == .completed {
            #if !XCUI_NO_TOUCH
            tap()
            #endif
        }
        return self
    }

    /// Taps the element (unless it already has the keyboard focus) and waits briefly for the
    /// focus, so typing goes to it.
    private func focusForTyping() {
        #if !XCUI_NO_FOCUS
        guard !hasFocus else { return }
        #endif
        #if !XCUI_NO_TOUCH
        tap()
        #endif
        #if !XCUI_NO_FOCUS
        _ = EinsteinText.poll(timeout: 1) { hasFocus }
        #endif
    }
}
