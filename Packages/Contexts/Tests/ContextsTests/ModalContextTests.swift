import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("AlertContext and SheetContext")
struct ModalContextTests: AlertContext, SheetContext {
    let errorAlert = Alert(id: "Error")
    let optionsSheet = Sheet(id: "Options")

    @Test func tapInAnAlert() {
        let log = EventLog()
        expectNoFailures(on: modalsDriver(log: log)) { tap("Retry", in: errorAlert) }
        #expect(log.events == ["retry"])
    }

    @Test func tapAButtonTheAlertDoesNotHave() {
        let line: UInt = #line + 1
        let recorded = failures(on: modalsDriver()) { tap("OK", in: errorAlert) }
        expectFailure(recorded, at: line, is: """
        Could not tap Button "OK" within 0.30 s: it does not exist
          Query:     App › Alert "Error" › Button "OK"
        """)
    }

    @Test func tapInASystemAlertOnAnEngineWithoutSpringboard() {
        let prompt = SystemAlert.permission(.notifications, for: "Example")
        let line: UInt = #line + 1
        let recorded = failures(on: modalsDriver()) { tap(prompt.allowLabel ?? "Allow", in: prompt.alert) }
        expectFailure(recorded, at: line, kind: "unsupported", attempt: "tap Button \"Allow\"",
                      detail: "its app, App(\"com.apple.springboard\"), is not available on the in-memory engine")
    }

    @Test func theAlertsMessage() {
        expectNoFailures(on: modalsDriver()) { message(in: errorAlert, is: "Something went wrong") }
    }

    @Test func aWrongMessageListsWhatTheAlertSays() {
        let line: UInt = #line + 1
        let recorded = failures(on: modalsDriver()) { message(in: errorAlert, is: "All good") }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for Alert "Error" to show the message "All good".
          Query:     App › Alert "Error"
          Expected:  "All good"
          Observed:  "Something went wrong"
        """)
    }

    @Test func theMessageOfAMissingAlert() {
        let line: UInt = #line + 1
        let recorded = failures(on: modalsDriver()) { message(in: Alert(id: "Warning"), is: "Careful") }
        expectFailure(recorded, at: line, kind: "timedOut", attempt: "Alert \"Warning\" to show the message \"Careful\"",
                      expected: "\"Careful\"", observed: "the alert does not exist")
    }

    @Test func tapInASheet() {
        let log = EventLog()
        expectNoFailures(on: modalsDriver(log: log)) { tap("Delete", in: optionsSheet) }
        #expect(log.events == ["delete"])
    }

    @Test func tapAButtonTheSheetDoesNotHave() {
        let line: UInt = #line + 1
        let recorded = failures(on: modalsDriver()) { tap("Share", in: optionsSheet) }
        expectFailure(recorded, at: line, is: """
        Could not tap Button "Share" within 0.30 s: it does not exist
          Query:     App › Sheet "Options" › Button "Share"
        """)
    }
}

@Suite("KeyboardContext and TabBarContext")
struct KeyboardAndTabBarContextTests: KeyboardContext, TabBarContext {
    @Test func theKeyboardType() {
        expectNoFailures(on: modalsDriver()) { keyboardType(is: .emailAddress) }
    }

    @Test func aWrongKeyboardType() {
        let line: UInt = #line + 1
        let recorded = failures(on: modalsDriver(keys: ["1", "2", "3"])) { keyboardType(is: .emailAddress) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for the keyboard to be of type emailAddress.
          Query:     App › Keyboard
          Expected:  emailAddress
          Observed:  numberPad (keys: 1 2 3)
        """)
    }

    @Test func noKeyboard() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { keyboardType(is: .regular) }
        expectFailure(recorded, at: line, kind: "timedOut", attempt: "the keyboard to be of type regular",
                      expected: "regular", observed: "no keyboard is shown")
    }

    @Test func theNumberOfTabs() {
        expectNoFailures(on: modalsDriver()) {
            numberOfTabs(in: TabBar(), is: 3)
            numberOfTabs(in: TabBar(id: "Tabs"), is: 3)
        }
    }

    @Test func aWrongNumberOfTabs() {
        let line: UInt = #line + 1
        let recorded = failures(on: modalsDriver()) { numberOfTabs(in: TabBar(), is: 4) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for TabBar to show 4 tabs.
          Query:     App › TabBar
          Expected:  4
          Observed:  3 ("Home", "Search", "Profile")
        """)
    }

    @Test func theTabsOfAMissingTabBar() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { numberOfTabs(in: TabBar(), is: 2) }
        expectFailure(recorded, at: line, kind: "timedOut", attempt: "TabBar to show 2 tabs", expected: "2", observed: "the tab bar does not exist")
    }
}
