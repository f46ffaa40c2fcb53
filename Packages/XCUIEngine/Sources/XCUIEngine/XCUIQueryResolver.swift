import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

/// Resolves an `ElementQuery` to an `XCUIElement`, level by level, with the
/// rules of `Engine`: a step with an index takes that match; a step without one
/// requires a single match (`count`) when the query is strict and takes the first otherwise.
/// Every chosen match is addressed with `element(boundBy:)`, so XCUI never has to pick one.
@MainActor
struct XCUIQueryResolver {
    /// Where a query led.
    struct Located {
        /// The element the query designates.
        let element: XCUIElement
        /// The element its last step searched below (the application for one-step queries).
        let parent: XCUIElement
        /// How many nodes the last step matched.
        let matchCount: Int
    }

    /// The outcome of ``locate(_:)``.
    enum Outcome {
        case located(Located)
        case failed(Resolution)
    }

    let app: XCUIApplication
    let configuration: XCUIEngine.Configuration

    /// Finds the element a query designates. Queries on an application that is not running
    /// find nothing (XCUI would fail the test instead).
    func locate(_ query: ElementQuery) throws(EngineError) -> Outcome {
        guard app.state != .notRunning else { return .failed(.notFound(step: 0)) }
        var current: XCUIElement = app
        var parent: XCUIElement = app
        var matchCount = 1
        for (position, step) in query.steps.enumerated() {
            let candidates = try XCUICandidates(step: step, below: current, identifierMatching: configuration.identifierMatching)
            matchCount = candidates.count
            let chosen: XCUIElement
            if let index = step.index {
                guard index >= 0, index < candidates.count else { return .failed(.notFound(step: position)) }
                chosen = candidates.element(at: index)
            } else if candidates.count == 0 {
                return .failed(.notFound(step: position))
            } else if candidates.count > 1, query.isStrict {
                let appFrame = app.frame
                let matches = candidates.snapshots(
                    parentFrame: frame(of: current, appFrame: appFrame), appFrame: appFrame,
                    limit: configuration.maximumReportedMatches
                )
                return .failed(.ambiguous(step: position, matches: matches))
            } else {
                chosen = candidates.element(at: 0)
            }
            parent = current
            current = chosen
        }
        return .located(Located(element: current, parent: parent, matchCount: matchCount))
    }

    /// Resolves a query to a snapshot of its element.
    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution {
        switch try locate(query) {
        case .failed(let resolution):
            return resolution
        case .located(let located):
            guard !query.steps.isEmpty else {
                return .found(XCUISnapshotReader.snapshot(ofApplication: app), matchCount: 1)
            }
            let appFrame = app.frame
            guard let snapshot = XCUISnapshotReader.snapshot(
                of: located.element, parentFrame: frame(of: located.parent, appFrame: appFrame), appFrame: appFrame
            ) else {
                return .notFound(step: query.steps.count - 1)
            }
            return .found(snapshot, matchCount: located.matchCount)
        }
    }

    /// Snapshots of every node the query's last step matches, its index ignored; empty when
    /// an ancestor step does not resolve.
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] {
        guard let last = query.steps.last else {
            guard app.state != .notRunning else { return [] }
            return [XCUISnapshotReader.snapshot(ofApplication: app)]
        }
        guard case .located(let parent) = try locate(query.parentQuery) else { return [] }
        let candidates = try XCUICandidates(step: last, below: parent.element, identifierMatching: configuration.identifierMatching)
        let appFrame = app.frame
        return candidates.snapshots(parentFrame: frame(of: parent.element, appFrame: appFrame), appFrame: appFrame)
    }

    /// The frame of an element, reusing the app's frame when the element is the app.
    func frame(of element: XCUIElement, appFrame: CGRect? = nil) -> CGRect {
        if element === app, let appFrame { return appFrame }
        return element.frame
    }
}
