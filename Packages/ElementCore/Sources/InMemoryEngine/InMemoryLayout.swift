import ElementCore
import Foundation

/// Where every node of a tree is, which nodes exist, and what each one can be seen and
/// touched through. Computed once per change of the tree.
struct InMemoryLayout {
    /// The simulated screen.
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Existing nodes in document order.
    private(set) var order: [InMemoryNode] = []
    /// For each existing node: its position in `order`, and the end of its subtree there.
    private(set) var ranges: [ObjectIdentifier: Range<Int>] = [:]
    private(set) var frames: [ObjectIdentifier: CGRect] = [:]
    private(set) var clips: [ObjectIdentifier: CGRect] = [:]
    private(set) var contentSizes: [ObjectIdentifier: CGSize] = [:]
    private(set) var modals: [InMemoryNode] = []

    init(root: InMemoryNode) {
        _ = place(root, at: CGPoint(x: Self.screen.minX, y: Self.screen.minY), width: Self.screen.width)
        realize(root, clip: Self.screen, lazyArea: nil)
    }

    /// Lays out `node` at `origin` and returns its size.
    private mutating func place(_ node: InMemoryNode, at origin: CGPoint, width: CGFloat) -> CGSize {
        let id = ObjectIdentifier(node)
        let visibleChildren = node.children.filter { !$0.isHidden }
        var frame: CGRect
        if let explicit = node.explicitFrame {
            frame = explicit
        } else if visibleChildren.isEmpty {
            frame = CGRect(origin: origin, size: CGSize(width: width, height: node.height))
        } else if node.isScrollContainer {
            let bottom = max(origin.y + 44, Self.screen.maxY)
            frame = CGRect(x: origin.x, y: origin.y, width: width, height: bottom - origin.y)
        } else {
            frame = CGRect(origin: origin, size: CGSize(width: width, height: 0))
        }
        let contentOrigin = node.isScrollContainer
            ? CGPoint(x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
            : frame.origin
        var cursor = contentOrigin
        var content = CGSize.zero
        // A horizontal scroller gives each child a full page; other rows share their width.
        let childWidth = node.isHorizontal && !node.isScrollContainer
            ? frame.width / CGFloat(max(1, visibleChildren.count))
            : frame.width
        for child in visibleChildren {
            let size = place(child, at: cursor, width: childWidth)
            if node.isHorizontal {
                cursor.x += size.width
                content = CGSize(width: content.width + size.width, height: max(content.height, size.height))
            } else {
                cursor.y += size.height
                content = CGSize(width: max(content.width, size.width), height: content.height + size.height)
            }
        }
        if node.explicitFrame == nil, !visibleChildren.isEmpty, !node.isScrollContainer {
            frame.size = node.isHorizontal ? CGSize(width: width, height: content.height) : CGSize(width: width, height: content.height)
        }
        frames[id] = frame
        contentSizes[id] = content
        return frame.size
    }

    /// Records which nodes exist (not hidden, not outside a lazy container's area) in
    /// document order, with the area each one is seen through.
    private mutating func realize(_ node: InMemoryNode, clip: CGRect, lazyArea: CGRect?) {
        let id = ObjectIdentifier(node)
        guard let frame = frames[id] else { return }
        if let lazyArea, !Geometry.overlaps(frame, lazyArea) { return }
        let start = order.count
        order.append(node)
        clips[id] = clip
        if node.isModal { modals.append(node) }
        var childClip = clip
        var childLazy: CGRect?
        if node.isScrollContainer {
            childClip = clip.intersection(frame)
            if let margin = node.lazyMargin { childLazy = frame.insetBy(dx: -margin, dy: -margin) }
        }
        for child in node.children where !child.isHidden {
            realize(child, clip: childClip, lazyArea: childLazy)
        }
        ranges[id] = start..<order.count
    }

    /// Whether the node exists (is in the accessibility tree).
    func exists(_ node: InMemoryNode) -> Bool { ranges[ObjectIdentifier(node)] != nil }

    /// The existing descendants of `node` in document order.
    func descendants(of node: InMemoryNode) -> ArraySlice<InMemoryNode> {
        guard let range = ranges[ObjectIdentifier(node)] else { return [] }
        return order[(range.lowerBound + 1)..<range.upperBound]
    }

    func frame(of node: InMemoryNode) -> CGRect { frames[ObjectIdentifier(node)] ?? .zero }

    func contentSize(of node: InMemoryNode) -> CGSize { contentSizes[ObjectIdentifier(node)] ?? .zero }

    /// Whether the node's box intersects what its ancestors and the screen let be seen.
    func isVisible(_ node: InMemoryNode) -> Bool {
        let id = ObjectIdentifier(node)
        guard let frame = frames[id], let clip = clips[id], frame.width > 0, frame.height > 0 else { return false }
        return Geometry.overlaps(frame, clip)
    }

    /// `nil` when a tap at the node's centre reaches it, else why not.
    func notHittableReason(_ node: InMemoryNode) -> String? {
        let id = ObjectIdentifier(node)
        guard isVisible(node), let frame = frames[id], let clip = clips[id] else { return "it is not visible" }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        guard Geometry.contains(clip, centre) else { return "its centre is scrolled out of view" }
        guard let position = ranges[id]?.lowerBound else { return "it does not exist" }
        for modal in modals.reversed() where modal !== node {
            guard let modalRange = ranges[ObjectIdentifier(modal)] else { continue }
            // A modal without an explicit frame dims the whole screen, as an alert does.
            let modalFrame = modal.explicitFrame ?? Self.screen
            if modalRange.contains(position) { continue }
            if modalRange.lowerBound > position, Geometry.contains(modalFrame, centre) {
                return "covered by \(modal.summary)"
            }
        }
        return nil
    }
}
