import ElementCore
import PageObjects

/// The entries list (`/entries`) as the page-object seed's master page: a list that starts
/// empty and an Add button. Elements are private; actions return the page the app shows next;
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
}
