import ElementCore
import PageObjects

/// The seed's master page: its elements private, actions returning the next page,
/// verifications returning the page, all passing the caller's location to the matchers.
struct MasterPage: Page {
    let testCase: any Expecting

    private var navigationBar: NavBar { NavBar(id: "MasterNavBar") }
    private var table: Table { Table(id: "MasterViewController.tableView") }
    private var addButton: Button { navigationBar.button(withID: "Add") }
    private func cell(at index: Int) -> Cell { table.cell(index: index) }

    @discardableResult
    func verifyMasterPageIsShowing(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(navigationBar.header, hasValue: "Master", fileID: fileID, filePath: filePath, line: line, column: column)
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
    func tapOnAddButton(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: addButton, fileID: fileID, filePath: filePath, line: line, column: column)
        addButton.tap(fileID: fileID, filePath: filePath, line: line, column: column)
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

/// The seed's detail page.
struct DetailPage: Page {
    let testCase: any Expecting

    private var navigationBar: NavBar { NavBar(id: "DetailNavBar") }
    private var label: Label { Label(id: "DetailViewController.label") }
    private var backButton: Button { navigationBar.button(withID: "Master") }

    @discardableResult
    func verifyDetailPageIsShowing(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(navigationBar.header, hasValue: "Detail", fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    /// The seed's spelling: `file`/`line` only.
    @discardableResult
    func verifyLabelText(is text: String, file: StaticString = #filePath, line: UInt = #line) -> Self {
        testCase.expect(exists: label, file: file, line: line)
        testCase.expect(label.value, equals: text, file: file, line: line)
        return self
    }

    @discardableResult
    func tapOnBackButton(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> MasterPage {
        backButton.tap(fileID: fileID, filePath: filePath, line: line, column: column)
        return next(MasterPage.self)
    }
}
