import ElementCore
import Foundation
import SystemApps
import XCTest
import XCUIStyleExtensions
#if !canImport(Darwin)
import XCUIShim
#endif

extension Springboard {
    /// The labels of the buttons that remove an app from the home screen and confirm it, in
    /// the order they appear (iOS 13 and later, then older systems).
    static let deleteButtonLabels = ["Remove App", "Delete App", "DeleteButton", "Delete"]

    #if TABTESTKIT_XCUI
    /// Deletes every home-screen app whose icon is labelled `appName` (Einstein's helper): for
    /// each, presses its icon, then taps the remove and delete buttons that the system shows.
    /// Does nothing when there is no such app.
    @preconcurrency @MainActor
    public static func deleteAppIfNeed(_ appName: String) {
        let home = XCUIApplication(bundleIdentifier: SystemBundleIdentifier.springboard)
        home.activate()
        let icons = home.icons.matching(predicate: .label(.equals, appName))
        for _ in 0..<icons.count {
            let icon = icons.firstMatch
            guard icon.exists else { return }
            #if !XCUI_NO_TOUCH
            icon.press(forDuration: 2)
            for label in deleteButtonLabels {
                let button = home.descendants(matching: .button).matching(identifier: label).firstMatch
                if button.waitForExistence(timeout: 1) { button.tap() }
            }
            #endif
            _ = EinsteinText.poll(timeout: 2) { !icon.exists }
        }
    }
    #else
    /// Deletes every home-screen app whose icon is labelled `appName` (Einstein's helper): for
    /// each, presses its icon, then taps the remove and delete buttons that the system shows.
    /// Does nothing when there is no such app.
    public static func deleteAppIfNeed(_ appName: String) {
        let icons = springboard.icons.matching(predicate: .label(.equals, appName))
        for _ in 0..<icons.count {
            let icon = icons.firstMatch
            guard icon.determine(.exists, timeout: 0) else { return }
            icon.press(forDuration: 2)
            for label in deleteButtonLabels {
                let button = springboard.buttons[label].firstIfAny
                if button.determine(.exists, timeout: 1) { button.tap() }
            }
            icon.waitFor(not: .exists, timeout: 2)
        }
    }
    #endif
}

extension MatchingElement {
    /// The first match of this element's query, when several match.
    var firstIfAny: MatchingElement { isIndexExplicit ? self : atIndex(0) }
}
