import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs registered cleanups when the process exits normally (`atexit`) or is interrupted
/// (SIGINT, SIGTERM, SIGHUP). Crashes and SIGKILL are covered by each driver's watchdog instead.
///
/// The signal handler only writes the signal number to a pipe (the one async-signal-safe thing it
/// can do); a dedicated thread reads it, runs the cleanups, restores the default disposition and
/// re-sends the signal, so the process still ends the way it would have without us. Handlers are
/// installed only for signals that nobody else handles.
enum ExitCleanup {
    private static let handlers = LockedValue<[UUID: @Sendable () -> Void]>([:])
    private static let installed = LockedValue(false)
    private static let exiting = LockedValue(false)

    /// Whether the cleanups ran (the process is exiting): nothing new may be started, or it
    /// would outlive the cleanup.
    static var isExiting: Bool { exiting.current }

    /// Registers `body`; returns a token for ``remove(_:)``.
    static func add(_ body: @escaping @Sendable () -> Void) -> UUID {
        installIfNeeded()
        let token = UUID()
        handlers.withLock { $0[token] = body }
        return token
    }

    /// Unregisters a cleanup.
    static func remove(_ token: UUID) {
        handlers.withLock { _ = $0.removeValue(forKey: token) }
    }

    /// Runs and clears every registered cleanup; from then on ``isExiting`` is true.
    ///
    /// One run at a time, and a second caller waits for the first to finish: when a signal's
    /// cleanup is under way and another thread calls `exit` (a test failing because its browser
    /// was just killed), the `atexit` run must not let the process end halfway through.
    static func runAll() {
        running.lock()
        defer { running.unlock() }
        exiting.withLock { $0 = true }
        let all = handlers.withLock { handlers -> [@Sendable () -> Void] in
            defer { handlers = [:] }
            return Array(handlers.values)
        }
        all.forEach { $0() }
    }

    private static let running = NSLock()

    private static func installIfNeeded() {
        let first = installed.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        atexit { ExitCleanup.runAll() }

        let readEnd = signalPipe.read  // creates the pipe before any handler can run
        guard readEnd >= 0 else { return }
        var installedAny = false
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(signalNumber, exitCleanupSignalHandler)
            if isDefaultDisposition(previous) {
                installedAny = true
            } else {
                signal(signalNumber, previous)  // someone else handles (or ignores) it: leave it alone
            }
        }
        guard installedAny else { return }
        let thread = Thread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) == -1 && errno == EINTR {}
            let signalNumber = Int32(byte)
            ExitCleanup.runAll()
            signal(signalNumber, SIG_DFL)
            kill(getpid(), signalNumber)
            Thread.sleep(forTimeInterval: 2)
            _exit(128 + signalNumber)  // the signal was blocked everywhere: end the process ourselves
        }
        thread.name = "TABTestKit.WebDriver.signals"
        thread.start()
    }

    private static func isDefaultDisposition(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
        guard let handler else { return true }  // SIG_DFL is the null handler
        return unsafeBitCast(handler, to: Int.self) == 0
    }
}

/// The self-pipe the signal handler writes to (close-on-exec, so children never inherit it).
let signalPipe: (read: Int32, write: Int32) = {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return (-1, -1) }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
}()

/// Async-signal-safe: only `write(2)`.
private func exitCleanupSignalHandler(_ signalNumber: Int32) {
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(signalPipe.write, &byte, 1)
}
