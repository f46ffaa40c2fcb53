import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Serves the example web app (`Tests/ExampleApp/Web`) and its mock API on `127.0.0.1`.
///
/// ```swift
/// let server = try ExampleAppServer.start()          // a free port
/// server.setMock(uuid: uuid, login: .failing)
/// // open server.baseURL in the browser ...
/// server.stop()
/// ```
///
/// The server runs on threads of its own (a SwiftNIO event loop group), never on Swift
/// concurrency's cooperative threads: tests in the same process may block those threads (UI
/// tests do: they wait for the browser) without starving the server the browser is waiting for.
/// `start` and `stop` are synchronous and may be called from any thread.
public final class ExampleAppServer: Sendable {

    /// The folder of the web app: `Web/` beside this package's `Sources/`, found from this file's path.
    public static let defaultWebRoot: URL = {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // ExampleAppServer.swift
            .deletingLastPathComponent() // ExampleAppServer
            .deletingLastPathComponent() // Sources
            .appendingPathComponent("Web", isDirectory: true)
    }()

    /// How long `start` waits for the server to listen.
    public static let startTimeout: TimeInterval = 10

    /// The app's address: `http://localhost:PORT/`. (`localhost`, not `127.0.0.1`: WebAuthn needs a
    /// domain RP ID, and `localhost` is a secure context.)
    public let baseURL: URL
    /// The port the server listens on.
    public let port: UInt16
    /// The folder the static files are served from.
    public let webRoot: URL

    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let store: MockStore

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel, store: MockStore, port: UInt16, webRoot: URL) {
        self.group = group
        self.channel = channel
        self.store = store
        self.port = port
        self.webRoot = webRoot
        self.baseURL = URL(string: "http://localhost:\(port)/")!
    }

    deinit {
        // Not waiting: the last reference may go away on any thread.
        if !isShutDown.current {
            channel.close(promise: nil)
            group.shutdownGracefully { _ in }
        }
    }

    // MARK: - Starting and stopping

    /// Starts the server on `127.0.0.1:port` (0 = a free port) and returns once it is listening.
    public static func start(port: UInt16 = 0, webRoot: URL = ExampleAppServer.defaultWebRoot) throws -> ExampleAppServer {
        var isDirectory: ObjCBool = false
        let index = webRoot.appendingPathComponent("index.html").path
        guard FileManager.default.fileExists(atPath: webRoot.path, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.fileExists(atPath: index) else {
            throw ExampleAppServerError.webRootNotFound(webRoot.path)
        }
        let store = MockStore()
        let handler = AppHandler(webRoot: webRoot, store: store)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(HTTPChannelHandler(handler: handler))
                }
            }
            .childChannelOption(.socketOption(.so_reuseaddr), value: 1)
        do {
            let channel = try bootstrap.bind(host: "127.0.0.1", port: Int(port)).wait()
            guard let listening = channel.localAddress?.port else {
                try? channel.close().wait()
                try? group.syncShutdownGracefully()
                throw ExampleAppServerError.noListeningAddress
            }
            return ExampleAppServer(group: group, channel: channel, store: store, port: UInt16(listening), webRoot: webRoot)
        } catch let error as ExampleAppServerError {
            throw error
        } catch {
            try? group.syncShutdownGracefully()
            throw ExampleAppServerError.cannotListen(port: port, reason: "\(error)")
        }
    }

    /// Starts the server (the asynchronous form of ``start(port:webRoot:)``).
    public static func startAsync(port: UInt16 = 0, webRoot: URL = ExampleAppServer.defaultWebRoot) async throws -> ExampleAppServer {
        try start(port: port, webRoot: webRoot)
    }

    /// Stops the server: closes the listening socket and its connections. Idempotent.
    public func stop() {
        let isFirst = isShutDown.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard isFirst else { return }
        try? channel.close().wait()
        // Connections still open are closed with the event loops.
        try? group.syncShutdownGracefully()
    }

    private let isShutDown = ServerLock(false)

    /// Stops the server (async form of ``stop()``).
    public func stopAsync() async {
        stop()
    }

    // MARK: - Mock API state

    /// Sets how `POST /api/login` behaves for requests carrying `X-TABTestKit-UUID: uuid`
    /// (same effect as `PUT /api/mock/{uuid}`). `username: nil` echoes the typed username.
    public func setMock(uuid: String, login: LoginBehaviour, username: String? = nil) {
        store.set(MockBehaviour(login: login, username: username), for: uuid)
    }

    /// The mock behaviour for a UUID (the default one if none was set).
    public func mock(uuid: String) -> MockBehaviour {
        store.behaviour(for: uuid)
    }

    /// Forgets a UUID's mock behaviour (same effect as `DELETE /api/mock/{uuid}`).
    public func resetMock(uuid: String) {
        store.reset(uuid)
    }
}

/// Errors from starting the server.
public enum ExampleAppServerError: Error, CustomStringConvertible, Sendable {
    case webRootNotFound(String)
    case timedOut
    case noListeningAddress
    case cannotListen(port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .webRootNotFound(let path): return "ExampleAppServer: no index.html in web root \(path)"
        case .timedOut: return "ExampleAppServer: the server did not start listening in time"
        case .noListeningAddress: return "ExampleAppServer: the server has no IPv4 listening address"
        case .cannotListen(let port, let reason): return "ExampleAppServer: cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }
}

/// A value behind a lock.
final class ServerLock<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var current: Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
