#if !canImport(Darwin)
import ElementCore
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// The XCUI calls each action becomes.
final class ActionRecordingTests: ShimTestCase {
    private let field = "app.descendants(.textField).matching(.textField, \"Name\").element(0)"
    private let list = "app.descendants(.scrollView).matching(.scrollView, \"List\").element(0)"

    @discardableResult
    private func installControls(fieldValue: String? = nil, fieldFocused: Bool = false) -> ShimNode {
        installRunningApp {
            ShimNode(.textField, identifier: "Name", value: fieldValue, placeholderValue: "Your name", frame: Screen.row(0), hasFocus: fieldFocused)
            ShimNode(.button, identifier: "Go", frame: Screen.row(1))
            ShimNode(.button, identifier: "Covered", frame: Screen.row(2), isHittable: false)
            ShimNode(.button, identifier: "Off", frame: Screen.row(3), isEnabled: false)
            ShimNode(.slider, identifier: "Volume", frame: Screen.row(4))
            ShimNode(.pickerWheel, identifier: "Colour", frame: Screen.row(5))
            ShimNode(.scrollView, identifier: "List", frame: CGRect(x: 0, y: 400, width: 390, height: 400))
            ShimNode(.button, identifier: "Gone", frame: CGRect(x: 0, y: 900, width: 390, height: 44))
        }
    }

    func testTypingTapsToFocusFirst() throws {
        let root = installControls()
        root.firstDescendant("Name")?.onTap { $0.hasFocus = true }
        XCUIShimHarness.requiresFocusForTyping = true
        try XCUIEngine().perform(.typeText("Ada", isSecure: false), on: query(step(.textField, "Name")))
        XCTAssertEqual(Array(calls.suffix(4)), [field + ".isHittable", field + ".snapshot()", field + ".tap()", field + ".typeText(\"Ada\")"])
        XCTAssertEqual(root.firstDescendant("Name")?.stringValue, "Ada")
    }

    func testTypingIntoTheFocusedFieldDoesNotTap() throws {
        installControls(fieldFocused: true)
        try XCUIEngine().perform(.typeText("Ada", isSecure: true), on: query(step(.textField, "Name")))
        XCTAssertFalse(calls.contains(field + ".tap()"))
        XCTAssertEqual(calls.last, field + ".typeText(\"Ada\")")
    }

    func testDeleteRepeatsTheDeleteKey() throws {
        let root = installControls(fieldValue: "Adam", fieldFocused: true)
        try XCUIEngine().perform(.deleteText(count: 3), on: query(step(.textField, "Name")))
        XCTAssertEqual(calls.last, field + ".typeText(\"\\u{7F}\\u{7F}\\u{7F}\")")
        XCTAssertEqual(root.firstDescendant("Name")?.stringValue, "A")
    }

    func testClearDeletesAsManyCharactersAsTheValueHas() throws {
        let root = installControls(fieldValue: "hello", fieldFocused: true)
        try XCUIEngine().perform(.clearText, on: query(step(.textField, "Name")))
        XCTAssertEqual(calls.last, field + ".typeText(\"" + String(repeating: "\\u{7F}", count: 5) + "\")")
        XCTAssertEqual(root.firstDescendant("Name")?.stringValue, "")
    }

    func testClearingAFieldThatShowsItsPlaceholderTypesNothing() throws {
        installControls(fieldValue: "Your name", fieldFocused: true)
        try XCUIEngine().perform(.clearText, on: query(step(.textField, "Name")))
        XCTAssertFalse(calls.contains { $0.contains("typeText") }, "\(calls)")
    }

    func testDragsForEachDirection() throws {
        installControls()
        let expected = [
            "(dx: 0.5, dy: 0.33) → (dx: 0.5, dy: 0.5)", // upwards
            "(dx: 0.5, dy: 0.5) → (dx: 0.5, dy: 0.33)", // downwards
            "(dx: 0.33, dy: 0.5) → (dx: 0.5, dy: 0.5)", // left
            "(dx: 0.66, dy: 0.5) → (dx: 0.5, dy: 0.5)", // right
        ]
        let directions: [ElementAttributes.Direction] = [.upwards, .downwards, .left, .right]
        for (direction, points) in zip(directions, expected) {
            XCUIShimRecorder.shared.reset()
            let (start, end) = direction.dragPoints
            try XCUIEngine().perform(.drag(from: start, to: end), on: query(step(.scrollView, "List")))
            let parts = points.components(separatedBy: " → ")
            XCTAssertEqual(
                calls.last,
                list + ".coordinate" + parts[0] + ".press(forDuration: 0.1, thenDragTo: " + list + ".coordinate" + parts[1] + ")",
                "\(direction)"
            )
        }
    }

    func testRefreshIsADownwardDrag() throws {
        installControls()
        try XCUIEngine().perform(.refresh, on: query(step(.scrollView, "List")))
        XCTAssertEqual(calls.last, list + ".coordinate(dx: 0.5, dy: 0.2).press(forDuration: 0.1, thenDragTo: " + list + ".coordinate(dx: 0.5, dy: 0.9))")
    }

    func testSliderAndPickerWheelAdjustments() throws {
        installControls()
        let engine = XCUIEngine()
        try engine.perform(.adjustSlider(toNormalizedPosition: 0.25), on: query(step(.slider, "Volume")))
        XCTAssertEqual(calls.last, "app.descendants(.slider).matching(.slider, \"Volume\").element(0).adjust(toNormalizedSliderPosition: 0.25)")
        try engine.perform(.adjustSlider(toNormalizedPosition: 1.5), on: query(step(.slider, "Volume")))
        XCTAssertEqual(calls.last, "app.descendants(.slider).matching(.slider, \"Volume\").element(0).adjust(toNormalizedSliderPosition: 1.0)")
        try engine.perform(.adjustPickerWheel(toValue: "Blue"), on: query(step(.pickerWheel, "Colour")))
        XCTAssertEqual(calls.last, "app.descendants(.pickerWheel).matching(.pickerWheel, \"Colour\").element(0).adjust(toPickerWheelValue: \"Blue\")")
    }

    func testOtherGestures() throws {
        installControls()
        let engine = XCUIEngine()
        let go = "app.descendants(.button).matching(.button, \"Go\").element(0)"
        try engine.perform(.doubleTap, on: query(step(.button, "Go")))
        XCTAssertEqual(calls.last, go + ".doubleTap()")
        try engine.perform(.twoFingerTap, on: query(step(.button, "Go")))
        XCTAssertEqual(calls.last, go + ".twoFingerTap()")
        try engine.perform(.longPress(duration: 1.5), on: query(step(.button, "Go")))
        XCTAssertEqual(calls.last, go + ".press(forDuration: 1.5)")
        try engine.perform(.tapCoordinate(NormalizedCoordinate(dx: 0.1, dy: 0.9)), on: query(step(.button, "Go")))
        XCTAssertEqual(calls.last, go + ".coordinate(dx: 0.1, dy: 0.9).tap()")
    }

    func testANonHittableElementIsNotActionable() {
        installControls()
        let error = failure { try XCUIEngine().perform(.tap, on: query(step(.button, "Covered"))) }
        guard case .notActionable(let reason)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(reason, "it is not hittable")
        XCTAssertEqual(error?.isRetryable, true)
        XCTAssertFalse(calls.contains { $0.hasSuffix(".tap()") }, "\(calls)")
    }

    func testADisabledElementIsNotActionable() {
        installControls()
        guard case .notActionable(let reason)? = failure({ try XCUIEngine().perform(.tap, on: query(step(.button, "Off"))) }) else {
            return XCTFail()
        }
        XCTAssertEqual(reason, "it is disabled")
    }

    func testAnElementOutsideTheScreenCannotBeDragged() {
        installControls()
        guard case .notActionable(let reason)? = failure({
            try XCUIEngine().perform(.drag(from: .middle, to: .topThird), on: query(step(.button, "Gone")))
        }) else { return XCTFail() }
        XCTAssertEqual(reason, "it is not visible")
    }

    func testAMissingElementIsNotFoundAtItsLevel() {
        installControls()
        guard case .notFound(let level)? = failure({ try XCUIEngine().perform(.tap, on: query(step(.button, "Nope"))) }) else {
            return XCTFail()
        }
        XCTAssertEqual(level, 0)
    }
}
#endif
