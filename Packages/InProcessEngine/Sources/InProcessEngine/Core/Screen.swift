import ElementCore
import Foundation

/// What is on screen, read from a host with the seed's rules:
///
/// 1. only the top view controller's view is searched (``TopController``);
/// 2. a view that is hidden (or fully transparent), or inside one, is left out;
/// 3. a view that receives touches (controls, cells, scroll views…) is left out when user
///    interaction is disabled on it or on an ancestor;
/// 4. a view whose frame lies outside the visible area — the top controller's view's frame,
///    narrowed by every ancestor that clips its subviews, such as a scroll view — is left out
///    (its subviews are still considered: they may be on screen).
///
/// Every view left out is remembered with the reason, so a failed search can say why.
@MainActor
struct Screen {
    /// The top controller and the bars around it.
    let top: TopController
    /// The tree the driver resolves queries against: the application, the navigation bar,
    /// the top controller's visible views and the tab bar; or the application and an alert.
    let root: ScreenElement
    /// The visible views of the top controller's view, as a forest in document order.
    let viewElements: [ScreenElement]
    /// The views left out, with why.
    let excluded: [(node: any ViewNode, reason: String)]

    /// Reads the screen, or returns `nil` when the host shows no controller.
    static func read(_ host: any InProcessHost) -> Screen? {
        guard let rootController = host.root else { return nil }
        return Screen(top: TopController(root: rootController), bounds: host.bounds)
    }

    private init(top: TopController, bounds: CGRect) {
        self.top = top
        var walker = ViewWalker()
        var views: [ScreenElement] = []
        if let view = top.controller.view {
            let area = Geometry.overlaps(view.frameInWindow, bounds) ? view.frameInWindow.intersection(bounds) : .zero
            views = walker.walk(view, area: area, inherited: .none)
        }
        viewElements = views
        excluded = walker.excluded
        var children: [ScreenElement] = []
        if let alert = top.controller.alert {
            children = [Bars.element(for: alert)]
        } else {
            if let navigation = top.navigation, let bar = Bars.element(for: navigation, in: bounds) { children.append(bar) }
            children += views
            if let tabs = top.tabs, let bar = Bars.element(for: tabs, in: bounds) { children.append(bar) }
        }
        root = ScreenElement(role: .application, type: .application, frame: bounds, children: children)
    }

    /// The elements from the root down to the one at `path` (child positions), or `nil`.
    func elements(at path: [Int]) -> [ScreenElement]? {
        var chain = [root]
        for index in path {
            guard let last = chain.last, index >= 0, index < last.children.count else { return nil }
            chain.append(last.children[index])
        }
        return chain
    }

    /// Every visible view of the top controller, depth first, in document order.
    var allViews: [ScreenElement] {
        viewElements.flatMap { $0.flattened() }
    }
}

/// Walks a view tree with the visibility rules.
@MainActor
struct ViewWalker {
    /// Why views below an excluded ancestor are excluded too.
    struct Inherited {
        var hidden: String?
        var interaction: String?
        static let none = Inherited()
    }

    private(set) var excluded: [(node: any ViewNode, reason: String)] = []
    /// The deepest view hierarchy followed.
    static let maximumDepth = 200

    mutating func walk(_ node: any ViewNode, area: CGRect, inherited: Inherited, depth: Int = 0) -> [ScreenElement] {
        guard depth < Self.maximumDepth else { return [] }
        let frame = node.frameInWindow
        var reason = inherited.hidden
        if reason == nil, node.isHidden { reason = "it is hidden" }
        if reason == nil, node.alpha < 0.01 { reason = "it is fully transparent (alpha \(node.alpha))" }
        if reason == nil, node.kind.isInteractive {
            reason = inherited.interaction ?? (node.isUserInteractionEnabled ? nil : "user interaction is disabled on it")
        }
        if reason == nil, !Geometry.overlaps(frame, area) {
            reason = "it is outside the visible area: its frame is \(Self.text(frame)), the visible area \(Self.text(area))"
        }
        var children: [ScreenElement] = []
        if !node.kind.isLeaf {
            var below = inherited
            if below.hidden == nil, node.isHidden || node.alpha < 0.01 { below.hidden = "its ancestor \(describe(node)) is hidden" }
            if below.interaction == nil, !node.isUserInteractionEnabled {
                below.interaction = "user interaction is disabled on its ancestor \(describe(node))"
            }
            let childArea = node.clipsToBounds ? (Geometry.overlaps(frame, area) ? frame.intersection(area) : .zero) : area
            for subview in node.subviews {
                children += walk(subview, area: childArea, inherited: below, depth: depth + 1)
            }
        }
        if let reason {
            excluded.append((node, reason))
            // An off-screen container's subviews may still be on screen: they stand in its place.
            return children
        }
        return [ViewElements.element(for: node, frame: frame, area: area, children: children)]
    }

    static func text(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", Double(value))
        }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
    }
}
