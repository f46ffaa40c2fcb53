import ElementCore
import Foundation

/// Functions for alerts: tap one of their buttons, check their message.
///
/// ```swift
/// When(I: tap("Delete", in: deleteAlert))
/// Then(the: message(in: errorAlert, is: "Something went wrong"))
/// ```
///
/// Buttons are always looked up inside the alert, so an "OK" elsewhere on screen is never
/// tapped by mistake.
public protocol AlertContext {}

extension AlertContext {
    /// Taps the button whose title (or identifier) is `buttonID` inside `alert`.
    public func tap(
        _ buttonID: String,
        in alert: Alert,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        ModalButton.tap(alert.actionButton(withID: buttonID), timeout: timeout,
                        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that `alert` shows the text `message`, waiting for it within one deadline.
    /// The failure lists the texts the alert shows instead.
    public func message(
        in alert: Alert,
        is message: String,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let driver = AppAvailability.driver(for: alert, doing: "read the message of", at: site) else { return }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var observed = "not read yet"
        let found = Poller(driver: driver, timeout: timeout).poll { () -> Bool? in
            guard Presence.isPresent(alert, driver: driver) else {
                observed = "the alert does not exist"
                return nil
            }
            let texts = ((try? driver.matches(Label(parent: alert).query)) ?? []).map(\.label)
            observed = texts.isEmpty ? "no text" : texts.map { Describing.value($0) }.joined(separator: ", ")
            return texts.contains(message) ? true : nil
        } ?? false
        guard !found else { return }
        site.record("""
        Timed out after \(Describing.seconds(timeout)) waiting for \(QueryBuilder.step(for: alert)) to show the message \(Describing.value(message)).
          Query:     \(alert.queryDescription)
          Expected:  \(Describing.value(message))
          Observed:  \(observed)
        """)
    }
}
