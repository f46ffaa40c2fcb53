import ElementCore
import PageObjects

/// An entry (`/entries/N`) as the page-object seed's detail page.
struct DetailPage: Page {
    let testCase: any Expecting

    private var header: Header { Header(id: "EntryHeader", parent: navBar) }
    private var label: Label { Label(id: "EntryLabel") }
    private var backButton: Button { navBar.button(withID: "Back") }

    @discardableResult
    func verifyDetailPageIsShowing(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: header, fileID: fileID, filePath: filePath, line: line, column: column)
        testCase.expect(header, is: .visible, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func verifyLabelText(is text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> Self {
        testCase.expect(exists: label, fileID: fileID, filePath: filePath, line: line, column: column)
        testCase.expect(label, hasValue: text, fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    @discardableResult
    func tapOnBackButton(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> MasterPage {
        testCase.expect(exists: backButton, fileID: fileID, filePath: filePath, line: line, column: column)
        backButton.tap(fileID: fileID, filePath: filePath, line: line, column: column)
        return next(MasterPage.self)
    }
}
