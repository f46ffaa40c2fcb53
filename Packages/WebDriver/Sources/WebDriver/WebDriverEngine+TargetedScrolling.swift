import ElementCore
import Foundation
import WebDriverClient

/// Scroll-until loops in few requests: a page holds the rows that are scrolled out of view, so
/// the engine can scroll once, by a wheel of the right length, to a row a person would reach by
/// several flicks; and a scroller's position is one small reading, not every node's name.
extension WebDriverEngine: TargetedScrolling, ScrollPositionReading {
    /// One wheel scroll of `scroller` that centres `target` in its view (see
    /// ``TargetedScrolling``); `nil` inside frames, for directions between two points, and when
    /// the page cannot place `target` that way. One request when neither query has filters.
    public func plan(scrolling scroller: ElementQuery, _ direction: ElementAttributes.Direction,
                     toward target: ElementQuery) throws(EngineError) -> ScrollPlan? {
        guard let axis = Self.axis(of: direction),
              Self.frameBoundaries(in: scroller).isEmpty, Self.frameBoundaries(in: target).isEmpty else { return nil }
        let arguments: [JSONValue]
        let body: String
        if (scroller.steps + target.steps).allSatisfy({ $0.filters.isEmpty }) {
            arguments = [QueryEncoding.encode(scroller, attribute: configuration.testIDAttribute),
                         QueryEncoding.encode(target, attribute: configuration.testIDAttribute)]
            body = """
            const s = ttk.resolve(arguments[0]), t = ttk.resolve(arguments[1]);
            if (s.status !== "found" || t.status !== "found") { done(null); return; }
            ttk.planScroll(s.element, t.element, arguments[2], arguments[3], done);
            """
        } else {
            // A native dialog in front of the page leaves nothing to plan.
            guard case .found(let node, _)? = try EngineErrors.unlessDialog({ () throws(EngineError) in try resolveInPage(scroller) }),
                  case .found(let sought, _)? = try EngineErrors.unlessDialog({ () throws(EngineError) in try resolveInPage(target) }) else { return nil }
            arguments = [node.reference.json, sought.reference.json]
            body = "ttk.planScroll(arguments[0], arguments[1], arguments[2], arguments[3], done);"
        }
        guard let reply = try EngineErrors.unlessDialog({ () throws(EngineError) in
            try runtimeCall(body, arguments: arguments + [.number(axis.dx), .number(axis.dy)], async: true,
                            as: PlannedScrollReply?.self, what: "plan a scroll of \(scroller)")
        }), let planned = reply else { return nil }
        return ScrollPlan(scroller: scroller, point: CGPoint(x: planned.x, y: planned.y),
                          distance: CGVector(dx: planned.deltaX, dy: planned.deltaY))
    }

    /// Turns the wheel as planned and waits until the scroller has arrived (it may animate),
    /// at most a second.
    public func perform(_ plan: ScrollPlan) throws(EngineError) {
        try command("scroll \(plan.scroller)") { session in
            try session.page.perform([.wheel(id: "wheel", actions: [
                .scroll(x: plan.point.x.rounded(), y: plan.point.y.rounded(), deltaX: plan.distance.dx, deltaY: plan.distance.dy,
                        origin: .viewport, duration: 0),
            ])])
        }
        _ = try EngineErrors.unlessDialog({ () throws(EngineError) in
            try runtimeCall("ttk.scrollSettled(1000, done);", arguments: [], async: true, reads: true,
                            as: String.self, what: "wait for \(plan.scroller) to stop scrolling")
        })
    }

    /// The offsets, content size, node count and text fingerprint of the scroller that moves
    /// `query`'s content; `nil` inside frames, or when the page has no such scroller.
    public func scrollPosition(of query: ElementQuery) throws(EngineError) -> ScrollPosition? {
        guard Self.frameBoundaries(in: query).isEmpty, query.steps.allSatisfy({ $0.filters.isEmpty }) else { return nil }
        let body = """
        const r = ttk.resolve(arguments[0]);
        return r.status === "found" ? ttk.scrollPosition(r.element) : null;
        """
        guard let reply = try EngineErrors.unlessDialog({ () throws(EngineError) in
            try runtimeCall(body, arguments: [QueryEncoding.encode(query, attribute: configuration.testIDAttribute)],
                            reads: true, as: ScrollPositionReply?.self, what: "read where \(query) is scrolled")
        }), let position = reply else { return nil }
        return ScrollPosition(offset: CGPoint(x: position.x, y: position.y),
                              contentSize: CGSize(width: position.width, height: position.height),
                              nodeCount: position.count, textFingerprint: position.text)
    }

    /// The sign of the wheel along each axis for a named direction, as a flick of it turns the
    /// wheel (`.downwards` shows what is below: a positive vertical wheel), or `nil` for a drag
    /// between two points.
    static func axis(of direction: ElementAttributes.Direction) -> (dx: Double, dy: Double)? {
        if case .from = direction { return nil }
        let (start, end) = direction.dragPoints
        let sign = { (delta: Double) -> Double in delta == 0 ? 0 : (delta > 0 ? 1 : -1) }
        return (sign(Double(start.dx - end.dx)), sign(Double(start.dy - end.dy)))
    }
}

/// A planned wheel scroll: where, and how far along each axis.
struct PlannedScrollReply: Decodable, Sendable {
    var x: Double
    var y: Double
    var deltaX: Double
    var deltaY: Double
}

/// Where a scroller stands: offsets, content size, element count and text fingerprint.
struct ScrollPositionReply: Decodable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var count: Int
    var text: Int
}
