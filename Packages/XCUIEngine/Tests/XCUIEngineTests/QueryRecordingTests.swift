#if !canImport(Darwin)
import ElementCore
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// The XCUI calls the engine makes to find elements, read from the shim's call log.
final class QueryRecordingTests: ShimTestCase {
    private func installPage() {
        installRunningApp {
            ShimNode(.button, identifier: "PrimaryOK", label: "OK", frame: Screen.row(0))
            ShimNode(.table, identifier: "Rows", frame: CGRect(x: 0, y: 144, width: 390, height: 132)) {
                for row in 1...3 { ShimNode(.cell, label: "Row \(row)", frame: Screen.row(row)) }
            }
            ShimNode(.alert, identifier: "Error", label: "Error", frame: CGRect(x: 40, y: 400, width: 310, height: 120)) {
                ShimNode(.button, label: "OK", frame: CGRect(x: 40, y: 470, width: 310, height: 44))
            }
        }
    }

    func testAlertActionButtonTapIsTheTABTestKitQuery() {
        installPage()
        withEngine(XCUIEngine()) {
            Alert(id: "Error").actionButton(withID: "OK").tap()
        }
        XCTAssertEqual(calls.last, alertOK + ".tap()")
        XCTAssertEqual(calls, [
            "app.state",
            "app.descendants(.alert).matching(.alert, \"Error\").count",
            "app.descendants(.alert).matching(.alert, \"Error\").element(0).descendants(.button).matching(.button, \"OK\").count",
            alertOK + ".isHittable",
            alertOK + ".isEnabled",
            alertOK + ".tap()",
        ])
    }

    func testAStepWithoutIDHasNoMatching() throws {
        installPage()
        try XCUIEngine().perform(.tap, on: query(step(.table), step(.cell), strict: false))
        XCTAssertEqual(calls.last, "app.descendants(.table).element(0).descendants(.cell).element(0).tap()")
        XCTAssertTrue(calls.contains("app.descendants(.table).element(0).descendants(.cell).count"))
    }

    func testAnExplicitIndexIsBoundAfterCheckingTheCount() throws {
        installPage()
        let resolution = try XCUIEngine().resolve(query(step(.cell, index: 2)))
        XCTAssertEqual(resolution.snapshot?.label, "Row 3")
        XCTAssertEqual(calls, [
            "app.state",
            "app.descendants(.cell).count",
            "app.frame",
            "app.descendants(.cell).element(2).snapshot()",
            "app.descendants(.cell).element(2).isHittable",
        ])
        XCUIShimRecorder.shared.reset()
        XCTAssertEqual(try XCUIEngine().resolve(query(step(.cell, index: 3))).snapshot?.label, nil)
        XCTAssertEqual(calls, ["app.state", "app.descendants(.cell).count"])
    }

    func testStrictAmbiguityChecksTheCountAndSnapshotsEveryMatch() {
        installPage()
        let error = failure { try XCUIEngine().perform(.tap, on: query(step(.button, "OK"))) }
        guard case .ambiguous(let step, let matches)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(step, 0)
        XCTAssertEqual(matches.map(\.identifier), ["PrimaryOK", ""])
        XCTAssertTrue(calls.contains("app.descendants(.button).matching(.button, \"OK\").count"))
        XCTAssertTrue(calls.contains("app.descendants(.button).matching(.button, \"OK\").element(1).snapshot()"))
        XCTAssertFalse(calls.contains { $0.hasSuffix("tap()") }, "\(calls)")
    }

    func testNonStrictMatchingTakesTheFirst() throws {
        installPage()
        try XCUIEngine().perform(.tap, on: query(step(.button, "OK"), strict: false))
        XCTAssertEqual(calls.last, "app.descendants(.button).matching(.button, \"OK\").element(0).tap()")
    }

    func testPredicateFiltersBecomeMatchingPredicate() throws {
        installPage()
        let filter = LabelFilter(label: "Row 2")
        try XCUIEngine().perform(.tap, on: query(step(.cell, filters: [filter])))
        XCTAssertEqual(calls.last, "app.descendants(.cell).matching(NSPredicate(\"label == 'Row 2'\")).element(0).tap()")
    }

    func testFiltersWithoutPredicateTextAreEvaluatedOnSnapshots() throws {
        installPage()
        let resolution = try XCUIEngine().resolve(query(step(.cell, filters: [SuffixFilter(suffix: "3")])))
        XCTAssertEqual(resolution.snapshot?.label, "Row 3")
        for row in 0..<3 { XCTAssertTrue(calls.contains("app.descendants(.cell).element(\(row)).snapshot()")) }
        XCUIShimRecorder.shared.reset()
        try XCUIEngine().perform(.tap, on: query(step(.cell, filters: [SuffixFilter(suffix: "2")])))
        XCTAssertEqual(calls.last, "app.descendants(.cell).element(1).tap()", "the kept match keeps its XCUI position")
    }

    func testUnsafePredicateTextFailsTheQueryNotTheProcess() {
        installPage()
        for text in ["label == %@", "label == 'open", "(label == 'x'", "label == $name", "  "] {
            let error = failure { try XCUIEngine().resolve(query(step(.cell, filters: [RawFilter(text: text)]))) }
            guard case .invalidQuery(let message)? = error else { return XCTFail("\(text): \(String(describing: error))") }
            XCTAssertTrue(message.contains("cannot be used with XCUI"), message)
        }
    }

    func testIdentifierOrLabelMatchingAddsAPredicate() throws {
        installPage()
        let engine = XCUIEngine(configuration: .init(identifierMatching: .identifierOrLabel))
        try engine.perform(.tap, on: query(step(.button, "PrimaryOK")))
        XCTAssertEqual(
            calls.last,
            "app.descendants(.button).matching(.button, \"PrimaryOK\").matching(NSPredicate(\"identifier == 'PrimaryOK' OR label == 'PrimaryOK'\")).element(0).tap()"
        )
    }

    func testMatchesSnapshotsEveryMatchBelowTheResolvedParent() throws {
        installPage()
        let rows = try XCUIEngine().matches(query(step(.table, "Rows"), step(.cell, index: 1)))
        XCTAssertEqual(rows.map(\.label), ["Row 1", "Row 2", "Row 3"])
        XCTAssertTrue(calls.contains("app.descendants(.table).matching(.table, \"Rows\").element(0).descendants(.cell).element(2).snapshot()"))
        XCTAssertEqual(try XCUIEngine().matches(query(step(.alert, "Missing"), step(.button))).count, 0)
    }

    func testQueriesOnAnAppThatIsNotRunningFindNothing() throws {
        installPage()
        XCUIShimHarness.setState(.notRunning)
        guard case .notFound(let level) = try XCUIEngine().resolve(query(step(.button, "PrimaryOK"))) else { return XCTFail() }
        XCTAssertEqual(level, 0)
        XCTAssertEqual(try XCUIEngine().matches(query(step(.button))).count, 0)
        XCTAssertEqual(calls, ["app.state", "app.state"])
    }

    func testOtherAppsAreQueriedThroughTheirBundleIdentifier() throws {
        XCUIShimHarness.install(ShimNode(.button, label: "Allow", frame: Screen.row(0)), forBundleIdentifier: "com.apple.springboard")
        XCUIShimHarness.setState(.runningForeground, forBundleIdentifier: "com.apple.springboard")
        XCUIShimRecorder.shared.reset()
        try XCUIEngine().perform(.tap, on: query(step(.button, "Allow"), app: .bundleIdentifier("com.apple.springboard")))
        XCTAssertEqual(calls.last, "app(\"com.apple.springboard\").descendants(.button).matching(.button, \"Allow\").element(0).tap()")
    }
}

/// `label == "…"`, with predicate text.
struct LabelFilter: QueryFilter {
    let label: String
    var predicateFormat: String? { "label == \"\(label)\"" }
    func evaluate(_ snapshot: ElementSnapshot) throws -> Bool { snapshot.label == label }
    var description: String { "label == \(label)" }
}

/// A label suffix, without predicate text.
struct SuffixFilter: QueryFilter {
    let suffix: String
    var predicateFormat: String? { nil }
    func evaluate(_ snapshot: ElementSnapshot) throws -> Bool { snapshot.label.hasSuffix(suffix) }
    var description: String { "label ends with \(suffix)" }
}

/// Raw predicate text.
struct RawFilter: QueryFilter {
    let text: String
    var predicateFormat: String? { text }
    func evaluate(_ snapshot: ElementSnapshot) throws -> Bool { throw QueryFilterError("raw text") }
    var description: String { text }
}
#endif
