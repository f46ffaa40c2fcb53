import ElementCore
import Foundation

/// Tapping a button of an alert or a sheet: first making sure the app can be reached, so a
/// terminated app fails at once instead of after the timeout.
enum ModalButton {
    static func tap(_ button: Button, timeout: TimeInterval?, at site: CallSite) {
        guard AppAvailability.driver(for: button, doing: "tap", at: site) != nil else { return }
        button.tap(timeout: timeout, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
