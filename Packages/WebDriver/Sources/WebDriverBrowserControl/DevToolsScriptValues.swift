#if canImport(WebSocketKit)
import Foundation

/// How a script's arguments reach the page and its result comes back when it runs over a tab's
/// own CDP session (``DevToolsConnection/read(session:script:arguments:async:afterAction:timeout:)``,
/// ``DevToolsConnection/act(session:script:arguments:async:afterAction:timeout:)``): as the
/// classic command takes and returns them, elements included. Elements are this channel's own
/// references (``DevToolsConnection/tabReference(mainFrame:loader:backendNode:)``), which classic
/// commands get translated (`DevToolsClassicReferences.swift`).
extension DevToolsConnection {
    /// The key that stands for a node in the JSON text a read returns.
    static let nodeMark = "__tabtestkitNode"

    /// A script call ready to send to a page: its CDP method and parameters, and the object
    /// group holding the elements it was given, released once it answered.
    struct ScriptCall {
        let method: String
        let parameters: [String: JSONValue]
        let objectGroup: String?
    }

    /// The call that runs `script` with `arguments` in the top document of the page of
    /// `session`: a `Runtime.evaluate` when no argument holds an element, else a
    /// `Runtime.callFunctionOn` given the elements' nodes (resolved together, from their tab
    /// references). `nil` when an element is not a node of the top document's current document
    /// (it is a frame's, read by the classic command, or stale): the classic command then runs
    /// the script, and says what is wrong.
    func scriptCall(session: String, script: String, arguments: [JSONValue], async isAsync: Bool,
                    until deadline: Date) throws -> ScriptCall? {
        guard let page = pageStates.page(session) else { return nil }
        var nodes: [Int] = []
        guard let marked = Self.markingElements(in: .array(arguments), nodes: &nodes, mainFrame: page.mainFrame,
                                                loader: page.loaderId) else { return nil }
        if nodes.isEmpty {
            let expression = Self.invocation(script: script, arguments: marked.serialized(), async: isAsync)
            return ScriptCall(method: "Runtime.evaluate", parameters: Self.evaluation(of: expression), objectGroup: nil)
        }
        let group = "tabtestkit-\(UUID().uuidString)"
        let calls = try nodes.map {
            try start("DOM.resolveNode", ["backendNodeId": .number(Double($0)), "objectGroup": .string(group)], session: session)
        }
        let objects = calls.map { call in
            (try? call.answer(within: max(0.1, deadline.timeIntervalSinceNow)))?["result"]?["object"]?["objectId"]?.stringValue
        }
        let call = ScriptCall(method: "Runtime.callFunctionOn", parameters: [:], objectGroup: group)
        guard let first = objects.first ?? nil, !objects.contains(nil) else {
            release(call, in: session)
            return nil
        }
        let arguments = "(\(Self.reviver))(\(marked.serialized()), nodes)"
        var parameters = Self.evaluation(of: "")
        parameters["expression"] = nil
        parameters["functionDeclaration"] = .string("function (...nodes) {\nreturn \(Self.invocation(script: script, arguments: arguments, async: isAsync));\n}")
        parameters["objectId"] = .string(first)
        parameters["arguments"] = .array(objects.compactMap { $0 }.map { ["objectId": .string($0)] })
        return ScriptCall(method: call.method, parameters: parameters, objectGroup: group)
    }

    /// Lets the page forget the elements `call` was given (the answer is not waited for).
    func release(_ call: ScriptCall, in session: String) {
        guard let group = call.objectGroup else { return }
        (try? start("Runtime.releaseObjectGroup", ["objectGroup": .string(group)], session: session))?.abandon()
    }

    /// `value` with each element or shadow root reference replaced by `{__tabtestkitNode: i}`,
    /// its backend node id appended to `nodes`; `nil` when one is not a node of the document
    /// `loader` loaded in `mainFrame`.
    static func markingElements(in value: JSONValue, nodes: inout [Int], mainFrame: String, loader: String?) -> JSONValue? {
        switch value {
        case .array(let items):
            var marked: [JSONValue] = []
            for item in items {
                guard let item = markingElements(in: item, nodes: &nodes, mainFrame: mainFrame, loader: loader) else { return nil }
                marked.append(item)
            }
            return .array(marked)
        case .object(let members):
            if let id = (members[ElementReference.key] ?? members[ShadowRootReference.key])?.stringValue {
                guard let node = backendNode(ofID: id, mainFrame: mainFrame, loader: loader) else { return nil }
                nodes.append(node)
                return .object([nodeMark: .number(Double(nodes.count - 1))])
            }
            var marked: [String: JSONValue] = [:]
            for (key, member) in members {
                guard let member = markingElements(in: member, nodes: &nodes, mainFrame: mainFrame, loader: loader) else { return nil }
                marked[key] = member
            }
            return .object(marked)
        default:
            return value
        }
    }

    /// What starts the id of a reference read over a tab.
    static let tabReferencePrefix = "tab-node"

    /// The id of the reference to the node `backendNode` of the document `loader` loaded in the
    /// tab's frame `mainFrame`: `tab-node.<frame>.<document>.<node>`, valid while that document is
    /// shown, as a classic reference is.
    static func tabReference(mainFrame: String, loader: String, backendNode: Int) -> String {
        "\(tabReferencePrefix).\(mainFrame).\(loader).\(backendNode)"
    }

    /// Whether `id` is a reference read over a tab (else it is the classic command's).
    static func isTabReference(_ id: String) -> Bool {
        id.hasPrefix(tabReferencePrefix + ".")
    }

    /// The backend node id in the tab reference `id` when it names a node of the document
    /// `loader` loaded in `mainFrame`.
    static func backendNode(ofID id: String, mainFrame: String, loader: String?) -> Int? {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, parts[0] == tabReferencePrefix, parts[1] == mainFrame, let loader, parts[2] == loader,
              let node = Int(parts[3]) else { return nil }
        return node
    }

    /// The page function that puts the nodes a call was given back where their marks are.
    private static let reviver = """
        (value, nodes) => {
          const walk = (v) => {
            if (v === null || typeof v !== 'object') return v;
            if (Array.isArray(v)) return v.map(walk);
            const keys = Object.keys(v);
            if (keys.length === 1 && keys[0] === '\(nodeMark)') return nodes[v.\(nodeMark)];
            const o = {};
            for (const k of keys) o[k] = walk(v[k]);
            return o;
          };
          return walk(value);
        }
        """

    /// The expression that runs `script` with the arguments `arguments` (JavaScript that gives
    /// their array) and returns `[JSON text, nodes, whether each node is in the top document]`:
    /// JSON as the classic command serializes it (`undefined` and NaN as null, circular values
    /// an error), each node replaced by `{__tabtestkitNode: index}`.
    static func invocation(script: String, arguments: String, async isAsync: Bool) -> String {
        let function = "(function () {\n\(script)\n})"
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
            let id = JSONValue.string(tabReference(mainFrame: mainFrame, loader: loader, backendNode: backend))
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
