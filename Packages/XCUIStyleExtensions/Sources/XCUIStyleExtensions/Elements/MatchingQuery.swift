import ElementCore
import Foundation

/// Every element of a type (any type by default) below a parent that passes a predicate: what
/// a query is in XCUI (`XCUIElementQuery`), for every engine. Einstein's query helpers return
/// it where XCUI is not the engine, with the members they use.
///
/// ```swift
/// let rows = Table(id: "Results").cells.matching(predicate: .label(.beginsWith, "Row"))
/// #expect(rows.count == 3)
/// rows.element(boundBy: 2).tap()
/// ```
///
/// A query is a description, read from the engine every time it is used, so it never goes
/// stale. Its elements are ``MatchingElement``s.
public struct MatchingQuery: Sendable, CustomStringConvertible {
    /// The element whose descendants are searched.
    public let parent: any Element
    /// The type of node matched; `.any` matches every type.
    public let type: ElementType
    /// The conditions matches must meet (predicates, and what they must contain).
    public let filters: [any QueryFilter]

    /// The elements of `type` below `parent` that pass `predicate`.
    public init(type: ElementType? = nil, parent: any Element = Application.underTest, predicate: EasyPredicate? = nil) {
        self.init(type: type ?? .any, parent: parent, filters: predicate.map { [$0] } ?? [])
    }

    private init(type: ElementType, parent: any Element, filters: [any QueryFilter]) {
        self.type = type
        self.parent = parent
        self.filters = filters
    }

    /// The single element the query matches: using it fails when there are several (strict
    /// matching) or none.
    public var element: MatchingElement { prototype(index: nil) }

    /// A match, at `index` or (`nil`) the only one.
    private func prototype(id: String? = nil, index: Int?) -> MatchingElement {
        var match = MatchingElement(type: type, id: id, index: index, parent: parent)
        match.locator.filters = filters
        return match
    }

    /// The same query with one more condition.
    private func adding(_ filter: any QueryFilter) -> MatchingQuery {
        MatchingQuery(type: type, parent: parent, filters: filters + [filter])
    }

    /// The first match, in document order.
    public var firstMatch: MatchingElement { element(boundBy: 0) }

    /// The match at `index`, in document order.
    public func element(boundBy index: Int) -> MatchingElement { prototype(index: index) }

    /// The match whose identifier or label is `identifier`.
    public subscript(_ identifier: String) -> MatchingElement { prototype(id: identifier, index: nil) }

    /// How many elements match right now. Never waits.
    public var count: Int { ElementOperations.allMatches(of: element).count }

    /// Every match right now, each by its position.
    public var allElementsBoundByIndex: [MatchingElement] { (0..<count).map(element(boundBy:)) }

    /// The match at `index`, or `nil` when there are not that many right now.
    public func element(safeIndex index: Int) -> MatchingElement? {
        index >= 0 && index < count ? element(boundBy: index) : nil
    }

    /// The query when it is empty (`empty: true`) or not (`empty: false`, the default), else
    /// `nil` with a test failure saying how many elements it matched.
    @discardableResult
    public func assertEmpty(
        empty: Bool = false,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> MatchingQuery? {
        let found = count
        guard (found == 0) != empty else { return self }
        let expected = empty ? "empty" : "not empty"
        let observed = "\(found) element\(found == 1 ? "" : "s")"
        Failures.record(XCUIStyleFailure(.mismatch, attempt: "expect \(description) to be \(expected)", query: element.queryDescription,
                                         expected: expected, observed: observed, description: """
        Expected \(description) to be \(expected), but it matched \(observed).
          Query:     \(element.queryDescription)
        """), fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }

    /// The matches that also pass `predicate`.
    public func matching(predicate: EasyPredicate) -> MatchingQuery { adding(predicate) }

    /// The matches that also pass the predicates (all of them, or as `logic` says).
    public func matching(predicates: [EasyPredicate], logic: PredicateLogic = .and) -> MatchingQuery {
        predicates.isEmpty ? self : matching(predicate: predicates.merged(withLogic: logic))
    }

    /// The matches that also pass `predicate` (the name Einstein's README uses).
    public func filter(predicate: EasyPredicate) -> MatchingQuery { matching(predicate: predicate) }

    /// The matches whose identifier (or label) is `identifier`.
    public func matching(identifier: String) -> MatchingQuery { matching(predicate: .identifier(identifier) || .label(.equals, identifier)) }

    /// The single match that also passes `predicate`.
    public func element(predicate: EasyPredicate) -> MatchingElement { matching(predicate: predicate).element }

    /// The single match that also passes the predicates.
    public func element(predicates: [EasyPredicate], logic: PredicateLogic = .and) -> MatchingElement {
        matching(predicates: predicates, logic: logic).element
    }

    /// The matches that contain a descendant passing `predicate`.
    public func containing(predicate: EasyPredicate) -> MatchingQuery { adding(ContainingFilter(predicate: predicate)) }

    /// The matches that contain a descendant passing the predicates.
    public func containing(predicates: [EasyPredicate], logic: PredicateLogic = .and) -> MatchingQuery {
        containing(predicate: predicates.merged(withLogic: logic))
    }

    /// The elements of `type` below the first match.
    public func descendants(matching type: ElementType) -> MatchingQuery { MatchingQuery(type: type, parent: firstMatch) }

    /// The elements of `type` below the first match (engines other than XCUI search every
    /// level, not only direct children).
    public func children(matching type: ElementType) -> MatchingQuery { descendants(matching: type) }

    /// The elements below the first match that pass `predicate`.
    public func descendants(predicate: EasyPredicate) -> MatchingQuery {
        MatchingQuery(parent: firstMatch, predicate: predicate)
    }

    /// The elements below the first match that pass the predicates.
    public func descendants(predicates: [EasyPredicate], logic: PredicateLogic = .and) -> MatchingQuery {
        descendants(predicate: predicates.merged(withLogic: logic))
    }

    /// e.g. `Button where label BEGINSWITH "Log"`.
    public var description: String { element.query.steps.last?.description ?? "App" }
}

/// Passes nodes with a descendant that passes a predicate (XCUI's `containing(_:)`). It reads
/// the node's snapshot's children: the in-memory engine, the web engine (whose page runtime
/// sends each candidate's descendants for such a step) and Appium provide them; the XCUI engine
/// refuses the query with a clear error (XCUI's own `containing(_:)` is there instead).
struct ContainingFilter: QueryFilter {
    let predicate: EasyPredicate

    /// It reads the node's descendants.
    var inspectsDescendants: Bool { true }

    /// No single-node `NSPredicate` says it.
    var predicateFormat: String? { nil }

    func evaluate(_ snapshot: ElementSnapshot) throws -> Bool {
        var pending = snapshot.children
        while let node = pending.popLast() {
            if try predicate.evaluate(node) { return true }
            pending += node.children
        }
        return false
    }

    var description: String { "containing (\(predicate.format))" }
}
