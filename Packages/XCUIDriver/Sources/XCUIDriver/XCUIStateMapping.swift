import ElementCore
import Foundation

/// The widget states (``ElementStates``) XCUI shows: see `ElementStates(xcuiType:value:)`,
/// which Appium's XCUITest driver reads the same way; selection is `isSelected` (a snapshot's
/// ``ElementSnapshot/isSelected``).
enum XCUIStateMapping {
    static func states(type: ElementType, value: String?) -> ElementStates {
        ElementStates(xcuiType: type, value: value)
    }
}
