import ElementCore
import PageObjects

/// The detail of a row (`/detail/N`) as a page object.
struct RowDetailPage: Page {
    let testCase: any Expecting

    private var header: Header { Header(id: "DetailHeader", parent: navBar) }
    private var selectionLabel: Label { Label(id: "DetailLabel") }
    private var backButton: Button { navBar.button(withID: "Back") }

    @discardableResult
    func verifyDetailPageIsShowing(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: header, fileID: fileID, filePath: filePath, line: line, column: column)
        testCase.expect(header, is: .visible, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func verifyTitle(is title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(header, hasValue: title, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func verifyLabelText(is text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: selectionLabel, fileID: fileID, filePath: filePath, line: line, column: column)
        testCase.expect(selectionLabel, hasValue: text, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func tapOnBackButton(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> TablePage {
        testCase.expect(exists: backButton, fileID: fileID, filePath: filePath, line: line, column: column)
        backButton.tap(fileID: fileID, filePath: filePath, line: line, column: column)
        return next(TablePage.self)
    }
}
