import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import SystemApps
import Testing

@Suite("InteractionContext: widget states, toggles that must toggle, and ambiguous queries")
struct WidgetStateTests: InteractionContext {
    /// Two labels named "Total", a disclosure that expands on tap, a mixed checkbox, a switch
    /// that refuses to move, a sorted column and an invalid, required field.
    func widgetDriver() -> InMemoryEngine {
        InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.staticText, id: "Total", value: "3")
            InMemoryNode(.staticText, id: "Total", value: "4")
            InMemoryNode(.button, id: "Details").withStates { $0.isExpanded = false }
                .on(.tap) { ui in ui.this.states.isExpanded = !(ui.this.states.isExpanded ?? false) }
            InMemoryNode(.checkBox, id: "All", value: "0").withStates { $0.isMixed = true }
            InMemoryNode(.switch, id: "Locked", value: "0").on(.tap) { ui in ui.setValue("0", of: "Locked") }
            InMemoryNode(.staticText, id: "Name").withStates { $0.sort = .ascending }
            InMemoryNode(.textField, id: "Email").withStates { $0.isInvalid = true; $0.isRequired = true }
        })
    }

    @Test func widgetStatesAreWaitedForAndSaidWhenNotReached() {
        expectNoFailures(on: widgetDriver()) {
            state(of: Button(id: "Details"), isNot: .expanded)
            tap(Button(id: "Details"))
            state(of: Button(id: "Details"), is: .expanded)
            state(of: CheckBox(id: "All"), is: .mixed)
            state(of: Label(id: "Name"), is: .sorted(.ascending))
            state(of: TextField(id: "Email"), is: .invalid, .required)
            state(of: TextField(id: "Email"), isNot: .busy, .pressed, .current)
        }
        let line: UInt = #line + 1
        let recorded = failures(on: widgetDriver()) { state(of: Label(id: "Name"), is: .sorted(.descending)) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for Label "Name" to be: sorted descending.
          Query:     App › Label "Name"
          Expected:  sorted descending
          Observed:  exists, sorted ascending
        """)
    }

    @Test func aMixedCheckboxBecomesCheckedWhenAdjusted() {
        expectNoFailures(on: widgetDriver()) {
            adjust(CheckBox(id: "All"), to: true)
            value(of: CheckBox(id: "All"), is: true)
            state(of: CheckBox(id: "All"), isNot: .mixed)
        }
    }

    @Test func aSwitchThatDoesNotToggleFailsTheTap() {
        let line: UInt = #line + 1
        let recorded = failures(on: widgetDriver()) { tap(Switch(id: "Locked")) }
        expectFailure(recorded, at: line, kind: "notToggled", attempt: "tap Switch \"Locked\"", expected: "not off", observed: "off")
    }

    @Test func anAmbiguousValueNamesTheQueryAndListsTheMatches() {
        let line: UInt = #line + 1
        let recorded = failures(on: widgetDriver()) { value(of: Label(id: "Total"), is: "3") }
        expectFailure(recorded, at: line, kind: "timedOut", attempt: "the value of Label \"Total\" to be \"3\"", expected: "\"3\"")
        #expect(recorded.first?.elementFailure?.query?.description == "App › Label \"Total\"")
        let observed = recorded.first?.elementFailure?.expectedAndObserved?.observed ?? ""
        #expect(observed.hasPrefix("no value: 2 elements match Label \"Total\" and strict matching needs one\n    [0] staticText"), "\(observed)")
        #expect(observed.contains("value=\"3\" at (") && observed.contains("    [1] staticText") && observed.contains("value=\"4\" at ("), "\(observed)")
    }

    @Test func aWheelOfAListThatIsNoPickerIsReportedOnceWithinOneDeadline() {
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.table, id: "Colour") {
                InMemoryNode(.cell, id: "Red")
                InMemoryNode(.cell, id: "Green").selected()
            }
        })
        let started = Date()
        let recorded = failures(on: driver) { value(of: Picker(id: "Colour").wheel(0), is: "Green") }
        #expect(recorded.count == 1, "one failure for one step: \(recorded.map(\.message))")
        #expect(Date().timeIntervalSince(started) < 3, "one deadline (0.3 s here), not one per level")
        let observed = recorded.first?.elementFailure?.expectedAndObserved?.observed ?? ""
        #expect(observed.hasPrefix("no value: "), "\(observed)")
    }

    @Test func aCSSClassIsNeverSatisfiedOnAnEngineWithoutCSSAndSaysWhy() {
        let line: UInt = #line + 1
        let recorded = failures(on: widgetDriver()) { state(of: Button(id: "Details"), is: .cssClass("selected")) }
        expectFailure(recorded, at: line, is: """
        Timed out after 0.30 s waiting for Button "Details" to be: with CSS class "selected".
          Query:     App › Button "Details"
          Expected:  with CSS class "selected"
          Observed:  exists, no CSS classes: this engine does not draw with CSS (web engines only)
        """)
    }
}
