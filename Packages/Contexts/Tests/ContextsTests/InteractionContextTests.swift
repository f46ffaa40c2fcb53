import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("InteractionContext: actions")
struct InteractionActionTests: InteractionContext {
    @Test func tapping() {
        let log = EventLog()
        expectNoFailures(on: profileDriver(log: log)) { tap(profileScreen.logOutButton) }
        #expect(log.events == ["log out"])
    }

    @Test func tappingAMissingButton() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { tap(Button(id: "Sign up")) }
        expectFailure(recorded, at: line, is: """
        Could not tap Button "Sign up" within 0.30 s: it does not exist
          Query:     App › Button "Sign up"
        """)
    }

    @Test func doubleTapping() {
        let log = EventLog()
        expectNoFailures(on: profileDriver(log: log)) { doubleTap(profileScreen.logOutButton) }
        #expect(log.events == ["log out", "double tap"])
    }

    @Test func doubleTappingADisabledButton() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { doubleTap(profileScreen.disabledButton) }
        expectFailure(recorded, at: line, is: """
        Could not double tap Button "Disabled" within 0.30 s: it is not actionable: it is disabled
          Query:     App › Button "Disabled"
        """)
    }

    @Test func twoFingerTapping() {
        let driver = profileDriver()
        expectNoFailures(on: driver) { twoFingerTap(profileScreen.logOutButton) }
        #expect(driver.actionLog == ["two-finger tap button \"Log out\""])
    }

    @Test func twoFingerTappingADisabledButton() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { twoFingerTap(profileScreen.disabledButton) }
        expectFailure(recorded, at: line) { if case .notActionable("it is disabled") = $0 { true } else { false } }
        #expect(recorded.first?.elementFailure?.attempt == "two-finger tap Button \"Disabled\"")
    }

    @Test func longPressing() {
        let log = EventLog()
        let driver = profileDriver(log: log)
        expectNoFailures(on: driver) {
            longPress(profileScreen.logOutButton)
            longPress(profileScreen.logOutButton, duration: 2)
        }
        #expect(log.events == ["long press", "long press"])
        #expect(driver.actionLog == ["long press (0.5 s) button \"Log out\"", "long press (2.0 s) button \"Log out\""])
    }

    @Test func longPressingForANegativeDuration() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { longPress(profileScreen.logOutButton, duration: -1) }
        expectFailure(recorded, at: line, kind: "invalidArgument", attempt: "long-press Button \"Log out\" for -1.0 s",
                      detail: "the duration must be zero or more")
    }

    @Test func typingAndDeleting() {
        expectNoFailures(on: profileDriver()) {
            type(" Cheshire", into: profileScreen.nameField)
            #expect(profileScreen.nameField.value == "Kane Cheshire")
            delete(9, charactersFrom: profileScreen.nameField)
            #expect(profileScreen.nameField.value == "Kane")
        }
    }

    @Test func typingIntoAMissingField() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { type("hello", into: TextField(id: "Email")) }
        expectFailure(recorded, at: line, is: """
        Could not type "hello" TextField "Email" within 0.30 s: it does not exist
          Query:     App › TextField "Email"
        """)
    }

    @Test func deletingANegativeCount() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { delete(-2, charactersFrom: profileScreen.nameField) }
        expectFailure(recorded, at: line, kind: "invalidArgument", attempt: "delete -2 characters from TextField \"NameField\"",
                      detail: "the count must be zero or more")
    }

    @Test func adjusting() {
        expectNoFailures(on: profileDriver()) {
            adjust(profileScreen.notificationsSwitch, to: .on)
            #expect(profileScreen.notificationsSwitch.value == .on)
            adjust(profileScreen.volumeSlider, to: 0.8)
            #expect(profileScreen.volumeSlider.value == 0.8)
        }
    }

    @Test func adjustingToTheCurrentValuePointsAtTheCall() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { adjust(profileScreen.notificationsSwitch, to: .off) }
        expectFailure(recorded, at: line, is: """
        Cannot adjust Switch "Notifications" to off: that is already its value.
          Query:     App › Switch "Notifications"
          Check the state your test expects before adjusting, or skip the adjustment.
        """)
    }

    @Test func adjustingInAMissingApp() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { adjust(Switch(id: "Wi-Fi", parent: SystemPreferences()), to: .on) }
        expectFailure(recorded, at: line, kind: "unsupported", attempt: "adjust Switch \"Wi-Fi\"",
                      detail: "its app, App(\"com.apple.Preferences\"), is not available on the in-memory engine")
    }

    @Test func refreshing() {
        let log = EventLog()
        expectNoFailures(on: listDriver(log: log)) { refresh(listScreen.table) }
        #expect(log.events == ["refreshed"])
    }

    @Test func refreshingSomethingThatCannotBeRefreshedPointsAtTheCall() {
        let line: UInt = #line + 1
        let recorded = failures(on: listDriver()) { refresh(Table(id: "List")) }
        expectFailure(recorded, at: line, is: """
        Could not refresh Table "List" within 0.30 s: it does not exist
          Query:     App › Table "List"
          Near:      ScrollView "List" (the same name on another type)
          Near:      Cell "Post" (another type, a similar name)
        """)
    }

    @Test func refreshingATableWithoutPullToRefresh() {
        let driver = InMemoryEngine(app: InMemoryApp { InMemoryNode(.table, id: "Static") { InMemoryNode(.cell, label: "Row") } })
        let line: UInt = #line + 1
        let recorded = failures(on: driver) { refresh(Table(id: "Static")) }
        expectFailure(recorded, at: line, kind: "engine", attempt: "refresh Table \"Static\"")
        #expect(recorded.first?.elementFailure?.detail?.hasPrefix("table id=Static cannot be refreshed") == true)
    }
}
