import ElementCore
import Foundation
import XCTest
#if !canImport(Darwin)
import XCUIShim
#endif

/// The nodes one query step matches below an element, built as TABTestKit built them:
/// `descendants(matching: type)`, then `matching(type, identifier: id)` when the step has an
/// id, then `matching(predicate)` for each filter that has an `NSPredicate` format.
///
/// Filters without a format are evaluated here, on a snapshot of each remaining match, and
/// the kept matches are addressed by their position in the XCUI query.
@MainActor
struct XCUICandidates {
    /// The XCUI query of the step.
    let query: XCUIElementQuery
    /// Positions in ``query`` that passed the snapshot-evaluated filters, or `nil` when XCUI
    /// evaluated every filter.
    let kept: [Int]?
    /// How many nodes the step matches.
    let count: Int

    init(step: QueryStep, below parent: XCUIElement, identifierMatching: XCUIEngine.Configuration.IdentifierMatching) throws(EngineError) {
        let type = try XCUITypeMapping.xcui(step.type)
        var query = parent.descendants(matching: type)
        if let id = step.id {
            query = query.matching(type, identifier: id)
            if identifierMatching == .identifierOrLabel {
                query = query.matching(NSPredicate(format: "identifier == %@ OR label == %@", argumentArray: [id, id]))
            }
        }
        var evaluated: [any QueryFilter] = []
        for filter in step.filters {
            if let contained = filter as? ContainingElement {
                query = query.containing(try XCUITypeMapping.xcui(contained.type), identifier: contained.id)
                continue
            }
            if filter.inspectsDescendants {
                throw .unsupported("The XCUI engine cannot filter \(step) on what it contains (\(filter)); use XCUI's own containing(_:) through underlyingXCUIElement.")
            }
            if let format = filter.predicateFormat {
                query = query.matching(try PredicateText.predicate(format))
            } else {
                evaluated.append(filter)
            }
        }
        self.query = query
        if evaluated.isEmpty {
            kept = nil
            count = query.count
            return
        }
        var positions: [Int] = []
        for position in 0..<query.count {
            guard let snapshot = try? query.element(boundBy: position).snapshot() else { continue }
            if try SnapshotResolver.passes(evaluated, XCUISnapshotReader.attributes(of: snapshot)) {
                positions.append(position)
            }
        }
        kept = positions
        count = positions.count
    }

    /// The match at `position` (0 ..< ``count``).
    func element(at position: Int) -> XCUIElement {
        guard let kept else { return query.element(boundBy: position) }
        return query.element(boundBy: kept.indices.contains(position) ? kept[position] : Int.max)
    }

    /// Full snapshots of the first `limit` matches (all when `nil`).
    func snapshots(parentFrame: CGRect, appFrame: CGRect, limit: Int? = nil) -> [ElementSnapshot] {
        let shown = min(count, max(0, limit ?? count))
        return (0..<shown).compactMap {
            XCUISnapshotReader.snapshot(of: element(at: $0), parentFrame: parentFrame, appFrame: appFrame)
        }
    }
}
