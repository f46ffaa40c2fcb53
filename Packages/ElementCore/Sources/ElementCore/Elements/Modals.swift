import Foundation

/// An alert, identified by its title. Its buttons are always looked up inside it, so an
/// "OK" elsewhere on screen can never be tapped by mistake.
public struct Alert: LocatableElement, Dismissable {
    /// The alert's location.
    public var locator: Locator
    /// The message the alert is expected to show, if given.
    public let message: String?
    /// The button that dismisses the alert (`"Cancel"` by default).
    public let dismissButtonID: String
    /// `.alert`.
    public var type: ElementType { .alert }

    /// An alert whose title (or identifier) is `id`.
    public init(id: String? = nil, message: String? = nil, index: Int? = nil,
                parent: any Element = Application.underTest, dismissButtonID: String = "Cancel") {
        locator = Locator(id: id, index: index, parent: parent)
        self.message = message
        self.dismissButtonID = dismissButtonID
    }

    /// A button of the alert, by title or identifier.
    public func actionButton(withID id: String) -> Button { Button(id: id, parent: self) }

    /// A text of the alert: the given one, else the expected ``message``.
    public func messageLabel(_ text: String? = nil) -> Label { Label(id: text ?? message, parent: self) }

    /// Taps the dismiss button and waits for the alert to go.
    public func dismiss() {
        ModalDismissal.dismiss(self, with: actionButton(withID: dismissButtonID))
    }
}

/// An action sheet, identified by its title; shaped like ``Alert``.
public struct Sheet: LocatableElement, Dismissable {
    /// The sheet's location.
    public var locator: Locator
    /// The message the sheet is expected to show, if given.
    public let message: String?
    /// The button that dismisses the sheet (`"Cancel"` by default).
    public let dismissButtonID: String
    /// `.sheet`.
    public var type: ElementType { .sheet }

    /// A sheet whose title (or identifier) is `id`.
    public init(id: String? = nil, message: String? = nil, index: Int? = nil,
                parent: any Element = Application.underTest, dismissButtonID: String = "Cancel") {
        locator = Locator(id: id, index: index, parent: parent)
        self.message = message
        self.dismissButtonID = dismissButtonID
    }

    /// A button of the sheet, by title or identifier.
    public func actionButton(withID id: String) -> Button { Button(id: id, parent: self) }

    /// Taps the dismiss button and waits for the sheet to go.
    public func dismiss() {
        ModalDismissal.dismiss(self, with: actionButton(withID: dismissButtonID))
    }
}

/// The system share sheet (`ActivityListView`).
public struct ActivitySheet: LocatableElement, Dismissable {
    /// The sheet's location.
    public var locator: Locator
    /// The button that closes it (`"Close"` by default).
    public let dismissButtonID: String
    /// `.other`.
    public var type: ElementType { .other }

    /// The share sheet inside `parent` (the app under test by default).
    public init(index: Int? = nil, parent: any Element = Application.underTest, dismissButtonID: String = "Close") {
        locator = Locator(id: "ActivityListView", index: index, parent: parent)
        self.dismissButtonID = dismissButtonID
    }

    /// A button of the sheet, by title or identifier.
    public func actionButton(withID id: String) -> Button { Button(id: id, parent: self) }

    /// Taps the close button and waits for the sheet to go.
    public func dismiss() {
        ModalDismissal.dismiss(self, with: actionButton(withID: dismissButtonID))
    }
}

/// Dismissing a modal by one of its buttons.
enum ModalDismissal {
    static func dismiss(_ modal: any Element, with button: Button) {
        let site = CallSite.current(or: CallSite())
        guard modal.waitFor(.exists, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) else { return }
        guard ElementOperations.perform(.tap, on: button, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) else { return }
        modal.waitFor(not: .exists, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
