import ElementCore
import Foundation
import WebDriverClient

extension WebDriverEngine {
    public func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) {
        guard query.app == .underTest else { throw WebApps.unsupportedApp(query.app) }
        guard sessions.session != nil else { throw noApp() }
        try inFrames(of: query) { scope throws(EngineError) in try perform(action, in: scope) }
    }

    /// Performs the action on the scope's query, in the page or in the frame its steps enter.
    private func perform(_ action: ElementAction, in scope: FrameScope) throws(EngineError) {
        let query = scope.query
        switch action {
        case .tap, .doubleTap, .twoFingerTap, .longPress, .tapCoordinate:
            try pointerAction(action, on: query, in: scope)
        case .typeText(let text, let isSecure):
            try typeLiterally(text, redacted: isSecure, on: query, action: action)
        case .deleteText(let count):
            try keys(String(repeating: WebDriverClient.Key.backspace, count: count), redacted: false, on: query, action: action)
        case .clearText:
            try keys(ClassicPageChannel.clearing, redacted: false, on: query, action: action)
        case .fillText(let text, let isSecure):
            try fill(text, redacted: isSecure, on: query, action: action)
        case .drag(let from, let to):
            try drag(from: from, to: to, on: query, in: scope)
        case .adjustSlider(let position):
            try adjustSlider(to: position, on: query, action: action)
        case .adjustPickerWheel(let value):
            try setValue(.string(value), kind: "picker", on: query, action: action)
        case .refresh:
            try pullToRefresh(query, in: scope)
        case .hover:
            try hover(query, in: scope)
        case .pressKey(let key, let modifiers):
            try press(key, modifiers: modifiers, on: query)
        case .dragAndDrop(let target):
            guard let inner = scope.sameFrames(target) else {
                throw .unsupported("Cannot drag \(scope.whole) onto \(target): they are not in the same page or frame. Drag and drop within one.")
            }
            try dragAndDrop(query, onto: inner, shownAs: target, in: scope)
        case .upload(let files):
            try upload(files, to: query)
        }
    }

    // MARK: Pointer

    /// Taps a checkbox or a switch as ``perform(_:on:)`` taps, and returns what it read of it
    /// in the tap's own requests: before, from the preparation; after, from the guard's report
    /// once the page handled the click (see `reportToggled` in 80-actions.js).
    public func tapToggle(_ query: ElementQuery) throws(EngineError) -> ToggleTapReadings {
        guard query.app == .underTest else { throw WebApps.unsupportedApp(query.app) }
        guard sessions.session != nil else { throw noApp() }
        return try inFrames(of: query) { scope throws(EngineError) in
            try pointerAction(.tap, on: scope.query, in: scope, readingToggle: true)
        }
    }

    /// Resolve and check in one request, press with real pointer input in a second, and
    /// confirm that the press reached the element (a guard installed by the first request
    /// stops a press that would land on something else, e.g. an overlay that appeared on
    /// hover): from the guard's report over BiDi (no request), else in a third request.
    /// `readingToggle` also returns the element as the first request read it and, when the
    /// page reports it, as it is once the click was handled.
    @discardableResult
    func pointerAction(_ action: ElementAction, on query: ElementQuery, in scope: FrameScope,
                       readingToggle: Bool = false) throws(EngineError) -> ToggleTapReadings {
        var options: [String: JSONValue] = ["requireEnabled": .bool(true)]
        if case .tapCoordinate(let point) = action { options["point"] = .array([.number(point.dx), .number(point.dy)]) }
        if readingToggle { options["reportToggle"] = .bool(true) }
        guard let node = try EngineErrors.unlessDialog({ () throws(EngineError) in
            try prepared(query, call: "prepareTap", options: .object(options), what: "\(action)")
        }) else {
            try NativeDialog.perform(action, on: query, engine: self)
            return ToggleTapReadings()
        }
        let target = scope.pointer(at: node.point, anchor: node.reference, center: node.center)
        try command("\(action) \(query)") { session in
            try session.page.perform([.pointer(id: "finger", type: action.pointerType,
                                                 actions: action.pointerActions(at: target.point, origin: target.origin))])
        }
        if node.reportsPress, let verdict = reportedPress(guardToken: node.guardToken) {
            guard verdict.ok else { throw .notActionable(reason: verdict.reason ?? "the press did not reach the element") }
        } else {
            try verifyPress(guardToken: node.guardToken, for: action, query: query)
        }
        guard readingToggle else { return ToggleTapReadings() }
        let after = node.reportsPress ? reportedToggle(guardToken: node.guardToken) : nil
        return ToggleTapReadings(before: node.snapshot, after: after)
    }

    /// The element as the guard read it once the page handled the click, when the page sends
    /// it soon (it is queued right after the click, which the press's answer already waited
    /// for); `nil` leaves reading it to ElementCore, as does an element the page replaced,
    /// which the guard reports at once so nothing waits for the timeout.
    private func reportedToggle(guardToken: String?) -> ElementSnapshot? {
        guard let guardToken, let session = sessions.session, session.offersPageMessages else { return nil }
        let marker = "\"token\":\"\(guardToken)\",\"toggled\":"
        guard let report = session.pageMessage(channel: PressReports.channel, timeout: 0.5, matching: { $0.contains(marker) }) else {
            return nil
        }
        return (try? JSONDecoder().decode(ToggledReport.self, from: Data(report.utf8)))?.toggled?.element
    }

    /// The guard's own report of the press (``PressReports``), when the page can send one and
    /// it arrives soon: the guard reports while the press is dispatched, so it is usually
    /// there when the actions request returns. `nil` sends the engine to ``verifyPress``.
    /// The wait is generous (a second) because on a loaded machine the event can trail the
    /// actions answer, and a press always produces a report unless no event reached the page.
    private func reportedPress(guardToken: String?) -> PressVerdict? {
        guard let guardToken, let session = sessions.session, session.offersPageMessages else { return nil }
        // The verdict, not the toggle report that follows it (`reportToggled`).
        let marker = "\"token\":\"\(guardToken)\",\"ok\":"
        guard let report = session.pageMessage(channel: PressReports.channel, timeout: 1, matching: { $0.contains(marker) }) else {
            return nil
        }
        return try? JSONDecoder().decode(PressVerdict.self, from: Data(report.utf8))
    }

    /// Checks that the press reached the element. Only a press the guard stopped (it would
    /// have landed elsewhere) or that reached nothing is reported, so the core can retry it:
    /// a press that replaced the page (a link, a form submit, a reload) or opened a native
    /// dialog happened, and is never pressed again.
    private func verifyPress(guardToken: String?, for action: ElementAction, query: ElementQuery) throws(EngineError) {
        let outcome: RuntimeOutcome<PressVerdict>
        do {
            // Never install the runtime here: in a new page, the guard of the press is gone.
            // A native dialog it opened means the press happened.
            outcome = try runtimeOutcome("return ttk.verifyPress(arguments[0]);",
                                         arguments: [guardToken.map(JSONValue.string) ?? .null],
                                         as: PressVerdict.self, installIfMissing: false, what: "check the \(action) landed")
        } catch {
            // The press closed the window while the check ran, or opened a dialog: it happened.
            if case .notFound = error { return }
            if case .dialogOpen = error { return }
            if case .engineFailure(let why) = error {
                // Never retried: the press was sent, and pressing again could do it twice.
                throw .engineFailure("The \(action) was sent to \(query), but whether it reached it could not be checked, so it is not repeated: \(why)")
            }
            throw error
        }
        switch outcome {
        case .runtimeMissing:
            return // the press replaced the page: it happened
        case .answered(let verdict):
            if verdict.ok { return }
            throw .notActionable(reason: verdict.reason ?? "the press did not reach the element")
        }
    }

    // MARK: Values

    private func setValue(_ value: JSONValue, kind: String, on query: ElementQuery, action: ElementAction) throws(EngineError) {
        guard let node = try EngineErrors.unlessDialog({ () throws(EngineError) in try resolvedNode(query, what: "\(action)") }) else {
            return try NativeDialog.perform(action, on: query, engine: self)
        }
        let result = try runtimeCall("return ttk.setValue(arguments[0], arguments[1], arguments[2]);",
                                     arguments: [node.reference.json, value, .string(kind)],
                                     as: ReadinessReply.self, what: "\(action)")
        guard result.ok else {
            let reason = result.reason ?? "the value was not accepted"
            if result.fatal == true { throw .unsupported("Cannot \(action) \(query): \(reason).") }
            throw .notActionable(reason: reason)
        }
    }

    // MARK: Scrolling

    private func drag(from: NormalizedCoordinate, to: NormalizedCoordinate, on query: ElementQuery, in scope: FrameScope) throws(EngineError) {
        let node = try resolvedNode(query, what: "scroll")
        let frame = node.snapshot.frame
        let deltaX = (from.dx - to.dx) * frame.width
        let deltaY = (from.dy - to.dy) * frame.height
        let info = try runtimeCall("return ttk.scrollInfo(arguments[0], arguments[1], arguments[2]);",
                                   arguments: [node.reference.json, .number(deltaX), .number(deltaY)],
                                   as: ScrollInfoReply.self, what: "scroll \(query)")
        let center = scope.inViewCenter(of: frame)
        if info.wheel {
            let at = scope.pointer(at: CGPoint(x: info.x ?? frame.midX, y: info.y ?? frame.midY), anchor: node.reference, center: center)
            // A swipe carries on after the finger lifts: scroll five times the drag, as a flick
            // does, so a named direction (a drag of a sixth) moves most of what shows — never
            // more than three quarters of the visible part, so nothing is jumped over.
            let view = info.view ?? []
            let wheelX = Self.fling(deltaX, within: frame.width, visible: view.first)
            let wheelY = Self.fling(deltaY, within: frame.height, visible: view.count > 1 ? view[1] : nil)
            try command("scroll \(query)") { session in
                try session.page.perform([.wheel(id: "wheel", actions: [
                    .scroll(x: at.point.x, y: at.point.y, deltaX: wheelX, deltaY: wheelY, origin: at.origin, duration: 0.1),
                ])])
            }
        } else {
            let start = scope.pointer(at: from.point(in: frame), anchor: node.reference, center: center)
            let end = scope.pointer(at: to.point(in: frame), anchor: node.reference, center: center)
            try command("drag across \(query)") { session in
                try session.page.perform([.pointer(id: "finger", type: .mouse, actions: [
                    .move(x: start.point.x, y: start.point.y, origin: start.origin), .down(),
                    .move(x: end.point.x, y: end.point.y, origin: end.origin, duration: 0.2), .up(),
                ])])
            }
        }
    }

    /// The wheel distance for a drag of `delta` points across an element `size` points long,
    /// of which `visible` points show.
    static func fling(_ delta: Double, within size: Double, visible: Double? = nil) -> Double {
        var distance = min(abs(delta) * 5, size * 0.9)
        if let visible, visible > 0 { distance = min(distance, visible * 0.75) }
        return delta < 0 ? -distance : distance
    }

    /// Pull-to-refresh on the web: a wheel gesture upwards over the top of the element.
    /// Pages implement it by listening for `wheel` events with a negative `deltaY` while
    /// they are scrolled to the top.
    private func pullToRefresh(_ query: ElementQuery, in scope: FrameScope) throws(EngineError) {
        let node = try resolvedNode(query, what: "refresh")
        guard node.snapshot.isVisible else { throw .notActionable(reason: "it is not visible") }
        let frame = node.snapshot.frame
        let at = scope.pointer(at: CGPoint(x: frame.midX, y: max(frame.minY + 10, min(frame.midY, frame.minY + 60))),
                               anchor: node.reference, center: scope.inViewCenter(of: frame))
        try command("refresh \(query)") { session in
            try session.page.perform([.wheel(id: "wheel", actions: [
                .scroll(x: at.point.x, y: at.point.y, deltaX: 0, deltaY: -400, origin: at.origin, duration: 0.1),
            ])])
        }
    }

    // MARK: Resolution for actions

    /// A node resolved for an action.
    /// - Throws: ``EngineError/dialogOpen(kind:text:)`` when a native dialog blocks the page.
    func resolvedNode(_ query: ElementQuery, what: String) throws(EngineError) -> PageNode {
        switch try resolveInPage(query) {
        case .found(let node, _): return node
        case .document: throw .unsupported("Cannot \(what) the page itself; name an element.")
        case .notFound(let step): throw .notFound(step: step)
        case .ambiguous(let step, let matches): throw .ambiguous(step: step, matches: matches)
        }
    }

    /// What a preparation call returned: the element, where to press and the press guard's token.
    struct PreparedNode {
        var reference: ElementReference
        var point: CGPoint
        var guardToken: String?
        /// The element's in-view centre point, for input relative to it (inside frames).
        var center: CGPoint?
        /// Whether the page reports the press itself, so no request needs to ask it.
        var reportsPress = false
        /// The element as the resolution read it, when the options asked (`reportToggle`).
        var snapshot: ElementSnapshot?
        /// Whether the check left the element focused and taking key presses (`prepareEdit`).
        var focused = false
        /// Whether the element holds plain text that inserted characters replace (`prepareEdit`).
        var insertable = false
    }

    /// Resolves the query and runs an actionability check on it, in one request when the
    /// query has no filters.
    /// - Throws: ``EngineError/dialogOpen(kind:text:)`` when a native dialog blocks the page.
    func prepared(_ query: ElementQuery, call: String, options: JSONValue, what: String) throws(EngineError) -> PreparedNode {
        let reference: ElementReference
        let readiness: ReadinessReply
        var snapshot: ElementSnapshot?
        if query.steps.allSatisfy({ $0.filters.isEmpty }) {
            let encoded = QueryEncoding.encode(query, attribute: configuration.testIDAttribute)
            let body = """
            const r = ttk.resolve(arguments[0]);
            if (r.status !== "found") { done(r); return; }
            const o = arguments[1], snapshot = o.reportToggle ? r.snapshot : undefined;
            if (o.reportToggle) o.reportToggle = r.type;
            Promise.resolve(ttk.\(call)(r.element, o)).then(
                p => done({ status: "found", element: r.element, snapshot, prepared: p }),
                e => done({ status: "found", element: r.element, snapshot, prepared: { ok: false, reason: String(e) } }));
            """
            // Preparing reads the page (and scrolls the element into view, which doing twice
            // changes nothing), so it may go over the tab's own session.
            let answer = try runtimeCall(body, arguments: [encoded, options], async: true, reads: true,
                                         as: PreparedReply.self, what: "\(what) \(query)")
            switch answer {
            case .checked(let element, let check, let read):
                reference = element.reference
                readiness = check
                snapshot = read?.element
            case .unresolved(.notFound(let step, let loadFailed)):
                if loadFailed, let failure = try failedLoad() { throw failure }
                throw .notFound(step: step)
            case .unresolved(.ambiguous(let step, let matches)): throw .ambiguous(step: step, matches: matches.map(\.element))
            case .unresolved(.document): throw .unsupported("Cannot \(what) the page itself; name an element.")
            case .unresolved(let other):
                throw .engineFailure("The page returned an unexpected answer while preparing to \(what): \(other)")
            }
        } else {
            let node = try resolvedNode(query, what: what)
            reference = node.reference
            var options = options
            if options["reportToggle"] != nil {
                options["reportToggle"] = .number(Double(node.type.rawValue))
                snapshot = node.snapshot
            }
            let body = """
            Promise.resolve(ttk.\(call)(arguments[0], arguments[1])).then(done, e => done({ ok: false, reason: String(e) }));
            """
            readiness = try runtimeCall(body, arguments: [reference.json, options], async: true,
                                        as: ReadinessReply.self, what: "\(what) \(query)")
        }
        guard readiness.ok else {
            throw .notActionable(reason: readiness.reason ?? "it is not ready")
        }
        let point = readiness.x.flatMap { x in readiness.y.map { CGPoint(x: x, y: $0) } }
        let center = readiness.center.flatMap { $0.count == 2 ? CGPoint(x: $0[0], y: $0[1]) : nil }
        return PreparedNode(reference: reference, point: point ?? .zero, guardToken: readiness.guardToken, center: center,
                            reportsPress: readiness.reports ?? false, snapshot: snapshot, focused: readiness.focused ?? false,
                            insertable: readiness.insertable ?? false)
    }
}

extension ElementAction {
    /// The kind of pointer the action uses.
    var pointerType: PointerType {
        if case .twoFingerTap = self { return .touch }
        return .mouse
    }

    /// The pointer input for the action, pressed at `point` (viewport coordinates, or relative
    /// to an element's in-view centre).
    func pointerActions(at point: CGPoint, origin: ActionOrigin = .viewport) -> [PointerAction] {
        let move = PointerAction.move(x: point.x, y: point.y, origin: origin)
        switch self {
        // No pause between the presses: the second is a double click's by its click count
        // (CDP's clickCount, chromedriver's within its interval), as Playwright's dblclick.
        case .doubleTap: return [move, .down(), .up(), .down(), .up()]
        case .longPress(let duration): return [move, .down(), .pause(duration), .up()]
        default: return [move, .down(), .up()]
        }
    }
}
