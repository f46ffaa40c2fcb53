import ElementCore
import Foundation

/// What the tool prints: every line masked (``Secrets``) and made safe for a terminal
/// (`TerminalText.printable`), results on standard output, notes and errors on standard error
/// so that output redirected to a file holds only the results.
public enum Console {
    private static let lock = NSLock()

    /// A result line, on standard output.
    public static func info(_ line: String) {
        emit(TerminalText.printable(line) + "\n", to: FileHandle.standardOutput)
    }

    /// A note, on standard error.
    public static func note(_ line: String) {
        emit(TerminalText.printable(line) + "\n", to: FileHandle.standardError)
    }

    /// An error, on standard error: `tabtestkit: error: …`.
    public static func error(_ message: String) {
        emit("tabtestkit: error: " + TerminalText.printable(message) + "\n", to: FileHandle.standardError)
    }

    /// Writes `text` to `path` (creating its folder), atomically.
    public static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Whole lines, one at a time, even from several threads.
    private static func emit(_ text: String, to handle: FileHandle) {
        lock.lock()
        defer { lock.unlock() }
        handle.write(Data(text.utf8))
    }
}
