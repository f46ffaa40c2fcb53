// The seed's example — the "UI tests without UI Testing" README's setup and every line of its
// API — as a test. Only the import line differs from the seed's (`import Ruka`), and the seed's
// `app.tapButton(title:)` is written with `try`, as the seed's own code declares it. The same
// file compiles against UIKit on iOS and visionOS, where `SomeViewController` is a
// UIViewController (SomeViewController+UIKit.swift) and "Main" a storyboard of the app bundle,
// and against the in-memory view tree elsewhere (SomeViewController.swift). The assertions after
// each seed line check that it did what the seed says.
import InProcessEngine
import XCTest

final class SeedExampleTests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        SomeViewController.registerStoryboard()
    }

    func test_codePoweredViews() throws {
        try MainActor.assumeIsolated {
            let controller = SomeViewController()
            let app = App(controller: controller)

            // Label
            let label = try app.label()
            XCTAssertEqual(label?.text, "Some label")

            // Button
            XCTAssertNotNil(try app.button(title: "Some button"))
            try app.tapButton(title: "Some button")
            XCTAssertNotNil(try app.label("Tapped"))

            // Switch
            let aSwitch = try app.switch()
            aSwitch?.toggle()
            XCTAssertEqual(aSwitch?.isOn, true)

            // Table cell
            let cell = try app.cell(containingText: "Some cell")
            cell?.tap()
            XCTAssertNotNil(try app.label("Selected Some cell"))

            // Stepper
            let stepper = try app.stepper()
            stepper?.increment()
            stepper?.increment()
            stepper?.decrement()
            XCTAssertEqual(stepper?.value, 1)

            // Slider
            let slider = try app.slider()
            slider?.set(value: 0.5)
            XCTAssertEqual(slider?.value, 0.5)

            // Text fields
            let textField = try app.textField()
            textField?.type(text: "Some text")
            XCTAssertEqual(textField?.text, "Some text")

            // Alerts
            try app.tapButton(title: "Show alert")
            app.alertViewController?.tapButton(title: "OK")
            XCTAssertNil(app.alertViewController)
            XCTAssertNotNil(try app.label("Alert dismissed"))
        }
    }

    func test_storyboardPoweredViews() throws {
        try MainActor.assumeIsolated {
            try XCTSkipUnless(SomeViewController.hasMainStoryboard, "The app bundle has no Main storyboard.")
            let app = App(storyboard: "Main", identifier: "Some identifier")
            XCTAssertEqual(try app.label()?.text, "Some label")
        }
    }
}
