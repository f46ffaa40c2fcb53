import ElementCore
import Foundation

/// What the alert and sheet contexts do, for any modal (`ModalElement`): tap one of its
/// buttons, check the text it shows.
enum ModalActions {
    /// Taps the button titled (or identified) `buttonID` inside `modal`.
    static func tap<Modal: ModalElement>(_ buttonID: String, in modal: Modal, timeout: TimeInterval?, at site: CallSite) {
        let button = modal.actionButton(withID: buttonID)
        guard AppAvailability.driver(for: button, doing: "tap", at: site) != nil else { return }
        button.tap(timeout: timeout, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// Waits, within one deadline, for `modal` to show the text `message`; the failure lists
    /// the texts it shows instead.
    static func expect<Modal: ModalElement>(message: String, in modal: Modal, timeout: TimeInterval?, at site: CallSite) {
        guard let driver = AppAvailability.driver(for: modal, doing: "read the message of", at: site) else { return }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var observed = "not read yet"
        let found = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            guard Presence.isPresent(modal, driver: driver) else {
                observed = "the \(modal.kindName.lowercased()) does not exist"
                return nil
            }
            let texts = ((try? driver.matches(Label(parent: modal).query)) ?? []).map(\.label)
            observed = texts.isEmpty ? "no text" : texts.map { Describing.value($0) }.joined(separator: ", ")
            return texts.contains(message) ? true : nil
        } ?? false
        guard !found else { return }
        site.record(ElementFailure(
            .timedOut(expected: Describing.value(message), observed: observed),
            attempt: "\(QueryBuilder.step(for: modal)) to show the message \(Describing.value(message))",
            query: modal.query, timeout: timeout
        ))
    }
}
