#if canImport(WebSocketKit)
import Foundation

/// What the control connection knows of each lent tab's top document, from the page events of
/// its CDP session: whether it is loading, whether a dialog is open, how many main-frame
/// navigations and load events it had. Navigation waits on it for the load, and a read over CDP
/// is used only when the classic command would have read the same document.
final class PageStates: @unchecked Sendable {
    // @unchecked: `pages` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var pages: [String: Page] = [:]

    /// One followed page, keyed by its CDP session.
    struct Page {
        /// The main frame's id (the tab's target id).
        let mainFrame: String
        var loading = false
        var dialogOpen = false
        var navigations = 0
        var loads = 0
        var dialogsOpened = 0
    }

    /// Starts following the page of `session`, whose main frame is `mainFrame` (its target id).
    func follow(session: String, mainFrame: String) {
        change { $0[session] = Page(mainFrame: mainFrame) }
    }

    func forget(session: String) {
        change { _ = $0.removeValue(forKey: session) }
    }

    /// The page events that change what a read would see or end a wait for a load.
    static let methods: Set<String> = [
        "Page.frameStartedLoading", "Page.frameStoppedLoading", "Page.frameRequestedNavigation", "Page.frameNavigated",
        "Page.javascriptDialogOpening", "Page.javascriptDialogClosed", "Page.loadEventFired",
    ]

    /// Applies one event (called on the socket's thread, in the order events arrive).
    func apply(_ method: String, session: String, parameters: JSONValue?) {
        change { pages in
            guard var page = pages[session] else { return }
            let frame = parameters?["frameId"]?.stringValue ?? parameters?["frame"]?["id"]?.stringValue
            let isMainFrame = frame == page.mainFrame
            switch method {
            case "Page.javascriptDialogOpening":
                page.dialogOpen = true
                page.dialogsOpened += 1
            case "Page.javascriptDialogClosed": page.dialogOpen = false
            // A navigation the page asked for counts as loading from the request on, as
            // chromedriver waits for it; a request that never loads (a download, a 204) keeps
            // later reads on the classic command, which only costs time.
            case "Page.frameStartedLoading" where isMainFrame, "Page.frameRequestedNavigation" where isMainFrame:
                page.loading = true
                page.navigations += 1
            case "Page.frameStoppedLoading" where isMainFrame: page.loading = false
            // The main frame's load event (sent for it alone) ends its loading too; its
            // frameStoppedLoading may come a moment later.
            case "Page.loadEventFired":
                page.loading = false
                page.loads += 1
            case "Page.frameNavigated" where isMainFrame:
                page.navigations += 1
            default: return
            }
            pages[session] = page
        }
    }

    /// The page of `session`: `nil` for a page not followed.
    func page(_ session: String) -> Page? {
        condition.lock()
        defer { condition.unlock() }
        return pages[session]
    }

    /// Waits until the page of `session` satisfies `done`, at most until `deadline`; `nil` when
    /// the deadline passed or the page is no longer followed (its tab went away).
    func wait(for session: String, until deadline: Date, _ done: (Page) -> Bool) -> Page? {
        condition.lock()
        defer { condition.unlock() }
        while let page = pages[session] {
            if done(page) { return page }
            guard condition.wait(until: deadline) else { return nil }
        }
        return nil
    }

    /// Whether a read may go over CDP now: the page is followed, settled and not blocked.
    fileprivate func isReadable(_ session: String) -> (mainFrame: String, navigations: Int)? {
        guard let page = page(session), !page.loading, !page.dialogOpen else { return nil }
        return (page.mainFrame, page.navigations)
    }

    private func change(_ body: (inout [String: Page]) -> Void) {
        condition.lock()
        body(&pages)
        condition.broadcast()
        condition.unlock()
    }
}

extension DevToolsConnection {
    /// Runs `script` (a function body, as ``WebDriverSession/executeSync(_:arguments:redacted:)``
    /// takes it, or with `async` as ``WebDriverSession/executeAsync(_:arguments:)`` takes it:
    /// it calls its last argument with the result) in the top document of the page of
    /// `session` and returns its result, with the page's nodes as the same element references
    /// chromedriver gives
    /// (`f.<frame>.d.<loader>.e.<backend node>`), or `nil` when the classic command must run it
    /// instead: the page is loading or navigated meanwhile, a dialog is open or opened, or the
    /// result holds a node of another document. The script must only read the page: after
    /// `nil` the caller runs it again.
    ///
    /// - Throws: a `javascript error` ``WebDriverError/protocolError(code:codeText:message:command:httpStatus:)``
    ///   when the script threw, and with `async` a `script timeout` one when it did not call back
    ///   within `timeout`, as the classic command would.
    func read(session: String, script: String, arguments: [JSONValue], async isAsync: Bool, afterAction: Bool,
              timeout: TimeInterval) throws -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        // Asynchronous reads (preparing an element, waits) take task turns of their own, in which
        // a navigation the action queued is requested and drops their answer; a turn in front
        // of them would cost a frame of their stability checks (a tap: 67 ms instead of 50).
        if afterAction, !isAsync, try !settle(session: session, until: deadline, timeout: timeout) { return nil }
        guard let before = pageStates.isReadable(session) else { return nil }
        let expression = Self.readExpression(script: script, arguments: arguments, async: isAsync)
        let call = try start("Runtime.evaluate", [
            "expression": .string(expression), "awaitPromise": true,
            "serializationOptions": ["serialization": "deep", "maxDepth": 3,
                                     "additionalParameters": ["maxNodeDepth": 0, "includeShadowTree": "none"]],
        ], session: session)
        let message: JSONValue?
        do {
            message = try answer(to: call, of: session, until: deadline, timeout: timeout)
        } catch WebDriverError.deadlineExceeded(_, _) where isAsync {
            throw WebDriverError.protocolError(code: .scriptTimeout, codeText: "script timeout", message: "script timeout",
                                               command: "CDP Runtime.evaluate", httpStatus: 0)
        }
        guard let message, let result = message["result"] else { return nil }
        guard let after = pageStates.isReadable(session), after.navigations == before.navigations else { return nil }
        if let exception = result["exceptionDetails"] {
            let text = exception["exception"]?["description"]?.stringValue ?? exception["text"]?.stringValue ?? "the script threw"
            throw WebDriverError.protocolError(code: .javascriptError, codeText: "javascript error",
                                               message: "javascript error: \(text.split(separator: "\n").first.map(String.init) ?? text)",
                                               command: "CDP Runtime.evaluate", httpStatus: 0)
        }
        return Self.decodeRead(result["result"]?["deepSerializedValue"], mainFrame: before.mainFrame)
    }

    /// After an action: lets the page run what the action queued (one task turn, in which a
    /// form submission or a script's `location` change asks for its navigation), then waits
    /// for a navigation that began to load. `false` when the classic command must read: a
    /// dialog opened, or the page is still loading at the deadline.
    private func settle(session: String, until deadline: Date, timeout: TimeInterval) throws -> Bool {
        let call = try start("Runtime.evaluate", ["expression": "new Promise(done => setTimeout(done, 0))", "awaitPromise": true],
                             session: session)
        guard try answer(to: call, of: session, until: deadline, timeout: timeout) != nil else { return false }
        _ = pageStates.wait(for: session, until: deadline) { !$0.loading || $0.dialogOpen }
        return pageStates.isReadable(session) != nil
    }

    /// The answer to `call`, or `nil` when a dialog opened meanwhile (it blocks the page's
    /// scripts until it closes, so the call is abandoned) or the answer was an error.
    private func answer(to call: JSONWebSocket.Call, of session: String, until deadline: Date, timeout: TimeInterval) throws -> JSONValue? {
        while true {
            if let answer = call.answer(waitingAtMost: min(0.05, max(0, deadline.timeIntervalSinceNow))) {
                return try? answer.get()
            }
            if pageStates.page(session)?.dialogOpen != false {
                call.abandon()
                return nil
            }
            if deadline.timeIntervalSinceNow <= 0 {
                call.abandon()
                throw WebDriverError.deadlineExceeded(command: "CDP \(call.method)", deadline: timeout)
            }
        }
    }

    /// The key that stands for a node in the JSON text a read returns.
    static let nodeMark = "__tabtestkitNode"

    /// The expression that runs `script` and returns `[JSON text, nodes, whether each node is in
    /// the top document]`: JSON as the classic command serializes it (`undefined` and NaN as
    /// null, circular values an error), each node replaced by `{__tabtestkitNode: index}`.
    static func readExpression(script: String, arguments: [JSONValue], async isAsync: Bool) -> String {
        let function = "(function () {\n\(script)\n})"
        let arguments = JSONValue.array(arguments).serialized()
        let call = isAsync
            ? """
            new Promise((resolve, reject) => {
              const args = \(arguments);
              args.push(resolve);
              try { \(function).apply(window, args); } catch (error) { reject(error); }
            })
            """
            : "Promise.resolve(\(function).apply(window, \(arguments)))"
        return "\(call).then(\(serializer))"
    }

    /// The function that turns a script's result into `[JSON text, nodes, whether each node is
    /// in the top document]`.
    private static let serializer = """
        (result) => {
          const nodes = [], inTop = [], seen = new Map(), path = new Set();
          const walk = (v) => {
            if (v === null || typeof v !== 'object') return v;
            if (typeof v.nodeType === 'number' && typeof v.nodeName === 'string') {
              let i = seen.get(v);
              if (i === undefined) { i = nodes.length; nodes.push(v); inTop.push(v === document || v.ownerDocument === document); seen.set(v, i); }
              return { \(nodeMark): i };
            }
            if (path.has(v)) throw new TypeError('circular reference');
            if (!Array.isArray(v) && typeof v.toJSON === 'function') return v;
            path.add(v);
            try {
              if (Array.isArray(v)) return v.map(walk);
              const o = {};
              for (const k of Object.keys(v)) o[k] = walk(v[k]);
              return o;
            } finally { path.delete(v); }
          };
          const text = JSON.stringify(walk(result));
          return [text === undefined ? 'null' : text, nodes, inTop];
        }
        """

    /// The read's value from its deep-serialized answer, or `nil` when it cannot be named.
    static func decodeRead(_ serialized: JSONValue?, mainFrame: String) -> JSONValue? {
        guard let parts = serialized?["value"]?.arrayValue, parts.count == 3,
              let text = parts[0]["value"]?.stringValue, let value = try? JSONValue(parsing: text),
              let nodes = parts[1]["value"]?.arrayValue, let inTop = parts[2]["value"]?.arrayValue, nodes.count == inTop.count else {
            return nil
        }
        var references: [JSONValue] = []
        for (node, top) in zip(nodes, inTop) {
            guard top["value"]?.boolValue == true, let details = node["value"],
                  let backend = details["backendNodeId"]?.intValue, let loader = details["loaderId"]?.stringValue else { return nil }
            let id = JSONValue.string("f.\(mainFrame).d.\(loader).e.\(backend)")
            let isShadowRoot = details["nodeType"]?.intValue == 11
            references.append(.object([isShadowRoot ? ShadowRootReference.key : ElementReference.key: id]))
        }
        return replacingMarks(in: value, with: references)
    }

    private static func replacingMarks(in value: JSONValue, with references: [JSONValue]) -> JSONValue? {
        switch value {
        case .array(let items):
            var replaced: [JSONValue] = []
            for item in items {
                guard let item = replacingMarks(in: item, with: references) else { return nil }
                replaced.append(item)
            }
            return .array(replaced)
        case .object(let members):
            if members.count == 1, let index = members[nodeMark]?.intValue {
                return references.indices.contains(index) ? references[index] : nil
            }
            var replaced: [String: JSONValue] = [:]
            for (key, member) in members {
                guard let member = replacingMarks(in: member, with: references) else { return nil }
                replaced[key] = member
            }
            return .object(replaced)
        default:
            return value
        }
    }
}
#endif
