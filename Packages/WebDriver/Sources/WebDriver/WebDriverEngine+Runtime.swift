import ElementCore
import Foundation
import WebDriverClient

extension WebDriverEngine {
    /// What a call into the page runtime led to.
    enum RuntimeOutcome<Reply> {
        /// The runtime answered.
        case answered(Reply)
        /// The page has no runtime (or another version), and the call was not allowed to install it.
        case runtimeMissing
    }

    /// Runs `body` (JavaScript that uses `ttk`, the runtime, and `arguments`) in the page,
    /// installing the runtime first when the page lacks it — in the same request — and decodes
    /// its answer as `Reply`.
    ///
    /// Synchronous bodies `return` their result; asynchronous ones call `done(result)`. In an
    /// isolated tab the tab's own DevTools session runs them when it can: a body that only
    /// `reads` the page (running it twice changes nothing) as `PageChannel.read(_:arguments:)`
    /// does, one that changes it once, as `PageChannel.act(_:arguments:redacted:)` does.
    /// - Throws: ``EngineError/dialogOpen(kind:text:)`` when a native dialog blocks scripts.
    func runtimeCall<Reply: Decodable>(
        _ body: String,
        arguments: [JSONValue],
        async isAsync: Bool = false,
        reads: Bool = false,
        as reply: Reply.Type,
        what: String
    ) throws(EngineError) -> Reply {
        switch try runtimeOutcome(body, arguments: arguments, async: isAsync, reads: reads, as: reply, installIfMissing: true, what: what) {
        case .answered(let answer): return answer
        case .runtimeMissing: throw .engineFailure("The page runtime could not be installed to \(what).")
        }
    }

    /// Like ``runtimeCall(_:arguments:async:as:what:)``, but when `installIfMissing` is false a
    /// page without the runtime is reported rather than given one: after a press, a missing
    /// runtime means the press replaced the page. A native dialog that blocks scripts throws
    /// ``EngineError/dialogOpen(kind:text:)``, as there.
    func runtimeOutcome<Reply: Decodable>(
        _ body: String,
        arguments: [JSONValue],
        async isAsync: Bool = false,
        reads: Bool = false,
        as reply: Reply.Type,
        installIfMissing: Bool,
        what: String
    ) throws(EngineError) -> RuntimeOutcome<Reply> {
        let runtime = try PageRuntime.source()
        let guarded = isAsync
            ? "const done = arguments[arguments.length - 1];\n" + PageRuntime.guardPrefix(version: runtime.version, async: true) + body
            : PageRuntime.guardPrefix(version: runtime.version, async: false) + body
        var result = try execute(guarded, arguments: arguments, async: isAsync, reads: reads, what: what)
        if Self.isRuntimeMissing(result) {
            guard installIfMissing else { return .runtimeMissing }
            let installing = runtime.script + "\n"
                + (isAsync ? "const done = arguments[arguments.length - 1];\n" : "")
                + "const ttk = window.__tabtestkit;\n" + body
            result = try execute(installing, arguments: arguments, async: isAsync, reads: reads, what: what)
        }
        return .answered(try RuntimeReply.decode(reply, from: result, call: what))
    }

    private static func isRuntimeMissing(_ result: JSONValue) -> Bool {
        guard case .object(let members) = result, members.count == 1 else { return false }
        return (try? JSONDecoder().decode(RuntimeMissingReply.self, from: result.serializedData()))?.runtimeMissing == true
    }

    private func execute(_ script: String, arguments: [JSONValue], async isAsync: Bool, reads: Bool,
                         what: String) throws(EngineError) -> JSONValue {
        try command(what) { session in
            switch (isAsync, reads) {
            case (true, true): return try session.page.readAsync(script, arguments: arguments)
            case (true, false): return try session.page.actAsync(script, arguments: arguments)
            case (false, true): return try session.page.read(script, arguments: arguments)
            case (false, false): return try session.page.act(script, arguments: arguments, redacted: false)
            }
        }
    }
}
