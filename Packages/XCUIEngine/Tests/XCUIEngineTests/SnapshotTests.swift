#if !canImport(Darwin)
import ElementCore
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// What the engine reports about an element.
final class SnapshotTests: ShimTestCase {
    func testAttributesComeFromTheXCUISnapshot() throws {
        installRunningApp {
            ShimNode(.textField, identifier: "Email", label: "E-mail", value: "a@b.c", placeholderValue: "you@example.com",
                     frame: Screen.row(0), isSelected: true, hasFocus: true)
        }
        let snapshot = try XCTUnwrap(XCUIEngine().resolve(query(step(.textField, "Email"))).snapshot)
        XCTAssertEqual(snapshot.type, .textField)
        XCTAssertEqual(snapshot.identifier, "Email")
        XCTAssertEqual(snapshot.label, "E-mail")
        XCTAssertEqual(snapshot.value, "a@b.c")
        XCTAssertEqual(snapshot.placeholder, "you@example.com")
        XCTAssertEqual(snapshot.frame, Screen.row(0))
        XCTAssertTrue(snapshot.isEnabled)
        XCTAssertTrue(snapshot.isSelected)
        XCTAssertTrue(snapshot.hasKeyboardFocus)
        XCTAssertTrue(snapshot.isHittable)
        XCTAssertTrue(snapshot.isVisible)
        XCTAssertNil(snapshot.notHittableReason)
    }

    func testAnEmptyFieldShowingItsPlaceholderHasAnEmptyValue() throws {
        installRunningApp {
            ShimNode(.searchField, identifier: "Search", value: "Search", placeholderValue: "Search", frame: Screen.row(0))
        }
        XCTAssertEqual(try XCUIEngine().resolve(query(step(.searchField, "Search"))).snapshot?.value, "")
    }

    func testNonTextValuesAreDescribed() throws {
        installRunningApp {
            ShimNode(.switch, identifier: "Wi-Fi", value: 1, frame: Screen.row(0))
        }
        XCTAssertEqual(try XCUIEngine().resolve(query(step(.switch, "Wi-Fi"))).snapshot?.value, "1")
    }

    func testVisibilityNeedsTheParentsFrameAndTheAppsFrame() throws {
        installRunningApp {
            ShimNode(.scrollView, identifier: "List", frame: CGRect(x: 0, y: 100, width: 390, height: 200)) {
                ShimNode(.cell, label: "Inside", frame: CGRect(x: 0, y: 150, width: 390, height: 44))
                ShimNode(.cell, label: "Below the list", frame: CGRect(x: 0, y: 400, width: 390, height: 44), isHittable: false)
                ShimNode(.cell, label: "Below the screen", frame: CGRect(x: 0, y: 900, width: 390, height: 44), isHittable: false)
            }
            ShimNode(.other, label: "Empty", frame: .zero)
        }
        let engine = XCUIEngine()
        let cells = try engine.matches(query(step(.scrollView, "List"), step(.cell)))
        XCTAssertEqual(cells.map(\.isVisible), [true, false, false])
        XCTAssertEqual(cells.map(\.isHittable), [true, false, false])
        XCTAssertEqual(cells.map(\.notHittableReason), [nil, "it is not visible", "it is not visible"])
        XCTAssertEqual(try engine.resolve(query(step(.other, "Empty"))).snapshot?.isVisible, false)
    }

    func testTheApplicationItself() throws {
        installRunningApp {}
        XCUIShimHarness.root().label = "Shop"
        guard case .found(let app, let count) = try XCUIEngine().resolve(query()) else { return XCTFail() }
        XCTAssertEqual(app.type, .application)
        XCTAssertEqual(app.label, "Shop")
        XCTAssertEqual(app.frame, Screen.frame)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(try XCUIEngine().matches(query()).map(\.type), [.application])
    }
}
#endif
