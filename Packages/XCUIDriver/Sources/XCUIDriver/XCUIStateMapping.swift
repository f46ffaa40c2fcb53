import ElementCore
import Foundation

/// The widget states (``ElementStates``) XCUI shows, which are few: `XCUIElementAttributes`
/// has no expanded, pressed, current, sort, invalid, required or busy attribute. What it does
/// show is read from values:
///
/// | state | XCUI |
/// |---|---|
/// | mixed | a `.checkBox` whose value is `2` (macOS: a mixed checkbox's accessibility value) |
/// | expanded | a `.disclosureTriangle`'s value: `1` expanded, `0` collapsed |
/// | selected | `isSelected` (a snapshot's ``ElementSnapshot/isSelected``) |
///
/// Every other state reads as not set on XCUI, so `state(of:is: .expanded)` fails there with
/// `not expandable`: check what the app shows instead (the disclosed content).
enum XCUIStateMapping {
    static func states(type: ElementType, value: String?) -> ElementStates {
        var states = ElementStates()
        if type == .checkBox, value == "2" { states.isMixed = true }
        if type == .disclosureTriangle, let value, value == "0" || value == "1" { states.isExpanded = value == "1" }
        return states
    }
}
