import ElementCore
import Foundation
import WebDriver
import WebDriverClient

/// Listens to what the user (or a test) does in a browser session: launches the app, installs
/// the recorder in the page and collects its events until ``stop()``.
///
/// ```swift
/// let engine = try WebDriverEngine.chromium(baseURL: url)
/// let session = RecordingSession(engine: engine)
/// try session.start()
/// // … the user clicks and types; a test may drive the same engine …
/// let recording = session.stop()
/// ```
///
/// The recorder is registered as a preload script (Chromium's `Page.addScriptToEvaluateOnNewDocument`),
/// so it is in every page before the page's own scripts; a remote end without it gets the
/// recorder again whenever a new page lacks it (events in between are lost).
public final class RecordingSession: Sendable {
    /// The engine whose session is recorded.
    public let engine: WebDriverEngine
    /// How often the page's events are collected, in seconds.
    public let pollInterval: TimeInterval

    private let state = Locked(State())
    private let finished = DispatchSemaphore(value: 0)

    private struct State {
        var running = false
        var events: [RecordedEvent] = []
        var warnings: [String] = []
        var startURL: URL?
        var sessionEnded = false
    }

    /// Creates a session on `engine` (its base URL is where the recording starts).
    public init(engine: WebDriverEngine, pollInterval: TimeInterval = 0.15) {
        self.engine = engine
        self.pollInterval = pollInterval
    }

    /// Whether the browser session ended by itself (its window was closed).
    public var sessionEnded: Bool { state.current.sessionEnded }

    /// Launches the app at the engine's base URL, installs the recorder and starts listening.
    public func start() throws {
        guard let url = engine.configuration.baseURL else {
            throw RecordingError.noStartURL
        }
        try engine.launch(.underTest, configuration: LaunchConfiguration())
        guard let session = engine.currentSession else { throw RecordingError.noSession }
        let script = try Self.installScript(attribute: engine.configuration.testIDAttribute)
        do {
            try session.send(method: .post, path: "goog/cdp/execute",
                             body: ["cmd": "Page.addScriptToEvaluateOnNewDocument", "params": ["source": .string(script)]])
        } catch {
            state.withLock { $0.warnings.append("The browser takes no preload script (\(error)); pages are given the recorder once loaded.") }
        }
        _ = try session.executeSync(script)
        state.withLock {
            $0.running = true
            $0.startURL = url
        }
        let thread = Thread { [self] in
            while state.current.running {
                Thread.sleep(forTimeInterval: pollInterval)
                guard state.current.running else { break }
                collect(flush: false)
            }
            finished.signal()
        }
        thread.name = "tabtestkit recorder"
        thread.start()
    }

    /// Stops listening and returns what was recorded, with the page as it is now.
    public func stop() -> Recording {
        let wasRunning = state.withLock { state -> Bool in
            defer { state.running = false }
            return state.running
        }
        if wasRunning { finished.wait() }
        collect(flush: true)
        let finalTree = try? engine.pageTree()
        return state.withLock { state in
            Recording(startURL: state.startURL ?? engine.configuration.baseURL ?? URL(fileURLWithPath: "/"),
                      events: state.events, finalTree: finalTree, warnings: state.warnings)
        }
    }

    /// Takes the page's new events; gives the page the recorder again when it has none.
    private func collect(flush: Bool) {
        guard let session = engine.currentSession, !state.current.sessionEnded else { return }
        let script = """
        const recorder = window.__tabtestkitRecorder;
        if (!recorder) return null;
        if (arguments[0]) recorder.flush();
        return recorder.drain();
        """
        do {
            let answer = try session.executeSync(script, arguments: [.bool(flush)])
            guard let events = answer.arrayValue else {
                _ = try session.executeSync(Self.installScript(attribute: engine.configuration.testIDAttribute))
                return
            }
            let decoded = events.compactMap(RecordedEvent.init(json:))
            state.withLock { state in
                state.events += decoded
                if decoded.count < events.count { state.warnings.append("\(events.count - decoded.count) events could not be read.") }
            }
        } catch let error as WebDriverError {
            if error.isSessionGone || error.code == .noSuchWindow { state.withLock { $0.sessionEnded = true } }
            // Anything else (a native dialog is open, the page is loading): try again next time.
        } catch {
            // The recorder's script could not be built: nothing more can be collected.
            state.withLock { $0.warnings.append("The recorder could not be installed: \(error)") }
        }
    }

    /// The page runtime and the recorder, as one script for a page or a preload.
    static func installScript(attribute: String) throws -> String {
        let runtime = try WebDriverEngine.pageRuntimeScript()
        guard let url = Bundle.module.url(forResource: "recorder", withExtension: "js"),
              let recorder = try? String(contentsOf: url, encoding: .utf8) else {
            throw RecordingError.recorderMissing
        }
        let quoted = String(decoding: (try? JSONEncoder().encode(attribute)) ?? Data("\"data-testid\"".utf8), as: UTF8.self)
        return runtime + "\n" + recorder.replacingOccurrences(of: "\"@ATTRIBUTE@\"", with: quoted)
    }
}

/// Why a recording could not start.
public enum RecordingError: Error, Sendable, CustomStringConvertible {
    /// The engine has no URL to open.
    case noStartURL
    /// The app launched without a browser session.
    case noSession
    /// The recorder's script is not in the tool's resources.
    case recorderMissing

    /// What went wrong.
    public var description: String {
        switch self {
        case .noStartURL: return "There is no URL to record: give the page's URL."
        case .noSession: return "The browser session did not start."
        case .recorderMissing: return "The recorder's script (recorder.js) is missing from tabtestkit's resources: rebuild the tool."
        }
    }
}
