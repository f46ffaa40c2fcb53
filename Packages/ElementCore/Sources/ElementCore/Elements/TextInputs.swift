import Foundation

/// A single-line text field.
public struct TextField: LocatableElement, Editable, Tappable, ValueRepresentable {
    /// The field's location.
    public var locator: Locator
    /// `.textField`.
    public var type: ElementType { .textField }

    /// A text field whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The field's text (not its placeholder).
    public var value: String { EditableValue.text(of: self) }
    /// The placeholder shown while the field is empty, or `""`.
    public var placeholder: String { EditableValue.placeholder(of: self) }
}

/// A secure (password) text field. What is typed into it never appears in messages,
/// logs or reports, and its value reads as bullets.
public struct SecureTextField: LocatableElement, Editable, Tappable, ValueRepresentable {
    /// The field's location.
    public var locator: Locator
    /// `.secureTextField`.
    public var type: ElementType { .secureTextField }

    /// A secure text field whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The field's value as the engine shows it (bullets, one per character).
    public var value: String { EditableValue.text(of: self) }
    /// The placeholder shown while the field is empty, or `""`.
    public var placeholder: String { EditableValue.placeholder(of: self) }
}

/// A multi-line text view. It can also be scrolled.
public struct TextView: LocatableElement, Editable, Tappable, ValueRepresentable, Scrollable {
    /// The view's location.
    public var locator: Locator
    /// `.textView`.
    public var type: ElementType { .textView }

    /// A text view whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The view's text.
    public var value: String { EditableValue.text(of: self) }
}

/// Reading text inputs: the value is the text, never the placeholder or the label.
enum EditableValue {
    static func text(of element: any Element) -> String {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: element, for: "read the value of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        guard let snapshot, let value = snapshot.value else { return "" }
        return value == snapshot.placeholder ? "" : value
    }

    static func placeholder(of element: any Element) -> String {
        let site = CallSite.current(or: CallSite())
        return ElementOperations.snapshot(of: element, for: "read the placeholder of",
                                          fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)?.placeholder ?? ""
    }
}
