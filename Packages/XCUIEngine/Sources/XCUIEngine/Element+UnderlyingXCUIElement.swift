import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

// TABTestKit 1.8 gave every element its XCUIElement, and every app its XCUIApplication. They
// are here, in the XCUI engine's package, so ElementCore stays free of any engine.
extension Element {
    /// The XCUIElement this element stands for, built from its query as TABTestKit 1.8 built it:
    /// from the app, for each level `descendants(matching: type)`, `matching(type, identifier:
    /// id)`, each predicate, then `element(boundBy: index)`. XCUI resolves it when it is used,
    /// so it never goes stale. Reach for it only for what TABTestKit has no word for.
    @preconcurrency @MainActor
    public var underlyingXCUIElement: XCUIElement {
        let query = self.query
        var current: XCUIElement = XCUIApplicationFactory.application(query.app)
        for step in query.steps {
            var matches = current.descendants(matching: step.type)
            if let id = step.id { matches = matches.matching(step.type, identifier: id) }
            for case let format? in step.filters.map(\.predicateFormat) {
                matches = matches.matching(NSPredicate(format: format, argumentArray: nil))
            }
            current = matches.element(boundBy: step.index ?? 0)
        }
        return current
    }
}

extension ApplicationElement {
    /// The XCUIApplication this app stands for (`XCUIApplication()` for the app under test):
    /// what TABTestKit 1.8's apps were.
    @preconcurrency @MainActor
    public var xcuiApplication: XCUIApplication { XCUIApplicationFactory.application(appTarget) }
}

/// XCUIApplications by target.
@MainActor
enum XCUIApplicationFactory {
    static func application(_ target: AppTarget) -> XCUIApplication {
        switch target {
        case .underTest: return XCUIApplication()
        case .bundleIdentifier(let id): return XCUIApplication(bundleIdentifier: id)
        }
    }
}

@MainActor
extension XCUIElement {
    /// Waits until `condition` is true, checking it every 0.1 s (running the run loop) for at
    /// most `timeout` seconds; whether it became true. TABTestKit 1.8's helper.
    @preconcurrency
    public func wait(for condition: @autoclosure () -> Bool, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(max(0, timeout))
        while true {
            if condition() { return true }
            if Date() >= deadline { return false }
            RunLoop.current.run(until: min(deadline, Date().addingTimeInterval(0.1)))
        }
    }

    /// Whether this element and `otherElement` both exist and their frames overlap.
    @preconcurrency
    public func isVisible(in otherElement: XCUIElement) -> Bool {
        guard exists, otherElement.exists else { return false }
        return Geometry.overlaps(otherElement.frame, frame)
    }

    /// Whether the element has the keyboard focus (`hasFocus`; `false` where XCUI has none).
    @preconcurrency
    public var hasKeyboardFocus: Bool {
        #if XCUI_NO_FOCUS
        return false
        #else
        return hasFocus
        #endif
    }
}

@MainActor
extension XCUIDevice {
    /// The screen's frame: the frame of Springboard's first window (origin 0, 0). On an iPad
    /// in split view it is not the app's frame.
    @preconcurrency
    public var frame: CGRect {
        XCUIApplication(bundleIdentifier: "com.apple.springboard").windows.firstMatch.frame
    }
}
