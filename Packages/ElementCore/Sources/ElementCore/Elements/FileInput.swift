import Foundation

/// A file input: on the web an `<input type=file>`, which users see as a "Choose File" button
/// (so its type is `.button`, the role browsers give it). Choose its files with `upload(_:to:)`
/// in the contexts, or ``Element/upload(_:timeout:fileID:filePath:line:column:)``. Its value is
/// the names of the files it holds.
///
/// Pages often hide the input behind a styled label or button: upload to that element instead
/// (any element that is, labels or holds exactly one file input will do).
public struct FileInput: LocatableElement, ValueRepresentable {
    /// The input's location.
    public var locator: Locator
    /// `.button`.
    public var type: ElementType { .button }

    /// A file input whose label or identifier is `id`, inside `parent`.
    public init(id: String? = nil, index: Int? = nil, parent: any Element = Application.underTest) {
        locator = Locator(id: id, index: index, parent: parent)
    }

    /// The names of the files the input holds, in order (`[]` when none is chosen), read from
    /// the engine now.
    public var value: [String] {
        let site = CallSite.current(or: CallSite())
        let snapshot = ElementOperations.snapshot(of: self, for: "read the files of",
                                                  fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return Self.fileNames(from: snapshot)
    }

    /// The file names a snapshot of a file input reports: one per line of its value.
    public static func fileNames(from snapshot: ElementSnapshot?) -> [String] {
        guard let value = snapshot?.value, !value.isEmpty else { return [] }
        return value.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
