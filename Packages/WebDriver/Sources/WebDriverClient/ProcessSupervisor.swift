import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A driver process started in its own process group under a watchdog shell.
///
/// The process tree is `/bin/sh` (the group leader and watchdog) → the driver → its browsers. The
/// watchdog polls the test process every second with `kill -0` (a zombie counts as gone); when the
/// test process is gone (even after SIGKILL or a crash) it kills every process that mentions the private folder, removes that
/// folder, and kills its whole process group. It does the same when the test process is
/// *orphaned* — its parent (`swift test`, stopped with SIGTERM) died and left it running — so
/// its browsers do not outlive the run. Stopping normally kills the group from here.
final class SupervisedProcess: Sendable {
    /// The watchdog shell's pid, which is also the process group id.
    let pid: pid_t
    /// Where stdout and stderr of the driver go.
    let logPath: String
    /// A folder whose path appears in the command line of everything started for this driver.
    let privateRoot: String

    private let exitStatus = LockedValue<Int32?>(nil)

    /// The watchdog script: `sh -c SCRIPT sh PARENT_PID ROOT_PATTERN ROOT DRIVER ARGS…`.
    static let watchdogScript = """
        parent=$1; pattern=$2; root=$3; shift 3
        alive() { kill -0 "$1" 2>/dev/null && ! grep -qs '^State:.*Z' "/proc/$1/status"; }
        ppid_of() { s=$(cat "/proc/$1/stat" 2>/dev/null) || return 0; s=${s##*) }; set -- $s; echo "$2"; }
        grand=$(ppid_of "$parent")
        owned() { alive "$parent" && { [ -z "$grand" ] || [ "$grand" = 1 ] || [ "$(ppid_of "$parent")" = "$grand" ]; }; }
        "$@" </dev/null &
        driver=$!
        exec 3>&- 4>&-
        while owned && alive "$driver"; do sleep 1; done
        if ! owned; then
          kill -9 "$driver" 2>/dev/null
          trap '' TERM; kill -TERM 0 2>/dev/null
          for round in 1 2 3; do
            for f in $(grep -las -e "$pattern" /proc/[0-9]*/cmdline); do
              p=${f#/proc/}; p=${p%/cmdline}
              [ "$p" = "$$" ] || kill -9 "$p" 2>/dev/null
            done
            sleep 0.2
          done
          for attempt in 1 2 3 4 5; do rm -rf "$root" 2>/dev/null; [ -e "$root" ] || break; sleep 0.2; done
        fi
        kill -9 0
        """

    /// Starts `executable` with `arguments` under the watchdog.
    ///
    /// - Parameters:
    ///   - privateRoot: a folder created for this driver; its path must contain a unique token.
    ///   - environment: extra environment variables (merged over this process's environment).
    ///   - parentPID: the process whose death triggers cleanup (this process by default; tests pass another).
    ///   - devToolsPipe: a socket the driver gets as descriptors 3 and 4 (a browser's
    ///     `--remote-debugging-pipe`); the watchdog closes its own copies once the driver started,
    ///     so the socket ends when the driver does.
    init(
        executable: String,
        arguments: [String],
        privateRoot: String,
        environment: [String: String],
        logPath: String,
        parentPID: pid_t = getpid(),
        devToolsPipe: Int32? = nil
    ) throws {
        self.logPath = logPath
        self.privateRoot = privateRoot

        // A grep pattern that matches the folder path but not itself: "…/tabtestkit-wd-x" → "…/tabtestkit-w[d]-x".
        let pattern = Self.selfExcludingPattern(for: privateRoot)
        let argv = ["/bin/sh", "-c", Self.watchdogScript, "sh", String(parentPID), pattern, privateRoot, executable]
            + arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let envp = env.map { "\($0.key)=\($0.value)" }

        var fileActions = Self.makeFileActions()
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
        if let devToolsPipe {
            posix_spawn_file_actions_adddup2(&fileActions, devToolsPipe, 3)
            posix_spawn_file_actions_adddup2(&fileActions, devToolsPipe, 4)
        }
        // Nothing else is inherited: an inherited pipe (e.g. the test runner's event stream) would keep
        // the runner waiting for EOF for as long as the driver lives.
        #if !canImport(Darwin)
        Self.closeInheritedDescriptors(&fileActions, from: devToolsPipe == nil ? 3 : 5)
        #endif

        var attributes = Self.makeAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        #if canImport(Darwin)
        flags |= POSIX_SPAWN_CLOEXEC_DEFAULT  // the Darwin way to inherit only stdin, stdout and stderr
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)

        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = envp.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var childPID: pid_t = 0
        let result = posix_spawn(&childPID, "/bin/sh", &fileActions, &attributes, cArguments, cEnvironment)
        guard result == 0 else {
            throw WebDriverError.driverFailedToStart(
                driver: executable,
                reason: "posix_spawn failed: \(String(cString: strerror(result)))",
                logTail: ""
            )
        }
        pid = childPID
    }

    static func selfExcludingPattern(for path: String) -> String {
        guard let last = path.last else { return path }
        var escaped = ""
        for character in path.dropLast() {
            // Escape characters that are special in grep basic regular expressions.
            if "\\.[]*^$".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + "[\(last)]"
    }

    #if !canImport(Darwin)
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc 2.34+'s `posix_spawn_file_actions_addclosefrom_np(actions, first)`, looked up at run
    /// time because the Swift Glibc module does not export it; a no-op on older C libraries.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t, from first: Int32) {
        guard let handle = dlopen(nil, RTLD_NOW),
              let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np") else { return }
        let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
        _ = addCloseFrom(&actions, first)
    }

    private static func makeFileActions() -> posix_spawn_file_actions_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        return actions
    }

    private static func makeAttributes() -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        return attributes
    }
    #else
    private static func makeFileActions() -> posix_spawn_file_actions_t? {
        var actions: posix_spawn_file_actions_t?
        posix_spawn_file_actions_init(&actions)
        return actions
    }

    private static func makeAttributes() -> posix_spawnattr_t? {
        var attributes: posix_spawnattr_t?
        posix_spawnattr_init(&attributes)
        return attributes
    }
    #endif

    /// `true` while the watchdog (and so normally the driver) is alive. Reaps it once it exited.
    var isRunning: Bool {
        exitStatus.withLock { status in
            if status != nil { return false }
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, WNOHANG)
            if result == pid || (result == -1 && errno == ECHILD) {
                status = raw
                return false
            }
            return true
        }
    }

    /// Kills the whole process group and anything else started from the private folder, waits
    /// (briefly) until they are gone, then reaps the watchdog. Idempotent.
    func terminate() {
        Self.killAll(group: pid, mentioning: privateRoot)
        exitStatus.withLock { status in
            guard status == nil else { return }
            var raw: Int32 = 0
            // The group was SIGKILLed, so this returns promptly.
            while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
            status = raw
        }
    }

    /// The last `lines` lines of the driver's output.
    func logTail(lines: Int = 20) -> String {
        guard let data = FileManager.default.contents(atPath: logPath) else { return "" }
        let text = String(decoding: data.suffix(16_384), as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }

    /// Sends SIGKILL to every process whose command line contains `marker` (Linux: scans `/proc`).
    /// Returns the pids signalled.
    @discardableResult
    static func killProcesses(mentioning marker: String) -> [pid_t] {
        let pids = processes(mentioning: marker)
        for target in pids { kill(target, SIGKILL) }
        return pids
    }

    /// The pids of processes whose command line contains `marker` (Linux only; empty elsewhere).
    static func processes(mentioning marker: String) -> [pid_t] {
        // `make check-apple` sets TABTESTKIT_APPLE_TYPECHECK to type-check the Apple branch on Linux.
        #if os(Linux) && !TABTESTKIT_APPLE_TYPECHECK
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let own = getpid()
        let needle = Data(marker.utf8)
        var result: [pid_t] = []
        for entry in entries {
            guard let candidate = pid_t(entry), candidate != own,
                  let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                  commandLine.range(of: needle) != nil else { continue }
            result.append(candidate)
        }
        return result
        #else
        return []
        #endif
    }
}

/// Finds a free TCP port on 127.0.0.1 by binding port 0 and reading back what the kernel chose.
func freeLoopbackPort() throws -> Int {
    #if !canImport(Darwin)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else {
        throw WebDriverError.driverFailedToStart(driver: "chromedriver", reason: "cannot create a socket", logTail: "")
    }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else {
        throw WebDriverError.driverFailedToStart(driver: "chromedriver", reason: "cannot bind 127.0.0.1:0", logTail: "")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
}
