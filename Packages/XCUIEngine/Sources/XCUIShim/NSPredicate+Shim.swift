// `NSPredicate(format:)` for swift-corelibs-foundation.
//
// On Apple, `NSPredicate(format:_:)` and `NSPredicate(format:argumentArray:)` come from Foundation.
// swift-corelibs-foundation declares them unavailable, so the shim supplies available initializers
// with the same Swift signatures (overload resolution prefers them over the unavailable ones). They
// build a block-based NSPredicate that evaluates the subset documented in ShimPredicate.swift against
// shim elements / nodes, and remember the canonical text for the call log (`shimFormat`).
//
// Because the result is an ordinary NSPredicate, swift-corelibs-xctest's `XCTNSPredicateExpectation`
// and `XCTWaiter` work with it unchanged:
//
//     let exists = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: element)
//     XCTWaiter().wait(for: [exists], timeout: 5)
#if !canImport(Darwin)
import Foundation

extension NSPredicate {
    /// Same signature as Apple's. Parses the shim's predicate subset; a parse error is reported as an
    /// `XCUIShimFailure` and the predicate then always evaluates to false.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(shimFormat: predicateFormat, arguments: args.map { $0 as Any })
    }

    /// Same signature as Apple's.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(shimFormat: predicateFormat, arguments: arguments ?? [])
    }

    private convenience init(shimFormat format: String, arguments: [Any]) {
        switch ShimPredicateParser.parse(format, arguments: arguments) {
        case .success(let node):
            self.init(block: { object, _ in
                node.evaluate(object as? ShimAttributeSource)
            })
            ShimPredicateRegistry.register(self, text: node.rendered)
        case .failure(let error):
            self.init(block: { _, _ in false })
            ShimPredicateRegistry.register(self, text: format)
            XCUIShimHarness.report("Invalid predicate: \(error)", call: "NSPredicate(format: \(ShimRender.string(format)))")
        }
    }

    /// Shim-only: canonical text of a predicate created with `NSPredicate(format:)` (single-quoted
    /// strings, normalised operators), compound predicates rendered from their parts, `<block>` for
    /// block predicates. Use this instead of `predicateFormat`, which corelibs deprecates.
    public var shimFormat: String {
        if let text = ShimPredicateRegistry.text(for: self) { return text }
        if let compound = self as? NSCompoundPredicate {
            let parts = compound.subpredicates.map { predicate -> String in
                let text = predicate.shimFormat
                return (predicate is NSCompoundPredicate) ? "(" + text + ")" : text
            }
            switch compound.compoundPredicateType {
            case .not: return "NOT " + (parts.first ?? "")
            case .and: return parts.joined(separator: " AND ")
            case .or: return parts.joined(separator: " OR ")
            @unknown default: return parts.joined(separator: " ? ")
            }
        }
        return "<block>"
    }
}

/// Remembers the text of predicates created through `NSPredicate(format:)`.
enum ShimPredicateRegistry {
    private final class Entry: @unchecked Sendable {
        weak var predicate: NSPredicate?
        let text: String
        init(_ predicate: NSPredicate, _ text: String) {
            self.predicate = predicate
            self.text = text
        }
    }

    private static let entries = ShimLocked<[ObjectIdentifier: Entry]>([:])

    static func register(_ predicate: NSPredicate, text: String) {
        entries.withLock { entries in
            if entries.count > 512 {
                entries = entries.filter { $0.value.predicate != nil }
            }
            entries[ObjectIdentifier(predicate)] = Entry(predicate, text)
        }
    }

    static func text(for predicate: NSPredicate) -> String? {
        entries.withLock { entries in
            guard let entry = entries[ObjectIdentifier(predicate)], entry.predicate === predicate else { return nil }
            return entry.text
        }
    }
}
#endif
