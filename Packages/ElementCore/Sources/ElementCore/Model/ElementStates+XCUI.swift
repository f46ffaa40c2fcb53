import Foundation

extension ElementStates {
    /// The widget states an XCUI element shows, which are few: `XCUIElementAttributes` has no
    /// expanded, pressed, current, sort, invalid, required or busy attribute. What it does show
    /// is read from values, the same way by the XCUI engine and by Appium's XCUITest driver
    /// (whose WebDriverAgent reads the same attributes):
    ///
    /// | state | XCUI |
    /// |---|---|
    /// | mixed | a `.checkBox` whose value is `2` (macOS: a mixed checkbox's accessibility value) |
    /// | expanded | a `.disclosureTriangle`'s value: `1` expanded, `0` collapsed |
    ///
    /// Every other state reads as not set, so `state(of:is: .expanded)` fails there with
    /// `not expandable`: check what the app shows instead (the disclosed content).
    public init(xcuiType type: ElementType, value: String?) {
        self.init()
        if type == .checkBox, value == "2" { isMixed = true }
        if type == .disclosureTriangle, let value, value == "0" || value == "1" { isExpanded = value == "1" }
    }
}
