import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// Bugs found while writing this suite, fixed in the sources since. Each test states the right
/// behaviour; the comment names the cause that was fixed.
@Suite("Regressions in ElementCore and InMemoryEngine")
struct RegressionTests {
    // StateCheck.evaluate took a *thrown* `EngineError.notFound` (InMemoryEngine.resolve
    // throws it when the app is not in the foreground) for an engine failure, so waiting for
    // an element to disappear never succeeded once the app was terminated or backgrounded.
    @Test func waitingForAbsenceAfterTerminateSucceeds() throws {
        let driver = app { InMemoryNode(.button, label: "Log out") }
        try driver.terminate(.underTest)
        expectNoFailures(on: driver) {
            #expect(Button(id: "Log out").waitFor(not: .exists))
            #expect(Button(id: "Log out").determine(not: .exists, timeout: 0))
            #expect(!Button(id: "Log out").determine(.exists, timeout: 0))
        }
        #expect(causes(on: driver) { Button(id: "Log out").waitFor(.exists) }.map(\.reason)
            == [.timedOut(expected: "exists", observed: "does not exist")], "missing, not an engine failure")
    }

    @Test func waitingForAbsenceInTheBackgroundSucceeds() throws {
        let driver = profileApp()
        try driver.background(.underTest)
        expectNoFailures(on: driver) { #expect(profileScreen.waitForAbsence()) }
        try driver.activate(.underTest)
        expectNoFailures(on: driver) { #expect(profileScreen.waitFor()) }
    }

    // InMemoryLayout.place gave every child of a horizontal container the full width
    // (`node.isHorizontal ? frame.width : frame.width`): every tab after the first was off screen.
    @Test func horizontalContainersShareTheirWidth() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.tabBar) {
                InMemoryNode(.button, label: "Home")
                InMemoryNode(.button, label: "Search").onTap { _ in log.append("search") }
                InMemoryNode(.button, label: "Profile")
            }.horizontal()
        }
        expectNoFailures(on: driver) {
            #expect(TabBar().button(withID: "Home").frame == CGRect(x: 0, y: 0, width: 130, height: 44))
            #expect(TabBar().button(withID: "Search").frame == CGRect(x: 130, y: 0, width: 130, height: 44))
            #expect(TabBar().button(withID: "Profile").frame.maxX == 390)
            #expect(TabBar().frame == CGRect(x: 0, y: 0, width: 390, height: 44))
            TabBar().button(withID: "Search").tap()
        }
        #expect(log.events == ["search"])
    }

    // InMemoryLayout and StateCheck used `CGRect.intersects`, which swift-corelibs-foundation
    // answers `true` for rectangles that only share an edge (CoreGraphics answers `false`).
    @Test func touchingIsNotIntersecting() {
        let driver = app {
            InMemoryNode(.other, id: "Top") { InMemoryNode(.button, label: "A") }
            InMemoryNode(.other, id: "Bottom") { InMemoryNode(.button, label: "B") }
            InMemoryNode(.button, label: "Below the screen").frame(CGRect(x: 0, y: 844, width: 390, height: 44))
            InMemoryNode(.button, label: "Right of the screen").frame(CGRect(x: 390, y: 0, width: 390, height: 44))
        }
        expectNoFailures(on: driver) {
            #expect(Button(id: "A").determine(not: .visibleIn(View(id: "Bottom")), timeout: 0))
            #expect(Button(id: "A").determine(.visibleIn(View(id: "Top")), timeout: 0))
            #expect(Button(id: "Below the screen").determine(.exists, timeout: 0))
            #expect(Button(id: "Below the screen").determine(not: .visible, timeout: 0))
            #expect(Button(id: "Right of the screen").determine(not: .visible, timeout: 0))
        }
    }

    // InMemoryActionPerformer.tapDefaults toggled with `value == "1" ? "0" : "1"`, while
    // Switch reads "1", "true", "on", "yes" and "checked" as on.
    @Test(arguments: ["on", "true", "YES", "checked", "1"])
    func switchesBuiltWithAnOnValueTurnOff(raw: String) {
        let driver = app { InMemoryNode(.switch, label: "Wifi", value: raw) }
        expectNoFailures(on: driver) {
            #expect(Switch(id: "Wifi").value == .on)
            Switch(id: "Wifi").adjust(to: .off)
            #expect(Switch(id: "Wifi").value == .off)
        }
    }

    // InMemoryEngine.perform logged `"\(action) …"`, trusting the action's `isSecure` flag,
    // which a custom `.any` element does not set.
    @Test func secureTextNeverReachesTheActionLog() {
        let driver = app { InMemoryNode(.secureTextField, label: "Password") }
        expectNoFailures(on: driver) {
            AnyTypeField(id: "Password").type("hunter2")
            #expect(SecureTextField(id: "Password").value == "•••••••")
        }
        #expect(driver.actionLog == ["type 7 secure characters secureTextField \"Password\""])
    }

    // Switch.adjust(to:) took a failed read for `.off`, adding a wrong "that is already its
    // value" failure (or a useless tap attempt) for a missing switch.
    @Test(arguments: [Switch.State.off, .on])
    func adjustingAMissingSwitchReportsOneFailure(target: Switch.State) {
        let driver = app { InMemoryNode(.button, label: "x") }
        #expect(causes(on: driver) { Switch(id: "Missing").adjust(to: target) }
            == [Cause(.notFound(query: "App › Switch \"Missing\""), attempt: "read the value of Switch \"Missing\"", timeout: 0.3)])
    }

    // ElementOperations.snapshot passed only its purpose to EngineAccess, so without an engine
    // a read said "No engine to read the value of: …" without naming the element.
    @Test func noEngineMessageNamesTheElementForReads() {
        let recorded = Failures.capture { _ = Label(id: "Greeting").value }.map(Cause.init)
        #expect(recorded == [Cause(.noEngine, attempt: "read the value of Label \"Greeting\"")])
    }
}

@Suite("Secrets in failure messages")
struct SecretRegressionTests {
    // Typing through an element whose declared type does not say it shows its text (a
    // custom `.any` element) keeps the text out of failure messages.
    @Test func secureTextNeverAppearsInFailureMessagesWhateverTheElement() {
        let driver = app { InMemoryNode(.secureTextField, label: "Password").disabled() }
        let recorded = messages(on: driver) { AnyTypeField(id: "Password").type("hunter2") }
        #expect(recorded.count == 1)
        #expect(recorded.first?.contains("it is disabled") == true)
        #expect(recorded.first?.contains("hunter2") == false)
    }
}
