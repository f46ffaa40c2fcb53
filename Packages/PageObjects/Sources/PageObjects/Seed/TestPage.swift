// The page-object seed's `TestPage`, as its pages declare it: a page knows its XCTest case and
// reaches the app as `XCUIApplication()`. Pages written for it compile unchanged with
// `import PageObjects` (or `import TABTestKit`). New pages conform to ``Page`` instead, whose
// typed elements run on every engine.
#if canImport(XCTest)
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

/// A page of the page-object seed: its test case, and the app under test.
///
/// ```swift
/// struct DetailPage: TestPage {
///     let testCase: XCTestCase
///     private var detailText: XCUIElement { app.staticTexts["DetailViewController.detailDescriptionLabel"] }
///
///     @discardableResult func verifyDetailPageIsShowing(file: String = #file, line: UInt = #line) -> DetailPage {
///         testCase.expect(exists: detailText, file: file, line: line)
///         return self
///     }
/// }
/// ```
public protocol TestPage {
    /// The test the page reports to.
    var testCase: XCTestCase { get }
}

extension TestPage {
    /// The application under test (`XCUIApplication()`: XCUI's, or XCUIShim's off Apple).
    ///
    /// Main-actor isolated as XCUI is, and pre-concurrency like it: Swift 5 pages call it from
    /// XCTest methods as they are; Swift 6 code is told when it calls it off the main actor.
    @preconcurrency @MainActor
    public var app: XCUIApplication { XCUIApplication() }
}
#endif
