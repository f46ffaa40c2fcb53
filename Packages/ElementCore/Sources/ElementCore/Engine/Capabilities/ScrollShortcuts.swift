import Foundation

/// An engine capability: one scroll that goes straight to an element the engine can already
/// locate inside the scroller, instead of fling after fling.
///
/// A person scrolling to a row they can see in the scroll bar's reach flicks once, far enough;
/// an engine that knows where the row is (a browser, whose page holds rows that are scrolled out
/// of view) can do the same. The contexts' `scroll(_:_:until:…)` loops ask for it with
/// `driver.capability(TargetedScrolling.self)` before each scroll, and fling as usual when the
/// engine declines. XCUI does not offer it: off-screen cells of a table may not exist yet.
public protocol TargetedScrolling: Sendable {
    /// How one scroll of `scroller` in `direction` (a named one: up, down, left or right)
    /// brings `target` into the scroller's visible part, without doing anything yet.
    ///
    /// Returns `nil` when the engine cannot tell where `target` is, when it is not inside the
    /// scroller, when it already shows along that axis, or when reaching it needs a scroll the
    /// other way; the caller then scrolls as it would have.
    func plan(scrolling scroller: ElementQuery, _ direction: ElementAttributes.Direction,
              toward target: ElementQuery) throws(EngineError) -> ScrollPlan?

    /// Performs a planned scroll and returns once it has settled.
    func perform(_ plan: ScrollPlan) throws(EngineError)
}

/// One scroll, as ``TargetedScrolling`` plans it: where, and how far.
public struct ScrollPlan: Sendable {
    /// The element that scrolls.
    public var scroller: ElementQuery
    /// Where the scroll happens, in the engine's screen (or viewport) coordinates.
    public var point: CGPoint
    /// How far the content moves, in points: positive `dy` shows what is below.
    public var distance: CGVector

    public init(scroller: ElementQuery, point: CGPoint, distance: CGVector) {
        self.scroller = scroller
        self.point = point
        self.distance = distance
    }
}

/// An engine capability: a cheap reading of where a scroller stands and how much it holds, so
/// a scroll-until loop can tell whether a scroll moved or grew the content without reading
/// every node inside it.
public protocol ScrollPositionReading: Sendable {
    /// Where the scroller that moves `query`'s content stands now (the element itself, or the
    /// nearest ancestor that scrolls, or the page), or `nil` when the engine cannot tell.
    func scrollPosition(of query: ElementQuery) throws(EngineError) -> ScrollPosition?
}

/// Where a scroller stands and what it holds, as ``ScrollPositionReading`` reads it.
public struct ScrollPosition: Equatable, Sendable {
    /// How far the content is scrolled, in points.
    public var offset: CGPoint
    /// The size of the whole content, in points.
    public var contentSize: CGSize
    /// How many nodes the content holds.
    public var nodeCount: Int
    /// A fingerprint of the content's text: rows that change without adding nodes (a recycled
    /// list) change it.
    public var textFingerprint: Int

    public init(offset: CGPoint, contentSize: CGSize, nodeCount: Int, textFingerprint: Int) {
        self.offset = offset
        self.contentSize = contentSize
        self.nodeCount = nodeCount
        self.textFingerprint = textFingerprint
    }

    /// Whether this content holds more than `earlier` did, or other text: new rows arrived.
    public func grew(from earlier: ScrollPosition) -> Bool {
        nodeCount > earlier.nodeCount || contentSize.height > earlier.contentSize.height
            || contentSize.width > earlier.contentSize.width || textFingerprint != earlier.textFingerprint
    }
}
