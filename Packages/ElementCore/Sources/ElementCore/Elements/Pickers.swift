import Foundation

/// A picker. You act on its wheels: `picker.wheel(0).adjust(to: "Blue")`.
public struct Picker: LocatableElement {
    /// The picker's location.
    public var locator: Locator
    /// `.picker`.
    public var type: ElementType { .picker }

    /// A picker whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// How many wheels the picker has right now. Never waits.
    public var numberOfWheels: Int { ElementOperations.allMatches(of: PickerWheel(parent: self)).count }

    /// The wheel at `index` (0 is the leftmost).
    public func wheel(_ index: Int) -> PickerWheel { PickerWheel(index: index, parent: self) }

    /// A wheel of a picker.
    public typealias Wheel = PickerWheel
}

/// A date picker. Where it shows wheels, act on them; on engines with a single field the
/// field is wheel 0.
public struct DatePicker: LocatableElement {
    /// The picker's location.
    public var locator: Locator
    /// `.datePicker`.
    public var type: ElementType { .datePicker }

    /// A date picker whose identifier or label is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// How many wheels the picker has right now. Never waits.
    public var numberOfWheels: Int { ElementOperations.allMatches(of: PickerWheel(parent: self)).count }

    /// The wheel at `index` (0 is the leftmost).
    public func wheel(_ index: Int) -> PickerWheel { PickerWheel(index: index, parent: self) }

    /// A wheel of a date picker.
    public typealias Wheel = PickerWheel
}

/// One wheel of a ``Picker`` or ``DatePicker``. Its value is the selected text.
public struct PickerWheel: LocatableElement, Adjustable {
    /// The wheel's location.
    public var locator: Locator
    /// `.pickerWheel`.
    public var type: ElementType { .pickerWheel }

    /// A wheel inside `parent`. Ask the picker for it instead: `picker.wheel(0)`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The wheel at `index` of `picker` (TABTestKit 1.8's initializer; `picker.wheel(index)`
    /// reads better).
    public init(index: Int, picker: Picker) {
        self.init(index: index, parent: picker)
    }

    /// The wheel at `index` of a date picker (TABTestKit 1.8's initializer;
    /// `datePicker.wheel(index)` reads better).
    public init(index: Int, picker: DatePicker) {
        self.init(index: index, parent: picker)
    }

    /// The selected text.
    public var value: String { textValue(at: CallSite.current(or: CallSite())) }

    /// Selects `value`. Fails when it is already selected or the wheel has no such value.
    public func adjust(to value: String) {
        let site = CallSite.current(or: CallSite())
        guard Adjusting.checkChange(of: self, from: self.value, to: value, at: site) else { return }
        guard ElementOperations.perform(.adjustPickerWheel(toValue: value), on: self,
                                        fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) else { return }
        ValueWait.until(self, reads: value, at: site) { $0?.value ?? "" }
    }
}
