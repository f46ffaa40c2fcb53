import ElementCore
import Foundation
import WebDriverClient

/// Where a query led in an Appium session.
enum AppiumLocated {
    /// The element the query designates (`nil` for a query without steps: the app itself),
    /// and how many elements its last level matched.
    case found(ElementReference?, count: Int)
    /// No match at a step.
    case notFound(step: Int)
    /// Several matches at a step without an index, under strict matching.
    case ambiguous(step: Int, matches: [ElementSnapshot])
}

/// Resolving queries through Appium's XCUITest driver: one `find elements` request per step,
/// from the previous step's element (the first from the session, i.e. the foreground app),
/// with the step's ``AppiumLocator``; then the step's index, or strict matching.
///
/// The app a query starts from:
/// - `.underTest`, or the app under test's own bundle identifier: the session itself;
/// - `com.apple.springboard`: the session itself too (Springboard draws the system alerts
///   over any app, and the driver finds them in the foreground app's tree);
/// - any other bundle identifier: the session as well, but only while that app is in the
///   foreground (one `mobile: queryAppState` per resolution); otherwise its first step is not
///   found, so waits keep polling until it comes to the front. Resolving never activates an
///   app: bringing Settings forward is a lifecycle call (``AppiumEngine/activate(_:)``).
extension AppiumEngine {
    /// Resolves the query step by step; without a session nothing is found.
    public func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution {
        guard sessions.liveSession != nil else { return .notFound(step: 0) }
        switch try locate(query) {
        case .notFound(let step): return .notFound(step: step)
        case .ambiguous(let step, let matches): return .ambiguous(step: step, matches: matches)
        case .found(let element, let count):
            let last = query.steps.count - 1
            do throws(EngineError) {
                guard let element else { return .found(try appSnapshot(), matchCount: 1) }
                return .found(try snapshot(of: element, type: query.steps[last].type), matchCount: count)
            } catch {
                // The element went away between the lookup and the reads.
                if case .notFound = error { return .notFound(step: max(0, last)) }
                throw error
            }
        }
    }

    /// Light snapshots of every match of the last step.
    public func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        guard sessions.liveSession != nil else { return [] }
        guard let last = query.steps.last else { return [try appSnapshot()] }
        guard case .found(let parent, _) = try locate(query.parentQuery) else { return [] }
        let elements = try find(last, from: parent)
        var snapshots: [ElementSnapshot] = []
        for element in elements {
            snapshots.append(try lightSnapshot(of: element, type: last.type))
        }
        return snapshots
    }

    /// Walks the query's steps.
    func locate(_ query: ElementQuery) throws(EngineError) -> AppiumLocated {
        guard try rootIsAvailable(query.app) else { return .notFound(step: 0) }
        var current: ElementReference?
        var count = 1
        for (position, step) in query.steps.enumerated() {
            let elements: [ElementReference]
            do throws(EngineError) {
                elements = try find(step, from: current)
            } catch {
                // The previous step's element went stale: this step has nothing to search.
                if case .notFound = error { return .notFound(step: position) }
                throw error
            }
            if let index = step.index {
                guard index >= 0, index < elements.count else { return .notFound(step: position) }
                current = elements[index]
            } else if elements.count > 1, query.isStrict {
                return .ambiguous(step: position, matches: try matchReport(elements, type: step.type))
            } else if let first = elements.first {
                current = first
            } else {
                return .notFound(step: position)
            }
            count = elements.count
        }
        return .found(current, count: count)
    }

    /// The element a query designates, for an action: the app element itself for a query
    /// without steps.
    func reference(for query: ElementQuery) throws(EngineError) -> ElementReference {
        guard sessions.liveSession != nil else { throw .notFound(step: 0) }
        switch try locate(query) {
        case .notFound(let step): throw .notFound(step: step)
        case .ambiguous(let step, let matches): throw .ambiguous(step: step, matches: matches)
        case .found(let element?, _): return element
        case .found(nil, _):
            guard let app = try applicationElement() else { throw .notFound(step: 0) }
            return app
        }
    }

    /// One step's matches, below `parent` (or in the foreground app).
    func find(_ step: QueryStep, from parent: ElementReference?) throws(EngineError) -> [ElementReference] {
        let locator = try AppiumLocator.forStep(step)
        return try command("find \(step)") { session in
            try session.findElements(using: locator.strategy, value: locator.value, from: parent)
        }
    }

    /// Whether queries on `app` can be answered now (see the extension's overview).
    func rootIsAvailable(_ app: AppTarget) throws(EngineError) -> Bool {
        guard case .bundleIdentifier(let id) = app, !isAppUnderTest(app), id != AppiumSystemApps.springboard else {
            return true
        }
        return try state(ofBundle: id) == .runningForeground
    }

    /// The foreground app's `XCUIElementTypeApplication` element, if the driver returns it.
    func applicationElement() throws(EngineError) -> ElementReference? {
        try command("find the application element") { session in
            try session.findElements(using: .className, value: ElementType.application.xcuiClassName)
        }.first
    }

    /// The app itself, as a node: its application element's snapshot, or a bare application
    /// node when the driver does not return that element.
    func appSnapshot() throws(EngineError) -> ElementSnapshot {
        guard let app = try applicationElement() else { return ElementSnapshot(type: .application) }
        return try snapshot(of: app, type: .application)
    }
}

/// System apps with a role in the Appium engine.
enum AppiumSystemApps {
    /// Springboard: the home screen, and the app that shows system alerts.
    static let springboard = "com.apple.springboard"
}
