import ElementCore
import Foundation
import WebDriverClient

/// Frames: a query whose steps pass through a `WebView` — an `<iframe>` — goes on in that
/// frame's document (`Button(id: "Pay", parent: WebView(id: "checkout"))`).
///
/// The engine switches the session into the frame with WebDriver's Switch To Frame, which
/// reaches cross-origin frames too, resolves or acts there with the page runtime (installed in
/// the frame's document like in any page), and switches back to the top-level page afterwards,
/// whatever happened. Queries that enter no frame cost nothing more.
extension WebDriverEngine {
    /// Where the rest of a query is resolved: the top-level page, or the document of the
    /// innermost frame its steps enter.
    struct FrameScope {
        /// The whole query.
        var whole: ElementQuery
        /// The steps resolved in the scope's document: the whole query's after the last frame.
        var query: ElementQuery
        /// How many of the whole query's steps lead into the scope (`0` at the top level).
        var offset = 0
        /// The frames entered, outermost first.
        var frames: [PageNode] = []
        /// Where the innermost frame's document is drawn in the top-level viewport.
        var content: CGRect = .zero
        /// What of it the frames around it let be seen.
        var clip: CGRect = .infinite
        /// Whether every frame entered is visible.
        var framesVisible = true

        /// Whether the scope is a frame's document.
        var isFramed: Bool { !frames.isEmpty }

        /// `error`, with the step it names counted in the whole query.
        func shifted(_ error: EngineError) -> EngineError {
            switch error {
            case .notFound(let step): return .notFound(step: offset + step)
            case .ambiguous(let step, let matches): return .ambiguous(step: offset + step, matches: matches.map(placed))
            default: return error
            }
        }

        /// A snapshot taken in the scope's document, in the top-level viewport's coordinates: not
        /// visible (nor hittable) when its frames do not show it.
        func placed(_ snapshot: ElementSnapshot) -> ElementSnapshot {
            guard isFramed else { return snapshot }
            var placed = snapshot
            placed.frame = snapshot.frame.offsetBy(dx: content.minX, dy: content.minY)
            if placed.isVisible, !framesVisible || !placed.frame.intersects(clip) {
                placed.isVisible = false
                placed.isHittable = false
                placed.notHittableReason = "it is outside what its frame shows"
            }
            return placed
        }

        /// Where pointer input goes for `point` of the scope's document: that point of the
        /// viewport at the top level; inside a frame, the offset from `anchor`'s in-view centre
        /// (`center`), so the browser places the frame wherever it is by then.
        func pointer(at point: CGPoint, anchor: ElementReference?, center: CGPoint?) -> (point: CGPoint, origin: ActionOrigin) {
            guard isFramed, let anchor, let center else { return (point, .viewport) }
            return (CGPoint(x: point.x - center.x, y: point.y - center.y), .element(anchor))
        }

        /// The in-view centre of a box of the scope's document: WebDriver's, within the frame.
        func inViewCenter(of box: CGRect) -> CGPoint {
            let left = max(0, box.minX), right = isFramed ? min(content.width, box.maxX) : box.maxX
            let top = max(0, box.minY), bottom = isFramed ? min(content.height, box.maxY) : box.maxY
            return CGPoint(x: ((left + right) / 2).rounded(.down), y: ((top + bottom) / 2).rounded(.down))
        }

        /// The steps of `other` inside this scope's frames, when it enters the same ones (a drop
        /// target beside the dragged element); `nil` when it lies elsewhere.
        func sameFrames(_ other: ElementQuery) -> ElementQuery? {
            guard (WebDriverEngine.frameBoundaries(in: other).last.map { $0 + 1 } ?? 0) == offset,
                  other.steps.prefix(offset).map(\.description) == whole.steps.prefix(offset).map(\.description)
            else { return nil }
            return ElementQuery(app: other.app, steps: Array(other.steps.dropFirst(offset)), isStrict: other.isStrict)
        }
    }

    /// The steps of `query` that are frames it enters: `WebView` steps that more steps follow.
    static func frameBoundaries(in query: ElementQuery) -> [Int] {
        query.steps.indices.filter { query.steps[$0].type == .webView && $0 < query.steps.count - 1 }
    }

    /// Runs `body` in the scope of `query`: at once for a query that enters no frame; else once
    /// the session is switched into the frames its `WebView` steps find, with the top-level
    /// page current again afterwards. Errors name steps of the whole query.
    ///
    /// - Throws: `notFound`/`ambiguous` for a frame step that does not resolve, `notActionable`
    ///   while a native dialog blocks the page, an engine failure naming the frame when the
    ///   browser cannot enter it.
    func inFrames<Result>(of query: ElementQuery, _ body: (FrameScope) throws(EngineError) -> Result) throws(EngineError) -> Result {
        let boundaries = Self.frameBoundaries(in: query)
        var scope = FrameScope(whole: query, query: query)
        guard !boundaries.isEmpty else { return try body(scope) }
        var entered = false
        defer { if entered { leaveFrames() } }
        var start = 0
        for boundary in boundaries {
            let part = ElementQuery(app: query.app, steps: Array(query.steps[start...boundary]), isStrict: query.isStrict)
            let frame = try frameNode(part, offset: start)
            guard let content = frame.content else {
                throw .unsupported("\(query.steps[boundary]) is not a frame (an <iframe>), so the steps after it cannot be looked for in it.")
            }
            entered = true
            try command("enter the frame \(query.steps[boundary]) of \(query)") { session in
                try session.switchToFrame(session.page.classicReference(frame.reference))
            }
            let placed = scope.isFramed ? content.offsetBy(dx: scope.content.minX, dy: scope.content.minY) : content
            scope.clip = scope.clip.intersection(placed)
            scope.content = placed
            scope.framesVisible = scope.framesVisible && frame.snapshot.isVisible
            scope.frames.append(frame)
            start = boundary + 1
        }
        scope.query = ElementQuery(app: query.app, steps: Array(query.steps[start...]), isStrict: query.isStrict)
        scope.offset = start
        do {
            return try body(scope)
        } catch {
            throw scope.shifted(error)
        }
    }

    /// The frame element `part` (whose last step is a `WebView`) finds in the current document.
    private func frameNode(_ part: ElementQuery, offset: Int) throws(EngineError) -> PageNode {
        switch try resolveInPage(part) {
        case .found(let node, _): return node
        case .notFound(let step): throw .notFound(step: offset + step)
        case .ambiguous(let step, let matches): throw .ambiguous(step: offset + step, matches: matches)
        case .document: throw .engineFailure("The page answered a frame's query with the page itself: \(part).")
        }
    }

    /// Makes the top-level page current again. A failure here (the browser is gone) shows in
    /// the next command.
    private func leaveFrames() {
        guard let session = sessions.session else { return }
        sessions.countRequest()
        try? session.switchToFrame(nil)
    }
}
