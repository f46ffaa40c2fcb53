import ElementCore

/// A test that checks expectations: what a ``Page`` reports to.
///
/// Every `XCTestCase` is one, so a page is made with `MasterPage(testCase: self)`. In Swift
/// Testing, pass ``PageTest()`` (or adopt the protocol on the suite). The matchers
/// (``expect(exists:timeout:fileID:filePath:line:column:)`` and its friends) report through
/// ElementCore's `Failures`, so a failure reaches whichever framework runs the test, at the
/// line the caller passed.
public protocol Expecting {}

/// An ``Expecting`` for tests that have no test case object (Swift Testing).
public struct PageTest: Expecting, Sendable {
    /// Creates one.
    public init() {}
}

#if canImport(XCTest)
import XCTest

extension XCTestCase: Expecting {}
#endif

/// One screen of the app as a test sees it, in the page-object style.
///
/// A page has three parts:
/// 1. **elements**, private to the page (typed ElementCore elements, so the page works on
///    every engine);
/// 2. **actions**, which do something and return the page the app shows next;
/// 3. **verifications**, which check the page and return it (`Self`), so calls chain.
///
/// Actions and verifications take `fileID`/`filePath`/`line`/`column` (defaulting to the
/// caller's) and hand them to the matchers, so a failure points at the test's line, not at
/// the page's.
///
/// ```swift
/// struct MasterPage: Page {
///     let testCase: any Expecting
///     private var table: Table { Table(id: "TableView") }
///
///     @discardableResult
///     func verifyTableCellCount(is count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///                               line: UInt = #line, column: UInt = #column) -> Self {
///         testCase.expect(exists: table, fileID: fileID, filePath: filePath, line: line, column: column)
///         testCase.expect(table, hasCellCount: count, fileID: fileID, filePath: filePath, line: line, column: column)
///         return self
///     }
///
///     @discardableResult
///     func tapOnCell(at index: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///                    line: UInt = #line, column: UInt = #column) -> DetailPage {
///         let cell = table.cell(index: index)
///         testCase.expect(exists: cell, fileID: fileID, filePath: filePath, line: line, column: column)
///         cell.tap(fileID: fileID, filePath: filePath, line: line, column: column)
///         return next(DetailPage.self)
///     }
/// }
///
/// MasterPage(testCase: self)
///     .verifyTableCellCount(is: 30)
///     .tapOnCell(at: 0)
///     .verifyDetailPageIsShowing()
/// ```
public protocol Page {
    /// The test the page reports to.
    var testCase: any Expecting { get }
    /// A page reporting to `testCase`.
    init(testCase: any Expecting)
}

extension Page {
    /// The page an action leads to, reporting to the same test: `return next(DetailPage.self)`.
    public func next<Next: Page>(_ page: Next.Type) -> Next {
        Next(testCase: testCase)
    }

    /// Runs `check` on the page and returns the page: a verification written in place.
    ///
    /// ```swift
    /// page.verifying { $0.testCase.expect(exists: Label(id: "Saved")) }.tapOnDone()
    /// ```
    @discardableResult
    public func verifying(_ check: (Self) -> Void) -> Self {
        check(self)
        return self
    }
}
