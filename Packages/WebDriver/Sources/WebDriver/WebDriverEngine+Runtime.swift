import ElementCore
import Foundation
import WebDriverClient

extension WebDriverEngine {
    /// Runs `body` (JavaScript that uses `ttk`, the runtime, and `arguments`) in the page,
    /// installing the runtime first when the page lacks it — in the same request.
    ///
    /// Synchronous bodies `return` their result; asynchronous ones call `done(result)`.
    /// - Returns: the result, or `nil` when a native dialog (alert, confirm, prompt) is open
    ///   and blocks scripts.
    func runtimeCall(
        _ body: String,
        arguments: [JSONValue],
        async isAsync: Bool = false,
        what: String
    ) throws(DriverError) -> JSONValue? {
        let guarded: String
        let installing: String
        if isAsync {
            guarded = """
            const done = arguments[arguments.length - 1];
            const ttk = window.__tabtestkit;
            if (!ttk || ttk.version !== "\(PageRuntime.version)") { done({ status: "runtime-missing" }); return; }
            \(body)
            """
            installing = PageRuntime.source + "\nconst done = arguments[arguments.length - 1];\nconst ttk = window.__tabtestkit;\n" + body
        } else {
            guarded = PageRuntime.guardPrefix + body
            installing = PageRuntime.source + "\nconst ttk = window.__tabtestkit;\n" + body
        }
        do {
            var result = try execute(guarded, arguments: arguments, async: isAsync, what: what)
            if result["status"]?.stringValue == "runtime-missing" {
                result = try execute(installing, arguments: arguments, async: isAsync, what: what)
            }
            return result
        } catch {
            if case .notActionable(let reason) = error, reason == EngineErrors.dialogOpen { return nil }
            throw error
        }
    }

    private func execute(_ script: String, arguments: [JSONValue], async isAsync: Bool, what: String) throws(DriverError) -> JSONValue {
        try command(what) { session in
            isAsync
                ? try session.executeAsync(script, arguments: arguments)
                : try session.executeSync(script, arguments: arguments)
        }
    }
}
