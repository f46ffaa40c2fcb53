import ElementCore
import Foundation
import InProcessEngine
import Testing

/// The seed's finder rules: hidden, untouchable and off-screen views are ignored; disabled
/// controls are found (only interactions with them are ignored).
@MainActor
@Suite struct VisibilityRuleTests {
    let app = MemoryApp(controller: RootViewController(), failureBehavior: .doNothing)

    @Test func hiddenAndTransparentViewsAreIgnored() throws {
        #expect(try app.label("Hidden label text") == nil)
        #expect(try app.label("Transparent label text") == nil)
        #expect(try app.button(title: "Hidden button title") == nil)
    }

    @Test func viewsInsideAHiddenViewAreIgnored() throws {
        #expect(try app.label("Label in hidden container") == nil)
    }

    @Test func viewsOutsideTheControllersViewAreIgnored() throws {
        #expect(try app.label("Off screen label text") == nil)
        #expect(try app.button(title: "Off screen button title") == nil)
    }

    @Test func controlsThatCannotBeTouchedAreIgnoredButLabelsAreStillSeen() throws {
        #expect(try app.button(title: "Button in untouchable container") == nil)
        #expect(try app.label("Label in untouchable container") != nil)
        let form = MemoryApp(controller: FormViewController(), failureBehavior: .doNothing)
        #expect(try form.slider("An untouchable slider") == nil)
    }

    @Test func disabledControlsAreFound() throws {
        #expect(try app.button(title: "Disabled button title") != nil)
        let form = MemoryApp(controller: FormViewController(), failureBehavior: .doNothing)
        #expect(try form.switch("A disabled switch") != nil)
        #expect(try form.stepper("A disabled stepper") != nil)
        #expect(try form.slider("A disabled slider") != nil)
        #expect(try form.textField("Disabled text field placeholder") != nil)
    }

    @Test func invisibleControlsOfEveryKindAreIgnored() throws {
        let form = MemoryApp(controller: FormViewController(), failureBehavior: .doNothing)
        #expect(try form.switch("A hidden switch") == nil)
        #expect(try form.stepper("An off screen stepper") == nil)
        #expect(try form.textField("Hidden text field placeholder") == nil)
    }

    @Test func contentScrolledOutOfAScrollViewIsOffScreenUntilScrolledIn() throws {
        let controller = ScrollingViewController()
        let app = MemoryApp(controller: controller, failureBehavior: .doNothing)
        #expect(try app.label("Top") != nil)
        #expect(try app.label("Bottom") == nil)
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: 1700))
        #expect(try app.label("Bottom") != nil)
        #expect(try app.label("Top") == nil)
    }

    @Test func aFailedSearchSaysWhyTheMatchingViewsAreNotVisible() throws {
        let app = MemoryApp(controller: RootViewController(), failureBehavior: .failTest)
        let failures = Failures.capture {
            _ = try? app.label("Hidden label text")
            _ = try? app.label("Off screen label text")
            _ = try? app.button(title: "Button in untouchable container")
            _ = try? app.label("Label in hidden container")
            _ = try? app.label("Nowhere")
        }
        #expect(failures.count == 5)
        let messages = failures.map(\.message)
        #expect(messages[0].contains(
            "Could not find a label with text, accessibility label or identifier \"Hidden label text\" in RootViewController's view (the top view controller)."))
        #expect(messages[0].contains("Not visible: InMemoryLabel \"Hidden label text\": it is hidden."))
        #expect(messages[1].contains("Not visible: InMemoryLabel \"Off screen label text\": it is outside the visible area: its frame is (1000, 226, 300 × 20), the visible area (0, 0, 390 × 844)."))
        #expect(messages[2].contains("user interaction is disabled on its ancestor InMemoryView"))
        #expect(messages[3].contains("its ancestor InMemoryView is hidden"))
        #expect(messages[4].contains("Visible labels: InMemoryLabel \"Label text\", InMemoryLabel \"Labelled\""))
        #expect(!messages[4].contains("Not visible"))
    }

    @Test func aFailedSearchNamesWhatTheTopControllerCovers() throws {
        let root = RootViewController()
        let app = MemoryApp(controller: root)
        try app.tapButton(title: "Present view controller")
        root.statusLabel.text = "Below"
        let failures = Failures.capture { _ = try? app.label("Below") }
        #expect(failures.first?.message.contains(
            "Covered: InMemoryLabel \"Below\" is in RootViewController's view, below the top view controller.") == true)
    }
}
