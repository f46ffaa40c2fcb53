import ElementCore
import Foundation

/// Runs a program to its end on the calling thread — never call it from Swift concurrency's
/// threads — collecting its output (standard output and error together) as it comes.
public struct ChildProcess: Sendable {
    /// What a run left.
    public struct Result: Sendable {
        /// The exit status; for a process stopped by a signal, 128 + the signal.
        public var status: Int32
        /// Everything it printed.
        public var output: String
        /// Whether it was stopped because it ran out of time.
        public var timedOut: Bool
    }

    /// The program.
    public var executable: URL
    /// Its arguments.
    public var arguments: [String]
    /// Its environment; `nil` inherits this process's.
    public var environment: [String: String]?
    /// Its working folder; `nil` is this process's.
    public var directory: URL?
    /// Stops it after this many seconds; `nil` waits as long as it takes.
    public var timeout: TimeInterval?

    /// Creates a description of a run.
    public init(executable: URL, arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
                timeout: TimeInterval? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.directory = directory
        self.timeout = timeout
    }

    /// Runs it; `onOutput` receives each chunk of output as it arrives (on another thread).
    public func run(onOutput: (@Sendable (String) -> Void)? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let collected = Locked(Data())
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return }
            collected.withLock { $0.append(chunk) }
            onOutput?(String(decoding: chunk, as: UTF8.self))
        }
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var timedOut = false
        if let timeout {
            if exited.wait(timeout: .now() + timeout) == .timedOut {
                timedOut = true
                process.terminate()
                if exited.wait(timeout: .now() + 5) == .timedOut {
                    kill(process.processIdentifier, SIGKILL)
                    exited.wait()
                }
            }
        } else {
            exited.wait()
        }
        pipe.fileHandleForReading.readabilityHandler = nil
        let rest = pipe.fileHandleForReading.readDataToEndOfFile()
        if !rest.isEmpty {
            collected.withLock { $0.append(rest) }
            onOutput?(String(decoding: rest, as: UTF8.self))
        }
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Result(status: status, output: String(decoding: collected.current, as: UTF8.self), timedOut: timedOut)
    }

    /// The program named `name` on the `PATH`, or `nil`.
    public static func which(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
