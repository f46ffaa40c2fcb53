import Foundation

// Choosing files in a file input: a user picks files in a dialog; a test names them.
extension Element {
    /// Chooses `files` in this file input as the file dialog would: they replace what it held,
    /// and the page sees them (its `files`, and `input` and `change` events). Several files
    /// need an input that takes several (`<input type=file multiple>`).
    ///
    /// The element is a ``FileInput``, or an element that labels or holds exactly one (a styled
    /// "Upload" label around a hidden input). Files must exist on this machine: a missing file
    /// fails at once, before the engine is asked. Engines that cannot choose files (XCUI) fail
    /// saying so.
    ///
    /// ```swift
    /// FileInput(id: "Receipt").upload([receiptURL])
    /// ```
    public func upload(
        _ files: [URL],
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let chosen = files.map(\.standardizedFileURL)
        if let problem = FileChoice.problem(with: chosen) {
            Failures.record(
                ElementFailure(.invalidArgument(problem), attempt: "upload to \(QueryBuilder.step(for: self))", query: query),
                fileID: fileID, filePath: filePath, line: line, column: column
            )
            return
        }
        ElementOperations.perform(.upload(chosen), on: self, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The checks files pass before an engine is asked to choose them.
enum FileChoice {
    /// Why `files` cannot be chosen, or `nil` when every one is a file on this machine.
    static func problem(with files: [URL]) -> String? {
        guard !files.isEmpty else { return "no file was given" }
        for file in files {
            guard file.isFileURL else { return "\(file.absoluteString) is not a file on this machine (a file: URL)" }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
                return "\(file.path) does not exist"
            }
            if isDirectory.boolValue { return "\(file.path) is a folder, not a file" }
        }
        return nil
    }
}
