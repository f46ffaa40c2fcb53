import Foundation

/// A list of options to choose from (type `.table`; on the web, a `role="listbox"` that is not
/// a native `<select>`: a custom list box, or the popup of a combobox). Its options are cells:
/// choose one by tapping it; the chosen ones are selected. Its value is the label of the
/// selected option (several joined by `, `), `""` when none is. A native `<select>` is a
/// ``Picker`` with one wheel instead.
///
/// ```swift
/// let fruits = ListBox(id: "Fruits")
/// tap(fruits.option("Banana"))
/// value(of: fruits, is: "Banana")
/// press("c", in: fruits)          // type-ahead, where the list box offers it
/// ```
public struct ListBox: LocatableElement, ValueRepresentable {
    /// The list box's location.
    public var locator: Locator
    /// `.table`.
    public var type: ElementType { .table }

    /// A list box whose name or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The option whose label or identifier is `id`.
    public func option(_ id: String) -> Cell { Cell(id: id, parent: self) }

    /// The labels of the selected options, joined by `, ` (`""` when none is), read now.
    public var value: String {
        let site = CallSite.current(or: CallSite())
        guard ElementOperations.snapshot(of: self, for: "read the value of",
                                         fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) != nil
        else { return "" }
        return ElementOperations.allMatches(of: Cell(parent: self)).filter(\.isSelected).map(\.label).joined(separator: ", ")
    }
}
