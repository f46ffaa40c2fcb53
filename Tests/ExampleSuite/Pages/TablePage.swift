import ElementCore
import PageObjects

/// The Table tab as a page object (a "master" page like the seed's): its elements are
/// private; actions return the page the app shows next; verifications return the page.
/// Every call passes the caller's location to the matchers, so failures point at the test.
struct TablePage: Page {
    let testCase: any Expecting

    private var header: Header { Header(id: "TableHeader", parent: navBar) }
    private var table: Table { Table(id: "TableView") }
    private func cell(at index: Int) -> Cell { table.cell(index: index) }

    @discardableResult
    func verifyMasterPageIsShowing(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(header, hasValue: "Table", fileID: fileID, filePath: filePath, line: line, column: column)
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
    func verifyCell(at index: Int, hasLabel label: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: cell(at: index), fileID: fileID, filePath: filePath, line: line, column: column)
        testCase.expectEventually(cell(at: index).textValue(preferLabel: true), equals: label,
                                  fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func tapOnCell(at index: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                   line: UInt = #line, column: UInt = #column) -> RowDetailPage {
        testCase.expect(exists: cell(at: index), fileID: fileID, filePath: filePath, line: line, column: column)
        cell(at: index).tap(fileID: fileID, filePath: filePath, line: line, column: column)
        return next(RowDetailPage.self)
    }
}
