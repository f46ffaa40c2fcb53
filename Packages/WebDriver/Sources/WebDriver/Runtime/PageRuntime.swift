import ElementCore
import Foundation

/// The JavaScript the web engine installs in each page, as `window.__tabtestkit`.
///
/// The source lives in the target's resources, `Runtime/JavaScript/`: `shell.js` wraps the
/// parts (`NN-name.js`, one concern each, joined in name order) in one self-contained
/// expression, so the runtime installs in one request (or, later, as a WebDriver BiDi preload
/// script). It is loaded once per process and versioned by a hash of its parts: a page whose
/// runtime has another version installs this one. See `Docs/Architecture.md`, "The page runtime".
package enum PageRuntime {
    /// The assembled runtime.
    package struct Source: Sendable {
        /// `ttk-` and a hash of the parts' text.
        package var version: String
        /// The script that installs the runtime (an expression statement).
        package var script: String
    }

    /// The folder of the parts inside the resource bundle.
    static let folder = "JavaScript"

    /// The runtime from the WebDriver target's bundle, loaded on first use.
    static let bundled: Result<Source, EngineError> = load(from: Bundle.module.resourceURL?.appendingPathComponent(folder))

    /// The runtime, or an engine failure saying why it could not be loaded.
    package static func source() throws(EngineError) -> Source {
        try bundled.get()
    }

    /// Loads and assembles the runtime from a folder of parts.
    static func load(from folder: URL?) -> Result<Source, EngineError> {
        guard let folder else { return .failure(missing("the WebDriver resource bundle has no resource folder")) }
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            return .failure(missing("\(folder.path) cannot be listed (\(error.localizedDescription))"))
        }
        let partNames = files.filter(isPartName).sorted()
        guard !partNames.isEmpty else { return .failure(missing("\(folder.path) has no NN-name.js parts")) }
        do {
            let shell = try String(contentsOf: folder.appendingPathComponent("shell.js"), encoding: .utf8)
            let parts = try partNames.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            return assemble(shell: shell, parts: parts)
        } catch {
            return .failure(missing("a file in \(folder.path) cannot be read (\(error.localizedDescription))"))
        }
    }

    /// Puts the parts into the shell and versions the whole by a hash of the parts.
    static func assemble(shell: String, parts: [String]) -> Result<Source, EngineError> {
        guard shell.contains(partsPlaceholder), shell.contains(versionPlaceholder) else {
            return .failure(missing("shell.js lacks its \(partsPlaceholder) or \(versionPlaceholder) placeholder"))
        }
        let body = parts.joined(separator: "\n")
        let version = "ttk-" + contentHash(body)
        let script = compacted(shell)
            .replacingOccurrences(of: versionPlaceholder, with: version)
            .replacingOccurrences(of: partsPlaceholder, with: parts.map(compacted).joined(separator: "\n"))
        return .success(Source(version: version, script: script))
    }

    /// `part` without its comment lines and indentation (`Tests/RuntimeJS/assemble.mjs` does
    /// the same, so the JavaScript tests run what ships).
    ///
    /// The runtime goes out with every test's new tab, and a debug build's WebSocket client
    /// masks each byte it sends one at a time (about 20 ms for the whole runtime on this
    /// project's 2-core machine); the comments are over a quarter of it. Only whole lines are
    /// dropped, so no code changes meaning: a line that starts with `//` outside a template
    /// literal or a string is a comment. A part with a line of an odd number of backticks (a
    /// template literal over several lines, where such a line would be text) or a line that ends
    /// in a backslash (a string continued on the next line) is left as it is.
    package static func compacted(_ part: String) -> String {
        let lines = part.split(separator: "\n", omittingEmptySubsequences: false)
        let code = lines.map { $0.drop(while: { $0 == " " || $0 == "\t" }) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
        guard code.allSatisfy({ $0.filter { $0 == "`" }.count.isMultiple(of: 2) && !$0.hasSuffix("\\") }) else { return part }
        return code.joined(separator: "\n")
    }

    /// Statements that bind `ttk` to the runtime, or make the script return
    /// `{runtimeMissing: true}` when the page has none or another version. Asynchronous
    /// scripts report through `done` instead.
    static func guardPrefix(version: String, async isAsync: Bool) -> String {
        let missing = isAsync ? "{ done({ runtimeMissing: true }); return; }" : "return { runtimeMissing: true };"
        return """
        const ttk = window.__tabtestkit;
        if (!ttk || ttk.version !== "\(version)") \(missing)

        """
    }

    private static let partsPlaceholder = "/*@PARTS@*/"
    private static let versionPlaceholder = "@VERSION@"

    private static func isPartName(_ name: String) -> Bool {
        let characters = Array(name)
        guard name.hasSuffix(".js"), characters.count > 6, characters[2] == "-" else { return false }
        return characters[0].isASCII && characters[0].isNumber && characters[1].isASCII && characters[1].isNumber
    }

    /// FNV-1a (64 bits) of the text's UTF-8, in hex: enough to tell versions apart.
    static func contentHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func missing(_ detail: String) -> EngineError {
        .engineFailure("""
        The web engine's page runtime could not be loaded: \(detail). It ships as JavaScript resources of \
        the WebDriver target (Sources/WebDriver/Runtime/JavaScript); rebuild the package so they are bundled.
        """)
    }
}
