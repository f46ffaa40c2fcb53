import Foundation

/// A modal that shows buttons and is dismissed by one of them: ``Alert``, ``Sheet`` and
/// ``ActivitySheet`` are modals. Its buttons are always looked up inside it, so an "OK"
/// elsewhere on screen can never be tapped by mistake.
///
/// A conforming type only says where the modal is and which button dismisses it; the buttons,
/// the expected message's label and dismissing come from here.
public protocol ModalElement: LocatableElement, Dismissable {
    /// The title or identifier of the button that dismisses the modal.
    var dismissButtonID: String { get }
    /// The message the modal is expected to show, if given.
    var message: String? { get }
}

extension ModalElement {
    /// No expected message.
    public var message: String? { nil }

    /// A button of the modal, by title or identifier.
    public func actionButton(withID id: String) -> Button { Button(id: id, parent: self) }

    /// The button that dismisses the modal (``dismissButtonID``).
    public var dismissButton: Button { actionButton(withID: dismissButtonID) }

    /// A text of the modal: the given one, else the expected ``message``.
    public func messageLabel(_ text: String? = nil) -> Label { Label(id: text ?? message, parent: self) }

    /// Taps the dismiss button and waits for the modal to go.
    public func dismiss() {
        let site = CallSite.current(or: CallSite())
        guard waitFor(.exists, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) else { return }
        guard ElementOperations.perform(.tap, on: dismissButton,
                                        fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) else { return }
        waitFor(not: .exists, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}

/// An alert, identified by its title.
public struct Alert: ModalElement {
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
}

/// An action sheet, identified by its title; shaped like ``Alert``.
public struct Sheet: ModalElement {
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
}

/// The system share sheet (`ActivityListView`).
public struct ActivitySheet: ModalElement {
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

    /// The button that closes the sheet: ``dismissButton`` (TABTestKit 1.8's name).
    public var cancelButton: Button { dismissButton }
}
