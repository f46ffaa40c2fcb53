import Foundation

/// What an ``InMemoryTextField`` asks its delegate (`UITextFieldDelegate`). Every method has
/// a default that allows the change.
@preconcurrency @MainActor
public protocol InMemoryTextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: InMemoryTextField) -> Bool
    /// Whether the characters in `range` (UTF-16) may be replaced by `string`.
    func textField(_ textField: InMemoryTextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
}

extension InMemoryTextFieldDelegate {
    /// Allows editing.
    public func textFieldShouldBeginEditing(_ textField: InMemoryTextField) -> Bool { true }
    /// Allows the change.
    public func textField(_ textField: InMemoryTextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
}

/// Which text input is being edited: the in-memory counterpart of the first responder.
@MainActor
enum InMemoryFirstResponder {
    static weak var current: InMemoryView?
}

/// A single-line text field (`UITextField`).
@preconcurrency @MainActor
open class InMemoryTextField: InMemoryControl {
    /// The text (`""` when empty, as in UIKit).
    open var text: String? = ""
    /// The placeholder shown while the field is empty.
    open var placeholder: String?
    /// Whether the text is a password: it never appears in the engine's output.
    open var isSecureTextEntry = false
    /// The delegate asked before editing and before each change.
    public weak var delegate: (any InMemoryTextFieldDelegate)?

    /// A text field with a placeholder.
    public init(placeholder: String? = nil, frame: CGRect = .zero) {
        self.placeholder = placeholder
        super.init(frame: frame)
    }

    /// Whether the field is being edited (it is the first responder).
    public var isEditing: Bool { InMemoryFirstResponder.current === self }

    /// Starts editing when the delegate agrees; returns whether the field is being edited.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard isEditing || delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        if !isEditing {
            InMemoryFirstResponder.current = self
            sendActions(for: .editingDidBegin)
        }
        return true
    }

    /// Stops editing.
    public func resignFirstResponder() {
        if isEditing { InMemoryFirstResponder.current = nil }
    }

    override var kind: ViewKind { .textField(isSecure: isSecureTextEntry) }
    override var node: any ViewNode { MemoryTextFieldNode(base: self) }

    /// Types `text` character by character, each offered to the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, unless the field is disabled.
    @discardableResult
    public func type(text: String) -> Bool {
        Interactions.type(text, into: MemoryTextFieldNode(base: self))
    }
}

/// What an ``InMemoryTextView`` asks its delegate (`UITextViewDelegate`).
@preconcurrency @MainActor
public protocol InMemoryTextViewDelegate: AnyObject {
    /// Whether the text in `range` (UTF-16) may be replaced by `text`.
    func textView(_ textView: InMemoryTextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

/// A multi-line text view (`UITextView`).
@preconcurrency @MainActor
open class InMemoryTextView: InMemoryView {
    /// The text.
    open var text: String = ""
    /// Whether the user can edit it.
    open var isEditable = true
    /// The delegate asked before each change.
    public weak var delegate: (any InMemoryTextViewDelegate)?

    /// Whether the view is being edited.
    public var isEditing: Bool { InMemoryFirstResponder.current === self }

    override var kind: ViewKind { .textView }
    override var node: any ViewNode { MemoryTextViewNode(base: self) }
}

struct MemoryTextFieldNode: MemoryNode, TextInputNode {
    let base: InMemoryTextField
    var isSecureTextEntry: Bool { base.isSecureTextEntry }
    var isEditing: Bool { base.isEditing }
    func beginEditing() -> Bool { base.becomeFirstResponder() }
    func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        base.delegate?.textField(base, shouldChangeCharactersIn: range, replacementString: replacementText) ?? true
    }
    func replaceText(with text: String) {
        base.text = text
        base.sendActions(for: .editingChanged)
    }
}

struct MemoryTextViewNode: MemoryNode, TextInputNode {
    let base: InMemoryTextView
    var isEnabled: Bool { base.isEditable }
    var isSecureTextEntry: Bool { false }
    var isEditing: Bool { base.isEditing }
    func beginEditing() -> Bool {
        InMemoryFirstResponder.current = base
        return true
    }
    func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        base.delegate?.textView(base, shouldChangeTextIn: range, replacementText: replacementText) ?? true
    }
    func replaceText(with text: String) { base.text = text }
}
