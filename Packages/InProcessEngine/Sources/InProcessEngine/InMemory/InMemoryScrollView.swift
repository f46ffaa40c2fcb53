import Foundation

/// What an ``InMemoryScrollView`` tells its delegate (`UIScrollViewDelegate`). Every method
/// does nothing by default.
@preconcurrency @MainActor
public protocol InMemoryScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: InMemoryScrollView)
    /// A drag began.
    func scrollViewWillBeginDragging(_ scrollView: InMemoryScrollView)
    /// A drag ended.
    func scrollViewDidEndDragging(_ scrollView: InMemoryScrollView, willDecelerate decelerate: Bool)
    /// The scrolling came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: InMemoryScrollView)
}

extension InMemoryScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: InMemoryScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: InMemoryScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: InMemoryScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: InMemoryScrollView) {}
}

/// A pull-to-refresh control (`UIRefreshControl`): refreshing sends its value-changed actions.
@preconcurrency @MainActor
open class InMemoryRefreshControl: InMemoryControl {
    /// Whether it is refreshing.
    public private(set) var isRefreshing = false

    /// Starts refreshing (without sending actions).
    public func beginRefreshing() { isRefreshing = true }
    /// Stops refreshing.
    public func endRefreshing() { isRefreshing = false }
}

/// A scroll view (`UIScrollView`). It clips its subviews, so content scrolled out of it is
/// off screen.
@preconcurrency @MainActor
open class InMemoryScrollView: InMemoryView {
    /// The point of the content shown at the top left.
    public private(set) var contentOffset: CGPoint = .zero
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Insets around the content.
    open var contentInset = EdgeInsets()
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the view's size.
    open var isPagingEnabled = false
    /// The refresh control, if any.
    open var refreshControl: InMemoryRefreshControl?
    /// The delegate told about scrolling. Tables and collection views tell it about
    /// selection too, when it adopts their delegate protocol.
    public weak var delegate: (any InMemoryScrollViewDelegate)?

    /// A scroll view; it clips its subviews.
    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Moves the content and tells the delegate it scrolled.
    public func setContentOffset(_ offset: CGPoint, animated: Bool = false) {
        contentOffset = offset
        contentOffsetDidChange()
        delegate?.scrollViewDidScroll(self)
    }

    /// Called after the offset changed, before the delegate hears of it.
    func contentOffsetDidChange() {}

    override var boundsOrigin: CGPoint { contentOffset }
    override var kind: ViewKind { .scrollView }
    override var node: any ViewNode { MemoryScrollNode(base: self) }

    /// Swipes up (the content moves up: what is below comes into view). Returns whether it moved.
    @discardableResult public func swipeUp() -> Bool { Interactions.swipe(MemoryScrollNode(base: self), .up) }
    /// Swipes down (what is above comes into view). Returns whether it moved.
    @discardableResult public func swipeDown() -> Bool { Interactions.swipe(MemoryScrollNode(base: self), .down) }
    /// Swipes left (what is on the right comes into view). Returns whether it moved.
    @discardableResult public func swipeLeft() -> Bool { Interactions.swipe(MemoryScrollNode(base: self), .left) }
    /// Swipes right (what is on the left comes into view). Returns whether it moved.
    @discardableResult public func swipeRight() -> Bool { Interactions.swipe(MemoryScrollNode(base: self), .right) }
}

struct MemoryScrollNode: MemoryNode, ScrollNode {
    let base: InMemoryScrollView
    var contentOffset: CGPoint { base.contentOffset }
    var contentSize: CGSize { base.contentSize }
    var contentInsets: EdgeInsets { base.contentInset }
    var isScrollEnabled: Bool { base.isScrollEnabled }
    var isPagingEnabled: Bool { base.isPagingEnabled }

    func scroll(to offset: CGPoint) {
        base.delegate?.scrollViewWillBeginDragging(base)
        base.setContentOffset(offset)
        base.delegate?.scrollViewDidEndDragging(base, willDecelerate: true)
        base.delegate?.scrollViewDidEndDecelerating(base)
    }

    func refresh() -> Bool {
        guard let control = base.refreshControl, control.isEnabled else { return false }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        return true
    }
}
