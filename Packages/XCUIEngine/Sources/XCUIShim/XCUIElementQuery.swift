// `XCUIElementQuery`, mirroring XCUIElementQuery.h as imported into Swift (main-actor; it conforms to
// the main-actor XCUIElementTypeQueryProvider protocol).
//
// Resolution rules (see README): `descendants(matching:)` = all descendants of that type in document
// order (`.any` = all); `children(matching:)` = direct children; `matching(type, identifier:)` keeps
// nodes of that type whose identifier OR label equals the identifier; `element(boundBy:)` indexes the
// matches; `element` requires exactly one match; `firstMatch` takes the first.
#if !canImport(Darwin)
import Foundation

@preconcurrency @MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider {
    nonisolated let shimPath: ShimPath

    nonisolated init(shimPath: ShimPath) {
        self.shimPath = shimPath
    }

    nonisolated private func shimRecord(_ suffix: String) {
        XCUIShimRecorder.shared.record(shimPath.rendered + "." + suffix)
    }

    nonisolated private func canonical(_ type: XCUIElement.ElementType) -> XCUIElement.ElementType {
        type == .any ? shimPath.currentType : type
    }

    // MARK: Elements

    /// An element that must resolve to exactly one match.
    public var element: XCUIElement {
        XCUIElement(shimPath: shimPath.appending(.element))
    }

    /// Evaluates the query now and returns the number of matches.
    public var count: Int {
        shimRecord("count")
        return ShimResolver.resolve(shimPath).nodes.count
    }

    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(shimPath: shimPath.appending(.index(index)))
    }

    public func element(matching predicate: NSPredicate) -> XCUIElement {
        XCUIElement(shimPath: shimPath.appending(.matchingPredicate(ShimPredicateBox(predicate: predicate))).appending(.element))
    }

    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        XCUIElement(shimPath: shimPath.appending(.matching(canonical(elementType), identifier)).appending(.element))
    }

    /// `query["id"]`: the unique element whose identifier or label is `key`.
    public subscript(key: String) -> XCUIElement {
        element(matching: .any, identifier: key)
    }

    public var firstMatch: XCUIElement {
        XCUIElement(shimPath: shimPath.appending(.firstMatch))
    }

    /// Evaluates the query now; element `i` is `element(boundBy: i)`.
    public var allElementsBoundByIndex: [XCUIElement] {
        shimRecord("allElementsBoundByIndex")
        let count = ShimResolver.resolve(shimPath).nodes.count
        return (0..<count).map { element(boundBy: $0) }
    }

    /// Same as `allElementsBoundByIndex` in the shim (elements are re-resolved by index).
    public var allElementsBoundByAccessibilityElement: [XCUIElement] {
        shimRecord("allElementsBoundByAccessibilityElement")
        let count = ShimResolver.resolve(shimPath).nodes.count
        return (0..<count).map { element(boundBy: $0) }
    }

    // MARK: Chaining

    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(shimPath: shimPath.appending(.descendants(type)))
    }

    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(shimPath: shimPath.appending(.children(type)))
    }

    /// Filters with a predicate (see ShimPredicate.swift for the supported `NSPredicate(format:)` subset).
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(shimPath: shimPath.appending(.matchingPredicate(ShimPredicateBox(predicate: predicate))))
    }

    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(shimPath: shimPath.appending(.matching(canonical(elementType), identifier)))
    }

    public func matching(identifier: String) -> XCUIElementQuery {
        matching(.any, identifier: identifier)
    }

    /// Keeps matches that have a descendant satisfying the predicate.
    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(shimPath: shimPath.appending(.containingPredicate(ShimPredicateBox(predicate: predicate))))
    }

    /// Keeps matches that have a descendant of that type whose identifier or label equals `identifier`.
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(shimPath: shimPath.appending(.containing(elementType, identifier)))
    }

    public var debugDescription: String {
        shimRecord("debugDescription")
        let nodes = ShimResolver.resolve(shimPath).nodes
        return (["Query: " + shimPath.rendered, "\(nodes.count) match(es)"] + nodes.map { $0.description })
            .joined(separator: "\n")
    }
}
#endif
