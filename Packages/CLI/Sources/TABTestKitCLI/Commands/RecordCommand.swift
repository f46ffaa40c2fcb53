import ArgumentParser
import Foundation
import WebDriver

/// `tabtestkit record <url>`: records what you do in a browser as a scenario on generated Screens.
public struct RecordCommand: ParsableCommand {
    /// The command's description.
    public static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record clicks, typing, selections and navigations in a browser as a scenario on generated Screens.",
        discussion: """
        Opens the page in Chromium — in a window when there is a display (--headed), else headless — and listens. \
        Stop with Enter, Ctrl-D, Ctrl-C, by closing the window, or after --stop-after seconds. Then writes a Screen \
        per screen seen (as `generate screen` writes them) and a scenario that replays what was done. Text typed \
        into password fields is never recorded: the scenario types a placeholder an environment variable replaces.
        """
    )

    @Argument(help: "The page to start from.")
    var url: String

    @Option(name: [.short, .long], help: ArgumentHelp("The folder the Screens and the scenario are written to.", valueName: "folder"))
    var output = "Recorded"

    @Option(name: .long, help: "The scenario's name: its class is the name + Tests.")
    var name = "Recorded"

    @Option(name: .customLong("base-class"), help: "The superclass of the scenario's test class.")
    var baseClass = "TABTestCase"

    @Option(name: .customLong("import"), help: "The module the files import.")
    var importedModule = "TABTestKit"

    @Option(name: .customLong("test-id-attribute"), help: "The HTML attribute holding test ids.")
    var testIDAttribute = "data-testid"

    @Flag(name: .long, help: "Show the browser's window (needs a display).")
    var headed = false

    @Flag(name: .long, help: "Run the browser without a window (the default without a display).")
    var headless = false

    @Option(name: .customLong("stop-after"), help: ArgumentHelp("Stop recording after this many seconds.", valueName: "seconds"))
    var stopAfter: Double?

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Checks the options before anything runs.
    public func validate() throws {
        guard let url = URL(string: url), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) else {
            throw ValidationError("\(url) is not an http(s) or file URL.")
        }
        if headed && headless { throw ValidationError("Choose --headed or --headless, not both.") }
        if let stopAfter, stopAfter <= 0 { throw ValidationError("--stop-after takes a number of seconds above 0.") }
    }

    /// Runs it.
    public func run() throws {
        guard let start = URL(string: url) else { throw ExitCode(2) }
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
        let useWindow = headed || (!headless && hasDisplay)
        let session: RecordingSession
        do {
            let engine = try LivePage.engine(for: start, testIDAttribute: testIDAttribute, headless: !useWindow)
            session = RecordingSession(engine: engine)
            try session.start()
        } catch {
            Console.error("could not start recording: \(error)")
            throw ExitCode(2)
        }
        let watchesInput = isatty(STDIN_FILENO) == 1 || stopAfter == nil
        Console.note("Recording \(url)\(useWindow ? " in a browser window" : " (headless)"). "
            + (watchesInput ? "Press Enter (or Ctrl-D, Ctrl-C) to stop." : "Stopping after \(Int(stopAfter ?? 0)) s or Ctrl-C."))
        StopSignal.wait(watchingInput: watchesInput, after: stopAfter, orWhen: { session.sessionEnded })
        let recording = session.stop()
        session.engine.close()
        let output = RecordedScenarioBuilder(name: name, baseClass: baseClass, importedModule: importedModule).build(recording)
        for warning in output.warnings { Console.note("warning: \(warning)") }
        do {
            for file in output.files(importedModule: importedModule) {
                let path = URL(fileURLWithPath: self.output).appendingPathComponent(file.name).path
                try Console.write(file.text, to: path)
                Console.info("Wrote \(path)")
            }
        } catch {
            Console.error("cannot write the recording: \(error.localizedDescription)")
            throw ExitCode(2)
        }
        Console.info("Recorded \(recording.events.count) action\(recording.events.count == 1 ? "" : "s") "
            + "on \(output.screens.count) screen\(output.screens.count == 1 ? "" : "s").")
    }
}

/// Waiting until the user stops a recording: Enter or end of input, Ctrl-C, a time limit, or a
/// condition (the browser window closed).
enum StopSignal {
    static func wait(watchingInput: Bool, after seconds: Double?, orWhen ended: @escaping @Sendable () -> Bool) {
        let stop = DispatchSemaphore(value: 0)
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler { stop.signal() }
        interrupt.resume()
        if watchingInput {
            Thread.detachNewThread {
                _ = readLine()
                stop.signal()
            }
        }
        Thread.detachNewThread {
            while !ended() { Thread.sleep(forTimeInterval: 0.5) }
            stop.signal()
        }
        if let seconds {
            _ = stop.wait(timeout: .now() + seconds)
        } else {
            stop.wait()
        }
        interrupt.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
