// Lazy query paths and their resolution against the ShimNode tree (XCUITest semantics).
#if !canImport(Darwin)
import Foundation

/// An NSPredicate inside a (Sendable) query path. Predicates are immutable once created.
struct ShimPredicateBox: @unchecked Sendable {
    let predicate: NSPredicate
}

enum ShimStep: Sendable {
    case descendants(XCUIElement.ElementType)
    case children(XCUIElement.ElementType)
    case matching(XCUIElement.ElementType, String?)
    case matchingPredicate(ShimPredicateBox)
    case containing(XCUIElement.ElementType, String?)
    case containingPredicate(ShimPredicateBox)
    /// `.element`: the query must have exactly one match.
    case element
    /// `.element(boundBy:)`.
    case index(Int)
    /// `.firstMatch`.
    case firstMatch

    var isElementStep: Bool {
        switch self {
        case .element, .index, .firstMatch: return true
        default: return false
        }
    }

    var rendered: String {
        switch self {
        case .descendants(let type): return ".descendants(" + ShimRender.type(type) + ")"
        case .children(let type): return ".children(" + ShimRender.type(type) + ")"
        case .matching(let type, let id): return ".matching(" + ShimRender.type(type) + ", " + ShimRender.optionalString(id) + ")"
        case .matchingPredicate(let box): return ".matching(NSPredicate(" + ShimRender.string(box.predicate.shimFormat) + "))"
        case .containing(let type, let id): return ".containing(" + ShimRender.type(type) + ", " + ShimRender.optionalString(id) + ")"
        case .containingPredicate(let box): return ".containing(NSPredicate(" + ShimRender.string(box.predicate.shimFormat) + "))"
        case .element: return ".element"
        case .index(let index): return ".element(\(index))"
        case .firstMatch: return ".firstMatch"
        }
    }
}

/// Where a query or element starts (an application) plus the lazy steps applied to it.
struct ShimPath: Sendable {
    /// nil = the default `XCUIApplication()`.
    let bundleIdentifier: String?
    let steps: [ShimStep]

    func appending(_ step: ShimStep) -> ShimPath {
        ShimPath(bundleIdentifier: bundleIdentifier, steps: steps + [step])
    }

    var root: String {
        bundleIdentifier.map { "app(" + ShimRender.string($0) + ")" } ?? "app"
    }

    var rendered: String {
        root + steps.map(\.rendered).joined()
    }

    /// The element type a query currently yields (used to canonicalise `matching(.any, ...)`).
    var currentType: XCUIElement.ElementType {
        for step in steps.reversed() {
            switch step {
            case .descendants(let type), .children(let type): return type
            case .matching(let type, _) where type != .any: return type
            case .element, .index, .firstMatch: return .any
            default: continue
            }
        }
        return .application
    }
}

/// Outcome of resolving an element path.
enum ShimElementResolution {
    case none
    case unique(ShimNode)
    /// More than one match where one was required; carries the first match and the count.
    case ambiguous(ShimNode, Int)

    var node: ShimNode? {
        switch self {
        case .none: return nil
        case .unique(let node), .ambiguous(let node, _): return node
        }
    }
}

enum ShimResolver {
    private static func matches(_ node: ShimNode, _ type: XCUIElement.ElementType, _ identifier: String?) -> Bool {
        (type == .any || node.elementType == type)
            && (identifier == nil || node.identifier == identifier || node.label == identifier)
    }

    private static func unique(_ nodes: [ShimNode]) -> [ShimNode] {
        var seen = Set<ObjectIdentifier>()
        return nodes.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Resolves a path to its matches. `ambiguity` is set if an intermediate or final `.element`
    /// step saw more than one match (XCUITest would fail); resolution then continues with the first.
    static func resolve(_ path: ShimPath) -> (nodes: [ShimNode], ambiguity: Int?) {
        let root = XCUIShimHarness.root(forBundleIdentifier: path.bundleIdentifier)
        return ShimTree.locked {
            var current = [root]
            var ambiguity: Int?
            for step in path.steps {
                switch step {
                case .descendants(let type):
                    current = unique(current.flatMap { $0.allDescendants.filter { matches($0, type, nil) } })
                case .children(let type):
                    current = unique(current.flatMap { $0.children.filter { matches($0, type, nil) } })
                case .matching(let type, let id):
                    current = current.filter { matches($0, type, id) }
                case .matchingPredicate(let box):
                    current = current.filter { box.predicate.evaluate(with: $0) }
                case .containing(let type, let id):
                    current = current.filter { node in node.allDescendants.contains { matches($0, type, id) } }
                case .containingPredicate(let box):
                    current = current.filter { node in node.allDescendants.contains { box.predicate.evaluate(with: $0) } }
                case .element:
                    if current.count > 1 { ambiguity = current.count }
                    current = Array(current.prefix(1))
                case .index(let index):
                    current = current.indices.contains(index) ? [current[index]] : []
                case .firstMatch:
                    current = Array(current.prefix(1))
                }
            }
            return (current, ambiguity)
        }
    }

    /// Resolves an element path (the last element step decides uniqueness).
    static func resolveElement(_ path: ShimPath) -> ShimElementResolution {
        let (nodes, ambiguity) = resolve(path)
        guard let first = nodes.first else { return .none }
        if let ambiguity { return .ambiguous(first, ambiguity) }
        return .unique(first)
    }
}

extension ShimNode: ShimAttributeSource {
    func shimAttribute(_ key: ShimAttributeKey) -> ShimPredicateValue {
        switch key {
        case .identifier: return .string(identifier)
        case .label: return .string(label)
        case .title: return .string(title)
        case .value: return ShimPredicateValue.from(value)
        case .placeholderValue: return placeholderValue.map { .string($0) } ?? .null
        case .elementType: return .number(Double(elementType.rawValue))
        case .exists: return .bool(true)
        case .isEnabled: return .bool(isEnabled)
        case .isSelected: return .bool(isSelected)
        case .isHittable: return .bool(isHittable)
        case .hasFocus: return .bool(hasFocus)
        case .horizontalSizeClass: return .number(Double(horizontalSizeClass.rawValue))
        case .verticalSizeClass: return .number(Double(verticalSizeClass.rawValue))
        case .state: return .null
        }
    }
}
#endif
