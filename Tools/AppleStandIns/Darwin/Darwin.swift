// The part of Darwin (the C library of Apple platforms, plus the Swift overlay's Platform.swift)
// that TABTestKit's Apple-only code (and the tests compiled with it) calls: signals, pipes and file
// descriptors, posix_spawn, waitpid, chmod, and an IPv4 loopback socket.
//
// Signatures: how the macOS/iOS SDK headers (signal.h, unistd.h, fcntl.h, spawn.h, sys/wait.h,
// sys/stat.h, sys/socket.h, netinet/in.h, arpa/inet.h, string.h, stdlib.h) import into Swift, where they
// differ from Glibc's: `posix_spawn_file_actions_t` and `posix_spawnattr_t` are opaque pointers
// (`void *`), `sigset_t` is a UInt32, `mode_t` a UInt16, `sa_family_t` a UInt8, `sockaddr_in` has
// `sin_len`, `SOCK_STREAM` is an Int32 (not a struct), and un-annotated C pointers are implicitly
// unwrapped. Constants have Darwin's values. Bodies never run.
//
// Declarations marked `@available(*, unavailable)` are not Darwin's: they repeat the signature
// Glibc gives a function where it differs from Darwin's (Glibc's `__nonnull` makes a pointer
// parameter non-optional, its mode_t is a UInt32). A module's own declaration hides an imported
// one with the same signature, so the copy hides Glibc's, and, being unavailable, it is never
// chosen: calls type-check against Darwin's signature, or fail as they would on Apple.
//
// Because Foundation re-exports Glibc on Linux, a `Darwin` module alone would only make these
// names ambiguous. So `make check-apple` also compiles this file (with `public` removed) into
// the checks marked `darwin`: declarations of the module itself win over imported ones, so the
// check resolves these names here, not in Glibc. It then searches the AST for any Glibc
// declaration a checked file still reaches (anything this file lacks), and fails until the
// declaration is added here.

// MARK: sys/_types.h, sys/types.h

public typealias pid_t = Int32
public typealias mode_t = UInt16
public typealias sigset_t = UInt32
public typealias socklen_t = UInt32
public typealias sa_family_t = UInt8
public typealias in_port_t = UInt16
public typealias in_addr_t = UInt32
public typealias sig_t = @convention(c) (Int32) -> Void

// MARK: errno.h (the overlay's computed errno)

public var errno: Int32 {
    get { 0 }
    set {}
}

public var EINTR: Int32 { 4 }
public var ECHILD: Int32 { 10 }

// MARK: signal.h, sys/signal.h (+ the overlay's SIG_DFL family)

public var SIGHUP: Int32 { 1 }
public var SIGINT: Int32 { 2 }
public var SIGQUIT: Int32 { 3 }
public var SIGKILL: Int32 { 9 }
public var SIGPIPE: Int32 { 13 }
public var SIGTERM: Int32 { 15 }
public var SIGCHLD: Int32 { 20 }

public var SIG_DFL: sig_t? { nil }
public var SIG_IGN: sig_t { unsafeBitCast(1, to: sig_t.self) }

public func signal(_ sig: Int32, _ handler: sig_t!) -> sig_t! { nil }
public func kill(_ pid: pid_t, _ sig: Int32) -> Int32 { 0 }
public func sigemptyset(_ set: UnsafeMutablePointer<sigset_t>!) -> Int32 { 0 }
public func sigaddset(_ set: UnsafeMutablePointer<sigset_t>!, _ signo: Int32) -> Int32 { 0 }

// MARK: stdlib.h, string.h

public func atexit(_ function: @escaping @convention(c) () -> Void) -> Int32 { 0 }
public func free(_ pointer: UnsafeMutableRawPointer!) {}
public func strdup(_ s1: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { nil }
@available(*, unavailable, message: "Glibc's signature, not Darwin's")
public func strdup(_ s1: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>! { nil }
public func strerror(_ errnum: Int32) -> UnsafeMutablePointer<CChar>! { nil }

// MARK: sys/stat.h

public func chmod(_ path: UnsafePointer<CChar>!, _ mode: mode_t) -> Int32 { 0 }
@available(*, unavailable, message: "Glibc's signature, not Darwin's (Darwin's mode_t is UInt16)")
public func chmod(_ path: UnsafePointer<CChar>, _ mode: UInt32) -> Int32 { 0 }

// MARK: unistd.h

public func getpid() -> pid_t { 0 }
public func _exit(_ status: Int32) -> Never { fatalError("stand-in: never run") }
public func pipe(_ fds: UnsafeMutablePointer<Int32>!) -> Int32 { 0 }
public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int) -> Int { 0 }
public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ nbyte: Int) -> Int { 0 }
public func close(_ fd: Int32) -> Int32 { 0 }

// MARK: fcntl.h (+ the overlay's non-variadic fcntl)

public var O_RDONLY: Int32 { 0x0000 }
public var O_WRONLY: Int32 { 0x0001 }
public var O_CREAT: Int32 { 0x0200 }
public var O_TRUNC: Int32 { 0x0400 }
public var F_SETFD: Int32 { 2 }
public var FD_CLOEXEC: Int32 { 1 }

public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { 0 }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { 0 }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ ptr: UnsafeMutableRawPointer) -> Int32 { 0 }

// MARK: sys/wait.h

public var WNOHANG: Int32 { 0x00000001 }

public func waitpid(_ pid: pid_t, _ stat_loc: UnsafeMutablePointer<Int32>!, _ options: Int32) -> pid_t { 0 }

// MARK: spawn.h, sys/spawn.h

public typealias posix_spawn_file_actions_t = UnsafeMutableRawPointer
public typealias posix_spawnattr_t = UnsafeMutableRawPointer

public var POSIX_SPAWN_SETPGROUP: Int32 { 0x0002 }
public var POSIX_SPAWN_SETSIGDEF: Int32 { 0x0004 }
public var POSIX_SPAWN_SETSIGMASK: Int32 { 0x0008 }
public var POSIX_SPAWN_CLOEXEC_DEFAULT: Int32 { 0x4000 }

public func posix_spawn(
    _ pid: UnsafeMutablePointer<pid_t>!,
    _ path: UnsafePointer<CChar>!,
    _ file_actions: UnsafePointer<posix_spawn_file_actions_t?>!,
    _ attrp: UnsafePointer<posix_spawnattr_t?>!,
    _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>!,
    _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>!
) -> Int32 { 0 }

public func posix_spawn_file_actions_init(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!) -> Int32 { 0 }
public func posix_spawn_file_actions_destroy(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!) -> Int32 { 0 }
public func posix_spawn_file_actions_addopen(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!,
    _ filedes: Int32,
    _ path: UnsafePointer<CChar>!,
    _ oflag: Int32,
    _ mode: mode_t
) -> Int32 { 0 }
public func posix_spawn_file_actions_addclose(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _ filedes: Int32) -> Int32 { 0 }
public func posix_spawn_file_actions_adddup2(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!,
    _ filedes: Int32,
    _ newfiledes: Int32
) -> Int32 { 0 }

public func posix_spawnattr_init(_ attr: UnsafeMutablePointer<posix_spawnattr_t?>!) -> Int32 { 0 }
public func posix_spawnattr_destroy(_ attr: UnsafeMutablePointer<posix_spawnattr_t?>!) -> Int32 { 0 }
public func posix_spawnattr_setflags(_ attr: UnsafeMutablePointer<posix_spawnattr_t?>!, _ flags: Int16) -> Int32 { 0 }
public func posix_spawnattr_setpgroup(_ attr: UnsafeMutablePointer<posix_spawnattr_t?>!, _ pgroup: pid_t) -> Int32 { 0 }
public func posix_spawnattr_setsigdefault(_ attr: UnsafeMutablePointer<posix_spawnattr_t?>!, _ sigdefault: UnsafePointer<sigset_t>!) -> Int32 { 0 }
public func posix_spawnattr_setsigmask(_ attr: UnsafeMutablePointer<posix_spawnattr_t?>!, _ sigmask: UnsafePointer<sigset_t>!) -> Int32 { 0 }

// MARK: sys/socket.h, netinet/in.h, arpa/inet.h

public var AF_INET: Int32 { 2 }
public var AF_UNIX: Int32 { 1 }
public var SOCK_STREAM: Int32 { 1 }

public struct in_addr {
    public var s_addr: in_addr_t
    public init() { s_addr = 0 }
    public init(s_addr: in_addr_t) { self.s_addr = s_addr }
}

public struct sockaddr {
    public var sa_len: UInt8
    public var sa_family: sa_family_t
    public var sa_data: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar)
    public init() {
        sa_len = 0
        sa_family = 0
        sa_data = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    }
}

public struct sockaddr_in {
    public var sin_len: UInt8
    public var sin_family: sa_family_t
    public var sin_port: in_port_t
    public var sin_addr: in_addr
    public var sin_zero: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar)
    public init() {
        sin_len = 0
        sin_family = 0
        sin_port = 0
        sin_addr = in_addr()
        sin_zero = (0, 0, 0, 0, 0, 0, 0, 0)
    }
    public init(sin_len: UInt8, sin_family: sa_family_t, sin_port: in_port_t, sin_addr: in_addr,
                sin_zero: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar)) {
        self.sin_len = sin_len
        self.sin_family = sin_family
        self.sin_port = sin_port
        self.sin_addr = sin_addr
        self.sin_zero = sin_zero
    }
}

public var AF_INET6: Int32 { 30 }
public var ECONNREFUSED: Int32 { 61 }
public var EADDRNOTAVAIL: Int32 { 49 }

public struct in6_addr {
    public var __u6_addr: (UInt32, UInt32, UInt32, UInt32)
    public init() { __u6_addr = (0, 0, 0, 0) }
}

public struct sockaddr_in6 {
    public var sin6_len: UInt8
    public var sin6_family: sa_family_t
    public var sin6_port: in_port_t
    public var sin6_flowinfo: UInt32
    public var sin6_addr: in6_addr
    public var sin6_scope_id: UInt32
    public init() {
        sin6_len = 0
        sin6_family = 0
        sin6_port = 0
        sin6_flowinfo = 0
        sin6_addr = in6_addr()
        sin6_scope_id = 0
    }
}

public func connect(_ socket: Int32, _ address: UnsafePointer<sockaddr>!, _ address_len: socklen_t) -> Int32 { 0 }
public func inet_pton(_ af: Int32, _ src: UnsafePointer<CChar>!, _ dst: UnsafeMutableRawPointer!) -> Int32 { 0 }
public func socket(_ domain: Int32, _ type: Int32, _ protocol: Int32) -> Int32 { 0 }
public func socketpair(_ domain: Int32, _ type: Int32, _ protocol: Int32, _ socket_vector: UnsafeMutablePointer<Int32>!) -> Int32 { 0 }
public func bind(_ socket: Int32, _ address: UnsafePointer<sockaddr>!, _ address_len: socklen_t) -> Int32 { 0 }
public func listen(_ socket: Int32, _ backlog: Int32) -> Int32 { 0 }
public func getsockname(_ socket: Int32, _ address: UnsafeMutablePointer<sockaddr>!, _ address_len: UnsafeMutablePointer<socklen_t>!) -> Int32 { 0 }
public func inet_addr(_ cp: UnsafePointer<CChar>!) -> in_addr_t { 0 }
