import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

/// A screen that completes itself by scrolling a list that is not there (a location-less
/// call), to show where its failure points.
struct BrokenFlowScreen: Screen, Completable {
    let trait = Header(id: "Profile")
    func complete() { ScrollView(id: "Missing").scroll(.downwards) }
}

/// A screen that completes itself by logging out.
struct LogOutFlow: Screen, Completable {
    let trait = Header(id: "Profile")
    func complete() { Button(id: "Log out").tap() }
}

@Suite("NavigationContext")
struct NavigationContextTests: NavigationContext {
    @Test func seeAScreen() {
        expectNoFailures(on: profileDriver()) {
            see(profileScreen)
            see(the: profileScreen)
        }
    }

    @Test func seeAScreenThatIsNotThere() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { see(ListScreen()) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for ScrollView "List" to be: exists, hittable, visible.
          Query:     App › ScrollView "List"
          Expected:  exists, hittable, visible
          Observed:  does not exist
        """)
    }

    @Test func seeTheScreenThatIsNotThere() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { see(the: ListScreen()) }
        expectFailure(recorded, at: line) { reason in
            if case .timedOut(expected: "exists, hittable, visible", observed: "does not exist") = reason { true } else { false }
        }
        #expect(recorded.first?.elementFailure?.attempt == "ScrollView \"List\" to be: exists, hittable, visible")
    }

    @Test func seeAScreenThatIsCovered() {
        let driver = profileDriver()
        driver.update { ui in
            ui.add(InMemoryNode(.alert, id: "Blocker", label: "Blocker").modal().frame(CGRect(x: 0, y: 0, width: 390, height: 844)))
        }
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { see(profileScreen) }
        expectFailure(recorded, at: line, kind: "timedOut", attempt: "Header \"Profile\" to be: exists, hittable, visible",
                      expected: "exists, hittable, visible")
        #expect(recorded.first?.elementFailure?.expectedAndObserved?.observed.hasPrefix("exists, not hittable") == true)
    }

    @Test func doNotSeeAScreenThatGoes() {
        expectNoFailures(on: profileDriver()) {
            Button(id: "Log out").tap()
            doNotSee(profileScreen)
            doNotSee(the: profileScreen)
        }
    }

    @Test func doNotSeeAScreenThatStays() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { doNotSee(the: profileScreen) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for Header "Profile" to not be: exists.
          Query:     App › Header "Profile"
          Expected:  not exists
          Observed:  exists
        """)
    }

    @Test func seeAndDoNotSeeElements() {
        expectNoFailures(on: profileDriver()) {
            see(profileScreen.avatar)
            see(the: profileScreen.usernameLabel)
            doNotSee(Button(id: "Sign up"))
            doNotSee(the: Label(id: "Error"))
        }
    }

    @Test func seeAnElementThatIsNotThere() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { see(the: Button(id: "Sign up")) }
        expectFailure(recorded, at: line, kind: "timedOut", attempt: "Button \"Sign up\" to be: exists, visible",
                      expected: "exists, visible", observed: "does not exist")
        #expect(recorded.first?.elementFailure?.query?.description == "App › Button \"Sign up\"")
    }

    @Test func doNotSeeAnElementThatIsThere() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { doNotSee(profileScreen.avatar) }
        expectFailure(recorded, at: line, kind: "timedOut", attempt: "Image \"Avatar\" to not be: exists", expected: "not exists", observed: "exists")
    }

    @Test func seeAnElementThatIsNotThereWithoutTheLabel() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { see(Label(id: "Error")) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for Label "Error" to be: exists, visible.
          Query:     App › Label "Error"
          Expected:  exists, visible
          Observed:  does not exist
        """)
    }

    @Test func doNotSeeTheElementThatIsThere() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { doNotSee(the: profileScreen.logOutButton) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for Button "Log out" to not be: exists.
          Query:     App › Button "Log out"
          Expected:  not exists
          Observed:  exists
        """)
    }

    @Test func doNotSeeAScreenWithoutTheLabel() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { doNotSee(profileScreen) }
        expectFailure(recorded, at: line, kind: "timedOut", attempt: "Header \"Profile\" to not be: exists", expected: "not exists", observed: "exists")
    }

    @Test func seeAnElementOfAnAppTheEngineDoesNotHaveFailsAtOnce() {
        let allow = Button(id: "Allow", parent: Springboard())
        var recorded: [RecordedFailure] = []
        let line: UInt = #line + 2
        let elapsed = measure {
            recorded = failures(on: profileDriver()) { ElementConfiguration.with(.patient) { see(allow) } }
        }
        #expect(elapsed < 10, "fails at once, not after the 20 s patience")
        expectFailure(recorded, at: line, is: """
        Cannot see Button "Allow": its app, App("com.apple.springboard"), is not available on the in-memory engine.
          Query:     App("com.apple.springboard") › Button "Allow"
          Reason:    The in-memory engine has no app App("com.apple.springboard"): pass it to InMemoryEngine(app:otherApps:).
        """)
    }

    @Test func doNotSeeInAMissingAppFailsToo() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { doNotSee(SystemAlert.permission(.faceID, for: "Example")) }
        expectFailure(recorded, at: line, kind: "unsupported", attempt: "check the absence of Alert \"Do you want to allow “Example” to use Face ID?\"",
                      detail: "its app, App(\"com.apple.springboard\"), is not available on the in-memory engine")
    }

    @Test func completeRunsEachFlow() {
        let log = EventLog()
        expectNoFailures(on: profileDriver(log: log)) {
            complete(LogOutFlow())
            see(View(id: "Login"))
        }
        #expect(log.events == ["log out"])
    }

    @Test func completeFailurePointsAtTheCall() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { complete(BrokenFlowScreen()) }
        expectFailure(recorded, at: line, kind: "notFound", detail: "App › ScrollView \"Missing\"")
        #expect(recorded.first?.elementFailure?.attempt.hasPrefix("drag from") == true)
    }

    @Test func dismissAnAlert() {
        expectNoFailures(on: modalsDriver()) {
            dismiss(Alert(id: "Error"))
            doNotSee(Alert(id: "Error"))
        }
    }

    @Test func dismissFailurePointsAtTheCall() {
        let line: UInt = #line + 1
        let recorded = failures(on: modalsDriver()) { dismiss(Alert(id: "Error", dismissButtonID: "Close")) }
        expectFailure(recorded, at: line, kind: "notFound", attempt: "tap Button \"Close\"", detail: "App › Alert \"Error\" › Button \"Close\"")
    }

    @Test func openADeepLink() {
        let driver = profileDriver()
        expectNoFailures(on: driver) {
            open(URL(string: "my-app://profile/42")!)
            #expect(profileScreen.statusLabel.value == "Opened /42")
        }
        #expect(driver.openedURLLog == [URL(string: "my-app://profile/42")!])
    }

    @Test func openALinkTheAppRefuses() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { open(URL(string: "my-app://settings")!) }
        expectFailure(recorded, at: line, is: """
        Could not open my-app://settings: The in-memory app under test cannot open my-app://settings.
          Engine:    in-memory
        """)
    }

    @Test func openWithoutAnEngine() {
        let line: UInt = #line + 1
        let recorded = failures(on: nil) { open(URL(string: "https://example.com")!) }
        expectFailure(recorded, at: line, kind: "noEngine", attempt: "open https://example.com")
    }
}
