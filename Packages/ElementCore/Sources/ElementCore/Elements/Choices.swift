import Foundation

/// A checkbox (type `.checkBox`; on the web, `<input type=checkbox>` or `role="checkbox"`).
/// Its value is whether it is checked.
public struct CheckBox: LocatableElement, Tappable, Adjustable {
    /// The checkbox's location.
    public var locator: Locator
    /// `.checkBox`.
    public var type: ElementType { .checkBox }

    /// A checkbox whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// Whether the checkbox is checked, read from the engine now.
    public var value: Bool { isChecked }

    /// Whether the checkbox is checked, read from the engine now.
    public var isChecked: Bool {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: self, for: "read the value of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return Switch.state(from: snapshot) == .on
    }

    /// Whether the checkbox is mixed: neither checked nor unchecked (`aria-checked="mixed"`, an
    /// indeterminate checkbox), read from the engine now. A mixed checkbox's ``value`` is
    /// `false`; check for mixed with `state(of: box, is: .mixed)`, which waits.
    public var isMixed: Bool {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: self, for: "read the state of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return snapshot?.states.isMixed ?? false
    }

    /// Taps the checkbox if it is not already `checked`, then waits until it is. Fails when
    /// it is already there. A mixed checkbox is neither: it is tapped, once, and must then
    /// read `checked`.
    public func adjust(to checked: Bool) {
        let site = CallSite.current(or: CallSite())
        guard let snapshot = ElementOperations.snapshot(of: self, for: "read the value of",
                                                        fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        else { return }
        if !snapshot.states.isMixed {
            guard Adjusting.checkChange(of: self, from: Switch.state(from: snapshot) == .on, to: checked, at: site) else { return }
        }
        let tap = ElementOperations.performReadingToggle(.tap, on: self, fileID: site.fileID, filePath: site.filePath, line: site.line,
                                                         column: site.column)
        guard tap.done else { return }
        ValueWait.until(self, reads: checked, at: site, read: tap.toggled) { Switch.state(from: $0) == .on && $0?.states.isMixed != true }
    }
}

/// A radio button (type `.radioButton`; on the web, `<input type=radio>` or `role="radio"`).
/// Its value is whether it is selected.
///
/// On the web, radios are radio buttons wherever they are, in a ``RadioGroup`` or grouped only
/// by their `name`; only `<button role="radio">`s of a `radiogroup` made of such buttons are the
/// segments of a ``SegmentedControl``, as on a phone.
public struct RadioButton: LocatableElement, Tappable, ValueRepresentable {
    /// The radio button's location.
    public var locator: Locator
    /// `.radioButton`.
    public var type: ElementType { .radioButton }

    /// A radio button whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// Whether the radio button is selected, read from the engine now.
    public var value: Bool {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: self, for: "read the value of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        guard let snapshot else { return false }
        return snapshot.isSelected || Switch.state(from: snapshot) == .on
    }
}

/// A group of radio buttons (type `.radioGroup`; on the web, a `role="radiogroup"`, or a
/// `<fieldset>` or `role="group"` whose controls are all radios). Find it by its name (a
/// fieldset's `<legend>`) and its buttons through it. Its value is the label of the selected
/// radio button, `""` when none is.
///
/// ```swift
/// let size = RadioGroup(id: "Size")
/// size.radioButton("Large").tap()
/// ```
public struct RadioGroup: LocatableElement, ValueRepresentable {
    /// The group's location.
    public var locator: Locator
    /// `.radioGroup`.
    public var type: ElementType { .radioGroup }

    /// A radio group whose name or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The group's radio button whose label or identifier is `id`.
    public func radioButton(_ id: String) -> RadioButton { RadioButton(id: id, parent: self) }

    /// The label of the selected radio button, `""` when none is, read from the engine now.
    public var value: String {
        let site = CallSite.current(or: CallSite())
        guard ElementOperations.snapshot(of: self, for: "read the value of",
                                         fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) != nil
        else { return "" }
        let selected = ElementOperations.allMatches(of: RadioButton(parent: self))
            .first { $0.isSelected || Switch.state(from: $0) == .on }
        return selected?.label ?? ""
    }
}

/// A link (type `.link`). Its value is its text.
public struct Link: LocatableElement, Tappable, ValueRepresentable {
    /// The link's location.
    public var locator: Locator
    /// `.link`.
    public var type: ElementType { .link }

    /// A link whose text or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The link's text.
    public var value: String { textValue(preferLabel: true, at: CallSite.current(or: CallSite())) }
}

/// A combo box (type `.comboBox`): a text field with a list of suggestions (on the web, an
/// `<input list>` or a `role="combobox"` that is not a `<select>`; a select is a ``Picker``).
/// Its value is its text.
public struct ComboBox: LocatableElement, Editable, Tappable, ValueRepresentable {
    /// The combo box's location.
    public var locator: Locator
    /// `.comboBox`.
    public var type: ElementType { .comboBox }

    /// A combo box whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The combo box's text.
    public var value: String { EditableValue.text(of: self) }
}

/// A search field (type `.searchField`; on the web, `<input type=search>` or
/// `role="searchbox"`). Its value is its text.
public struct SearchField: LocatableElement, Editable, Tappable, ValueRepresentable {
    /// The field's location.
    public var locator: Locator
    /// `.searchField`.
    public var type: ElementType { .searchField }

    /// A search field whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The field's text (not its placeholder).
    public var value: String { EditableValue.text(of: self) }
    /// The placeholder shown while the field is empty, or `""`.
    public var placeholder: String { EditableValue.placeholder(of: self) }
}

/// A menu (type `.menu`), holding ``MenuItem``s.
public struct Menu: LocatableElement {
    /// The menu's location.
    public var locator: Locator
    /// `.menu`.
    public var type: ElementType { .menu }

    /// A menu whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The item of this menu whose title or identifier is `id`.
    public func item(_ id: String) -> MenuItem { MenuItem(id: id, parent: self) }
}

/// An item of a menu (type `.menuItem`; on the web, `menuitem`, `menuitemcheckbox` or
/// `menuitemradio`). Its value is its title.
public struct MenuItem: LocatableElement, Tappable, ValueRepresentable {
    /// The item's location.
    public var locator: Locator
    /// `.menuItem`.
    public var type: ElementType { .menuItem }

    /// A menu item whose title or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The item's title.
    public var value: String { textValue(preferLabel: true, at: CallSite.current(or: CallSite())) }
}

/// A progress indicator (type `.progressIndicator`; on the web, `progressbar` or `meter`).
/// Its value is the progress from 0 to 1, or `nil` while it is indeterminate.
public struct ProgressIndicator: LocatableElement, ValueRepresentable {
    /// The indicator's location.
    public var locator: Locator
    /// `.progressIndicator`.
    public var type: ElementType { .progressIndicator }

    /// A progress indicator whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The progress (0…1), read from the engine now; `nil` when indeterminate. Engines report
    /// a fraction (`0.5`) or a percentage (`50%`).
    public var value: Double? {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: self, for: "read the value of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return Slider.position(from: snapshot).map(Double.init)
    }
}
