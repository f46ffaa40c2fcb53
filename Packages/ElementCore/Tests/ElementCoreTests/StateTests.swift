import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Element states on the in-memory engine")
struct StateTests {
    /// A button under a full-screen modal alert, and a toast added after the alert.
    static func coveredApp() -> InMemoryEngine {
        app {
            InMemoryNode(.button, label: "Behind")
            InMemoryNode(.alert, label: "Error") {
                InMemoryNode(.button, label: "OK")
            }.modal().frame(screenRect)
            InMemoryNode(.staticText, label: "Toast").frame(CGRect(x: 0, y: 400, width: 390, height: 44))
        }
    }

    /// A scroll view with 25 buttons (44 pt each, 1 100 pt of content on an 844 pt screen).
    static func scrollingApp() -> InMemoryEngine {
        app {
            InMemoryNode(.scrollView, id: "Feed") {
                for item in 0..<25 { InMemoryNode(.button, label: "Item \(item)") }
            }
        }
    }

    @Test func exists() {
        let driver = app { InMemoryNode(.button, label: "Here") }
        expectNoFailures(on: driver) {
            #expect(Button(id: "Here").exists)
            #expect(Button(id: "Here").determine(.exists, timeout: 0))
            #expect(!Button(id: "Gone").exists)
            #expect(Button(id: "Gone").determine(not: .exists, timeout: 0))
        }
    }

    @Test func coveredByAModalIsNotHittable() throws {
        let driver = Self.coveredApp()
        expectNoFailures(on: driver) {
            #expect(Button(id: "Behind").determine(.exists, .visible, timeout: 0))
            #expect(Button(id: "Behind").determine(not: .hittable, timeout: 0))
            #expect(Alert(id: "Error").actionButton(withID: "OK").determine(.hittable, timeout: 0), "inside the modal")
            #expect(Label(id: "Toast").determine(.hittable, timeout: 0), "after the modal in document order: on top of it")
            #expect(Button(id: "Behind").snapshot()?.notHittableReason == "covered by alert \"Error\"")
        }
        #expect(causes(on: driver) { Button(id: "Behind").waitFor(.hittable) }.map(\.reason)
            == [.timedOut(expected: "hittable", observed: "exists, not hittable (covered by alert \"Error\")")])
        #expect(causes(on: driver) { Button(id: "Behind").tap() }.map(\.reason) == [.notActionable("covered by alert \"Error\"")])
    }

    @Test func modalOnlyCoversWhatLiesUnderIt() {
        let driver = app {
            InMemoryNode(.button, label: "Top")
            InMemoryNode(.other, label: "Overlay").modal().frame(CGRect(x: 0, y: 400, width: 390, height: 444))
            InMemoryNode(.button, label: "Bottom").frame(CGRect(x: 0, y: 500, width: 390, height: 44))
            InMemoryNode(.other) {
                InMemoryNode(.button, label: "Under")
            }.frame(CGRect(x: 0, y: 450, width: 390, height: 44))
        }
        expectNoFailures(on: driver) {
            #expect(Button(id: "Top").determine(.hittable, timeout: 0))
            #expect(Button(id: "Bottom").determine(.hittable, timeout: 0), "later in document order")
            #expect(Button(id: "Under").determine(.hittable, timeout: 0), "inside a container that comes later")
        }
        // Insert a node before the overlay, under it.
        driver.update { ui in
            ui.root.insert(InMemoryNode(.button, label: "Buried").frame(CGRect(x: 0, y: 600, width: 390, height: 44)), at: 0)
        }
        expectNoFailures(on: driver) {
            #expect(Button(id: "Buried").determine(not: .hittable, timeout: 0))
            #expect(Button(id: "Buried").snapshot()?.notHittableReason == "covered by other \"Overlay\"")
        }
    }

    @Test func scrolledOffIsNotHittableNorVisible() {
        let driver = Self.scrollingApp()
        expectNoFailures(on: driver) {
            let last = Button(id: "Item 24")
            #expect(last.determine(.exists, timeout: 0))
            #expect(last.determine(not: .visible, timeout: 0))
            #expect(last.determine(not: .hittable, timeout: 0))
            #expect(last.snapshot()?.notHittableReason == "it is not visible")
            #expect(Button(id: "Item 0").determine(.visible, .hittable, timeout: 0))
        }
        #expect(causes(on: driver) { Button(id: "Item 24").tap() }.map(\.reason) == [.notActionable("it is not visible")])
    }

    @Test func centreScrolledOutOfViewIsNotHittable() {
        let driver = app {
            InMemoryNode(.scrollView, id: "Feed") {
                InMemoryNode(.other).height(800)
                InMemoryNode(.button, label: "Tall").height(100)
            }
        }
        expectNoFailures(on: driver) {
            let tall = Button(id: "Tall")
            #expect(tall.frame == CGRect(x: 0, y: 800, width: 390, height: 100))
            #expect(tall.determine(.visible, timeout: 0), "its top 44 pt show")
            #expect(tall.determine(not: .hittable, timeout: 0))
            #expect(tall.snapshot()?.notHittableReason == "its centre is scrolled out of view")
        }
    }

    @Test func scrollingMovesContentIntoView() {
        let driver = Self.scrollingApp()
        expectNoFailures(on: driver) {
            let feed = ScrollView(id: "Feed")
            let last = Button(id: "Item 24")
            #expect(last.frame.minY == 1056)
            feed.scroll(.downwards)
            // One drag moves by 0.17 of the height: (0.5 - 0.33) × 844.
            #expect(abs(last.frame.minY - (1056 - 0.17 * 844)) < 0.01)
            #expect(last.determine(not: .visible, timeout: 0))
            feed.scroll(.downwards)
            // The content is 1 100 pt tall: the offset stops at 1 100 - 844 = 256.
            #expect(last.frame.minY == 800)
            #expect(last.determine(.visible, .hittable, timeout: 0))
            #expect(Button(id: "Item 0").determine(not: .visible, timeout: 0))
            feed.scroll(.downwards)
            #expect(last.frame.minY == 800, "cannot scroll past the end")
            feed.scroll(.upwards)
            feed.scroll(.upwards)
            feed.scroll(.upwards)
            #expect(Button(id: "Item 0").frame.minY == 0, "cannot scroll past the top")
            #expect(last.determine(not: .visible, timeout: 0))
        }
    }

    @Test func visibleInAnotherElement() throws {
        let driver = app {
            InMemoryNode(.other, id: "Top") { InMemoryNode(.button, label: "A") }
            InMemoryNode(.other, id: "Spacer")
            InMemoryNode(.other, id: "Bottom") { InMemoryNode(.button, label: "B") }
        }
        expectNoFailures(on: driver) {
            #expect(Button(id: "A").determine(.visibleIn(View(id: "Top")), timeout: 0))
            #expect(Button(id: "A").determine(not: .visibleIn(View(id: "Bottom")), timeout: 0))
            #expect(Button(id: "B").determine(.visibleIn(View(id: "Bottom")), timeout: 0))
        }
        let notIn = try #require(causes(on: driver) { Button(id: "A").waitFor(.visibleIn(View(id: "Bottom"))) }.first)
        guard case .timedOut(let expected, let observed) = notIn.reason else { Issue.record("not a timeout: \(notIn)"); return }
        #expect(expected == "visible in App › View \"Bottom\"")
        #expect(observed.hasPrefix("exists, not visible in View"), "\(observed)")
        let missing = try #require(causes(on: driver) { Button(id: "A").waitFor(.visibleIn(View(id: "Nowhere"))) }.first)
        guard case .timedOut(_, let nowhere) = missing.reason else { Issue.record("not a timeout: \(missing)"); return }
        #expect(nowhere.contains("not visible in App › View \"Nowhere\", which does not exist"), "\(nowhere)")
    }

    @Test func visibleInFollowsScrolling() {
        let driver = app {
            InMemoryNode(.other, id: "Header").frame(CGRect(x: 0, y: 0, width: 390, height: 100))
            InMemoryNode(.scrollView, id: "Feed") {
                for item in 0..<40 { InMemoryNode(.button, label: "Item \(item)") }
            }.frame(CGRect(x: 0, y: 100, width: 390, height: 744))
        }
        expectNoFailures(on: driver) {
            let feed = ScrollView(id: "Feed")
            #expect(Button(id: "Item 0").determine(.visibleIn(feed), .visible, timeout: 0))
            feed.scroll(.downwards)
            // Item 0 now lies above the scroll view, behind the header's area.
            #expect(Button(id: "Item 0").determine(not: .visible, timeout: 0))
            #expect(Button(id: "Item 0").determine(.visibleIn(View(id: "Header")), timeout: 0))
        }
    }

    @Test func selected() {
        let driver = app {
            InMemoryNode(.button, label: "On").selected()
            InMemoryNode(.button, label: "Off")
        }
        expectNoFailures(on: driver) {
            #expect(Button(id: "On").determine(.selected, timeout: 0))
            #expect(Button(id: "Off").determine(not: .selected, timeout: 0))
        }
        driver.update { ui in ui.node("Off")?.isSelected = true }
        expectNoFailures(on: driver) { #expect(Button(id: "Off").waitFor(.selected)) }
    }

    @Test func enabled() {
        let driver = app {
            InMemoryNode(.button, label: "Send").disabled()
            InMemoryNode(.button, label: "Cancel")
        }
        expectNoFailures(on: driver) {
            #expect(Button(id: "Send").determine(not: .enabled, timeout: 0))
            #expect(Button(id: "Cancel").determine(.enabled, timeout: 0))
        }
        driver.update { ui in ui.setEnabled(true, "Send") }
        expectNoFailures(on: driver) { #expect(Button(id: "Send").waitFor(.enabled)) }
    }

    @Test func keyboardFocusFollowsTappingAndTyping() {
        let driver = app {
            InMemoryNode(.textField, label: "Name")
            InMemoryNode(.textField, label: "Email")
            InMemoryNode(.button, label: "Done")
        }
        expectNoFailures(on: driver) {
            let name = TextField(id: "Name"), email = TextField(id: "Email")
            #expect(name.determine(not: .hasKeyboardFocus, timeout: 0))
            name.tap()
            #expect(name.waitFor(.hasKeyboardFocus))
            #expect(email.determine(not: .hasKeyboardFocus, timeout: 0))
            email.type("a@b.c")
            #expect(email.waitFor(.hasKeyboardFocus))
            #expect(name.determine(not: .hasKeyboardFocus, timeout: 0))
            Button(id: "Done").tap()
            #expect(email.determine(.hasKeyboardFocus, timeout: 0), "tapping a button does not take the focus")
        }
    }

    @Test func showingANewScreenDropsTheFocus() {
        let driver = app {
            InMemoryNode(.textField, label: "Name")
            InMemoryNode(.button, label: "Next").onTap { ui in
                ui.show { InMemoryNode(.textField, label: "Name") }
            }
        }
        expectNoFailures(on: driver) {
            TextField(id: "Name").tap()
            #expect(TextField(id: "Name").determine(.hasKeyboardFocus, timeout: 0))
            Button(id: "Next").tap()
            #expect(TextField(id: "Name").determine(not: .hasKeyboardFocus, timeout: 0))
        }
    }
}
