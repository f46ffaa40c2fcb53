#if canImport(WebSocketKit)
import Foundation

// References read over a tab are the DevTools channel's own (`tab-node.<frame>.<document>.<node>`,
// see `DevToolsScriptValues.swift`): chromedriver's element ids are its private format, so the
// channel neither makes them up nor parses them. The few classic commands that take an element
// (entering a frame, a file input's paths, input the tab leaves to chromedriver) get
// chromedriver's own reference for the same node, handed over through the page: the tab's
// session puts the node on the document under a one-time token, and one classic script takes it
// back as the reference chromedriver gives for it.
extension DevToolsPageChannel {
    /// The reference the session's classic commands take for `reference`: itself unless it is
    /// one this channel read over the tab.
    ///
    /// - Throws: ``PageChannelError/staleElement`` when the node is no longer in the page the
    ///   tab shows, as the classic command would for a stale reference.
    func classicReference(_ reference: ElementReference) throws -> ElementReference {
        try classicValue(reference.json).elementReference ?? reference
    }

    /// `arguments` for the classic command that runs a script the tab left to it.
    func classicArguments(_ arguments: [JSONValue]) throws -> [JSONValue] {
        try classicValue(.array(arguments)).arrayValue ?? arguments
    }

    /// `value` with each reference read over the tab replaced by chromedriver's reference for the
    /// same node; unchanged when it holds none, or when the tab cannot hand them over (a dialog
    /// blocks its page, a frame or another window is selected): the classic command then says
    /// what is wrong.
    ///
    /// - Throws: ``PageChannelError/staleElement`` when a node is no longer in the page.
    func classicValue(_ value: JSONValue) throws -> JSONValue {
        var tokens: [String: String] = [:]  // tab reference id → its token
        collectTabReferences(in: value, into: &tokens)
        // In a frame or another window the classic commands look elsewhere: the tab's nodes are
        // not theirs to name there.
        guard !tokens.isEmpty, session.isOnLentTab, page.connection.openDialog(session: page.pageSession) == nil else { return value }
        let handoff = "tabtestkit-\(UUID().uuidString)"
        for (id, token) in tokens {
            try page.connection.putOnDocument(tabReference: id, token: token, handoff: handoff, session: page.pageSession,
                                              timeout: session.commandTimeout)
        }
        let taken = try classic.act(Self.takeScript, arguments: [.string(handoff), .array(tokens.values.map(JSONValue.string))],
                                    redacted: false)
        var handed: [String: JSONValue] = [:]
        for (token, reference) in zip(tokens.values, taken.arrayValue ?? []) where reference != .null {
            handed[token] = reference
        }
        guard handed.count == tokens.count else { throw PageChannelError.staleElement }
        return replacingTabReferences(in: value) { id in tokens[id].flatMap { handed[$0] } }
    }

    /// Takes the nodes the tab put on the document under `arguments[0]` (and removes them), in
    /// the order of the tokens `arguments[1]`; `null` for a node that is no longer there.
    static let takeScript = """
        const box = document[arguments[0]];
        delete document[arguments[0]];
        return arguments[1].map((token) => {
          const node = box && box.get(token);
          return node && node.isConnected ? node : null;
        });
        """

    private func collectTabReferences(in value: JSONValue, into tokens: inout [String: String]) {
        switch value {
        case .array(let items):
            for item in items { collectTabReferences(in: item, into: &tokens) }
        case .object(let members):
            if let id = (members[ElementReference.key] ?? members[ShadowRootReference.key])?.stringValue {
                if DevToolsConnection.isTabReference(id), tokens[id] == nil { tokens[id] = "\(tokens.count)" }
                return
            }
            for member in members.values { collectTabReferences(in: member, into: &tokens) }
        default:
            return
        }
    }

    /// `value` with each tab reference replaced by what `handed` gives for its id.
    private func replacingTabReferences(in value: JSONValue, with handed: (String) -> JSONValue?) -> JSONValue {
        switch value {
        case .array(let items):
            return .array(items.map { replacingTabReferences(in: $0, with: handed) })
        case .object(let members):
            if let id = (members[ElementReference.key] ?? members[ShadowRootReference.key])?.stringValue {
                return handed(id) ?? value
            }
            return .object(members.mapValues { replacingTabReferences(in: $0, with: handed) })
        default:
            return value
        }
    }
}

extension DevToolsConnection {
    /// Puts the node of the tab reference `id` on the document of the page of `session`, in a
    /// map under the property `handoff` that no page script enumerates, for one classic script
    /// to take (``DevToolsPageChannel/takeScript``). A node that is not in the current document
    /// is left out: the classic command then finds the reference stale.
    func putOnDocument(tabReference id: String, token: String, handoff: String, session: String, timeout: TimeInterval) throws {
        guard let page = pageStates.page(session),
              let node = Self.backendNode(ofID: id, mainFrame: page.mainFrame, loader: page.loaderId) else { return }
        let group = "tabtestkit-handoff-\(UUID().uuidString)"
        defer { (try? start("Runtime.releaseObjectGroup", ["objectGroup": .string(group)], session: session))?.abandon() }
        let resolved: JSONValue
        do {
            resolved = try send("DOM.resolveNode", ["backendNodeId": .number(Double(node)), "objectGroup": .string(group)],
                                session: session, timeout: timeout)
        } catch BrowserControlError.commandFailed {
            return  // the node is gone
        }
        guard let object = resolved["object"]?["objectId"]?.stringValue else { return }
        let put = """
            function (handoff, token) {
              if (!Object.prototype.hasOwnProperty.call(document, handoff)) {
                Object.defineProperty(document, handoff, { value: new Map(), configurable: true, enumerable: false });
              }
              document[handoff].set(token, this);
            }
            """
        _ = try send("Runtime.callFunctionOn", ["objectId": .string(object), "functionDeclaration": .string(put),
                                                "arguments": .array([["value": .string(handoff)], ["value": .string(token)]])],
                     session: session, timeout: timeout)
    }
}
#endif
