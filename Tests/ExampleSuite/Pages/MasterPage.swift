import ElementCore
import PageObjects

/// The entries list (`/entries`) as the page-object seed's master page: a list that starts
/// empty, an Add button, and swipe to delete. Elements are private; actions return the page the app shows next;
/// verifications return the page; every call passes the caller's place to the matchers.
struct MasterPage: Page {
    let testCase: any Expecting

    private var header: Header { Header(id: "EntriesHeader", parent: navBar) }
    private var addButton: Button { Button(id: "AddButton") }
    private var table: Table { Table(id: "EntriesTable") }
    private func cell(at index: Int) -> Cell { table.cell(index: index) }

    @discardableResult
    func verifyMasterPageIsShowing(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(header, hasValue: "Entries", fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func verifyTableCellCount(is count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: table, fileID: fileID, filePath: filePath, line: line, column: column)
        testCase.expect(table, hasCellCount: count, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func tapOnAddButton(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: addButton, fileID: fileID, filePath: filePath, line: line, column: column)
        addButton.tap(fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func verifyCell(at index: Int, hasLabel label: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: cell(at: index), fileID: fileID, filePath: filePath, line: line, column: column)
        testCase.expectEventually(cell(at: index).textValue(preferLabel: true), equals: label,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func tapOnCell(at index: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                   line: UInt = #line, column: UInt = #column) -> DetailPage {
        testCase.expect(exists: cell(at: index), fileID: fileID, filePath: filePath, line: line, column: column)
        cell(at: index).tap(fileID: fileID, filePath: filePath, line: line, column: column)
        return next(DetailPage.self)
    }

    /// Swipes the cell left (a drag across it, right to left), then taps the Delete button it shows.
    @discardableResult
    func deleteCell(at index: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) -> Self {
        let cell = cell(at: index)
        testCase.expect(exists: cell, fileID: fileID, filePath: filePath, line: line, column: column)
        ElementOperations.perform(.drag(from: CGVector(dx: 0.9, dy: 0.5), to: CGVector(dx: 0.1, dy: 0.5)), on: cell,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
        // The swipe shows the button: before it, it exists but lies outside the row.
        let deleteButton = deleteButton(for: cell)
        testCase.expect(deleteButton, is: .visible, fileID: fileID, filePath: filePath, line: line, column: column)
        deleteButton.tap(fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    private func deleteButton(for cell: Cell) -> Button { Button(id: "Delete", parent: cell) }
}
