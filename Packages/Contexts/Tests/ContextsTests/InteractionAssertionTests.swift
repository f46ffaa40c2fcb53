import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("InteractionContext: states, values and labels")
struct InteractionAssertionTests: InteractionContext {
    @Test func states() {
        expectNoFailures(on: profileDriver()) {
            state(of: profileScreen.logOutButton, is: .enabled, .hittable, .visible)
            state(of: profileScreen.disabledButton, isNot: .enabled)
            state(of: Button(id: "Sign up"), isNot: .exists)
        }
    }

    @Test func aStateThatIsNotReached() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { state(of: profileScreen.disabledButton, is: .exists, .enabled) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for Button "Disabled" to be: exists, enabled.
          Query:     App › Button "Disabled"
          Expected:  exists, enabled
          Observed:  exists, not enabled
        """)
    }

    @Test func aStateThatStays() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { state(of: profileScreen.logOutButton, isNot: .enabled) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for Button "Log out" to not be: enabled.
          Query:     App › Button "Log out"
          Expected:  not enabled
          Observed:  exists, enabled
        """)
    }

    @Test func aStateInAMissingApp() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { state(of: Button(id: "OK", parent: Safari()), isNot: .hittable) }
        expectFailure(recorded, at: line, kind: "unsupported", attempt: "check the state of Button \"OK\"",
                      detail: "its app, App(\"com.apple.mobilesafari\"), is not available on the in-memory engine")
    }

    @Test func aValueThatArrivesWithinTheDeadline() {
        expectNoFailures(on: profileDriver()) {
            value(of: profileScreen.usernameLabel, is: "My username")
            value(of: profileScreen.statusLabel, is: "Ready", timeout: 5)
            value(of: profileScreen.notificationsSwitch, is: .off)
        }
    }

    @Test func aWrongValueShowsExpectedAndObserved() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { value(of: profileScreen.usernameLabel, is: "Someone else") }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for the value of Label "UsernameLabel" to be "Someone else".
          Query:     App › Label "UsernameLabel"
          Expected:  "Someone else"
          Observed:  "My username"
        """)
    }

    @Test func aWrongTypedValue() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { value(of: profileScreen.notificationsSwitch, is: .on) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for the value of Switch "Notifications" to be on.
          Query:     App › Switch "Notifications"
          Expected:  on
          Observed:  off
        """)
    }

    @Test func theValueOfAMissingElement() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { value(of: Label(id: "Nope"), is: "x") }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for the value of Label "Nope" to be "x".
          Query:     App › Label "Nope"
          Expected:  "x"
          Observed:  no value: it does not exist
        """)
    }

    @Test func labels() {
        expectNoFailures(on: profileDriver()) {
            label(of: profileScreen.avatar, is: "Kane’s avatar")
            label(of: profileScreen.usernameLabel, is: "Username")
        }
    }

    @Test func aWrongLabel() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { label(of: profileScreen.avatar, is: "Kane's avatar") }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for the label of Image "Avatar" to be "Kane's avatar".
          Query:     App › Image "Avatar"
          Expected:  "Kane's avatar"
          Observed:  "Kane’s avatar"
        """)
    }

    @Test func theLabelOfAMissingElement() {
        let line: UInt = #line + 1
        let recorded = failures(on: profileDriver()) { label(of: Image(id: "Banner"), is: "x") }
        expectFailure(recorded, at: line) { reason in
            if case .timedOut(expected: "\"x\"", observed: "no value: it does not exist") = reason { true } else { false }
        }
        #expect(recorded.first?.elementFailure?.query?.description == "App › Image \"Banner\"")
    }
}
