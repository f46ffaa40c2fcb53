#if !canImport(Darwin)
import ElementCore
import Foundation
import XCTest
import XCUIEngine
import XCUIShim

/// Base class of the engine's tests. They use XCTest, not Swift Testing: the shim's world is
/// process-global, XCTest runs its tests one at a time and in a phase of its own, so these
/// never overlap the shim's Swift Testing suites. XCTest runs each test on the main thread,
/// which is where XCUITest calls the engine too.
class ShimTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        XCUIShimHarness.reset()
    }

    override func tearDown() {
        XCTAssertEqual(XCUIShimHarness.failures, [], "the engine made XCUI fail the test")
        super.tearDown()
    }

    /// The calls recorded so far.
    var calls: [String] { XCUIShimRecorder.shared.calls }

    /// Installs a tree as the running app under test, then clears the call log.
    @discardableResult
    func installRunningApp(@ShimNodeBuilder _ children: () -> [ShimNode]) -> ShimNode {
        let root = XCUIShimHarness.install(ShimNode(.application, frame: Screen.frame, children: children))
        XCUIShimHarness.setState(.runningForeground)
        XCUIShimRecorder.shared.reset()
        return root
    }

    /// Runs a driver call that must fail, and returns its error.
    func failure<Value>(_ call: () throws -> Value, file: StaticString = #filePath, line: UInt = #line) -> EngineError? {
        do {
            let value = try call()
            XCTFail("expected an error, got \(value)", file: file, line: line)
            return nil
        } catch let error as EngineError {
            return error
        } catch {
            XCTFail("expected an EngineError, got \(error)", file: file, line: line)
            return nil
        }
    }
}

/// Frames of the simulated screen, and rows on it.
enum Screen {
    static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The frame of the n-th 44-point row from the top.
    static func row(_ index: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(100 + 44 * index), width: 390, height: 44)
    }
}

/// A query on the app under test.
func query(_ steps: QueryStep..., strict: Bool = true, app: AppTarget = .underTest) -> ElementQuery {
    ElementQuery(app: app, steps: steps, isStrict: strict)
}

/// One level of a query.
func step(_ type: ElementType, _ id: String? = nil, index: Int? = nil, filters: [any QueryFilter] = []) -> QueryStep {
    QueryStep(type: type, id: id, index: index, filters: filters)
}

/// The canonical text of an element query for the call log, e.g. `app.descendants(.button).element(0)`.
let alertOK = "app.descendants(.alert).matching(.alert, \"Error\").element(0).descendants(.button).matching(.button, \"OK\").element(0)"
#endif
