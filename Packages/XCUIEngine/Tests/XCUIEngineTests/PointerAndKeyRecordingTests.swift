#if !canImport(Darwin)
import ElementCore
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// The XCUI calls hover, key presses and drag and drop become.
final class PointerAndKeyRecordingTests: ShimTestCase {
    private let field = "app.descendants(.textField).matching(.textField, \"Name\").element(0)"
    private let go = "app.descendants(.button).matching(.button, \"Go\").element(0)"

    private func installControls() {
        installRunningApp {
            ShimNode(.textField, identifier: "Name", frame: Screen.row(0), hasFocus: true)
            ShimNode(.button, identifier: "Go", frame: Screen.row(1))
            ShimNode(.button, identifier: "Bin", frame: Screen.row(2))
        }
    }

    func testHoverOnLinuxShimAndMacOS() throws {
        installControls()
        try XCUIEngine().perform(.hover, on: query(step(.button, "Go")))
        XCTAssertEqual(calls.last, go + ".hover()")
    }

    func testAKeyPressTypesTheKeyWithItsModifiersIntoTheElement() throws {
        installControls()
        try XCUIEngine().perform(.pressKey("a", modifiers: .primary), on: query(step(.textField, "Name")))
        let call = try XCTUnwrap(calls.last)
        XCTAssertTrue(call.hasPrefix(field + ".typeKey("), call)
        XCTAssertTrue(call.contains("command"), "the platform's shortcut modifier is ⌘ under XCUI: \(call)")
    }

    func testAKeyPressOnTheAppGoesToTheFocus() throws {
        installControls()
        try XCUIEngine().perform(.pressKey(.enter, modifiers: []), on: ElementQuery(app: .underTest, steps: [], isStrict: true))
        let call = try XCTUnwrap(calls.last)
        XCTAssertTrue(call.hasPrefix("app.typeKey("), call)
    }

    func testDragAndDropPressesAndDragsOntoTheTarget() throws {
        installControls()
        try XCUIEngine().perform(.dragAndDrop(onto: query(step(.button, "Bin"))), on: query(step(.button, "Go")))
        let call = try XCTUnwrap(calls.last)
        XCTAssertTrue(call.contains("press(forDuration:") && call.contains("thenDragTo:"), call)
    }

    func testUploadIsUnsupportedBeforeAnythingIsLookedFor() {
        installControls()
        let before = calls.count
        let file = URL(fileURLWithPath: "/tmp/receipt.pdf")
        XCTAssertThrowsError(try XCUIEngine().perform(.upload([file]), on: query(step(.button, "Nowhere")))) { error in
            guard case EngineError.unsupported(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasPrefix("XCUI cannot choose files for a file input"), reason)
        }
        XCTAssertEqual(calls.count, before, "no XCUI call was made")
    }

    func testAMissingDropTargetIsNotActionableAndNamed() {
        installControls()
        XCTAssertThrowsError(try XCUIEngine().perform(.dragAndDrop(onto: query(step(.button, "Nowhere"))), on: query(step(.button, "Go")))) { error in
            guard case EngineError.notActionable(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("its drop target"), reason)
        }
    }
}
#endif
