import ElementCore
import Foundation
import WebDriverClient

// Choosing files in a file input, as the browser's file dialog does.
extension WebDriverEngine {
    /// Chooses `files` in the file input the query finds (or the one it labels or holds) with
    /// WebDriver's Element Send Keys: their paths, one per line, which the browser turns into the
    /// input's files, firing `input` and `change`. The input is emptied first, so the files
    /// replace what it held. Hidden inputs take files (pages hide them behind styled labels).
    func upload(_ files: [URL], to query: ElementQuery) throws(EngineError) {
        let action = ElementAction.upload(files)
        let node = try resolvedNode(query, what: "\(action) to")
        let reply = try runtimeCall("return ttk.prepareUpload(arguments[0], arguments[1]);",
                                    arguments: [node.reference.json, .number(Double(files.count))],
                                    as: UploadReply.self, what: "\(action) to \(query)")
        guard reply.ok, let input = reply.input else {
            let reason = reply.reason ?? "it takes no files"
            if reply.fatal == true { throw .unsupported("Cannot \(action) to \(query): \(reason).") }
            throw .notActionable(reason: reason)
        }
        do {
            try command("\(action) to \(query)") { session in
                try session.sendKeys(session.page.classicReference(input.reference), text: files.map(\.path).joined(separator: "\n"))
            }
        } catch {
            guard !configuration.browserIsLocal, case .engineFailure(let what) = error else { throw error }
            throw .engineFailure("\(what) The browser runs on another machine: the files must exist there, at the same paths.")
        }
    }
}
