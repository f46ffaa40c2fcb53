import Dispatch
import FlyingFox
import FlyingSocks
import Foundation

/// Serves the example web app (`Tests/ExampleApp/Web`) and its mock API on `127.0.0.1`.
///
/// ```swift
/// let server = try ExampleAppServer.start()          // a free port
/// server.setMock(uuid: uuid, login: .failing)
/// // open server.baseURL in the browser ...
/// server.stop()
/// ```
///
/// `start` is synchronous: it blocks the calling thread until the server listens (or a deadline
/// passes). Call it from synchronous code (XCTest's `setUp`, a test method, `main`), not from a
/// Swift-concurrency task; in async code use ``startAsync(port:webRoot:)``.
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

    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let store: MockStore

    private init(server: HTTPServer, task: Task<Void, any Error>, store: MockStore, port: UInt16, webRoot: URL) {
        self.server = server
        self.task = task
        self.store = store
        self.port = port
        self.webRoot = webRoot
        self.baseURL = URL(string: "http://localhost:\(port)/")!
    }

    deinit {
        task.cancel()
    }

    // MARK: - Starting and stopping

    /// Starts the server on `127.0.0.1:port` (0 = a free port) and returns once it is listening.
    /// Blocks the calling thread for at most ``startTimeout`` seconds.
    public static func start(port: UInt16 = 0, webRoot: URL = ExampleAppServer.defaultWebRoot) throws -> ExampleAppServer {
        let result = ResultBox()
        let semaphore = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                result.set(.success(try await startAsync(port: port, webRoot: webRoot)))
            } catch {
                result.set(.failure(error))
            }
            semaphore.signal()
        }
        guard semaphore.wait(timeout: .now() + startTimeout + 2) == .success, let outcome = result.get() else {
            throw ExampleAppServerError.timedOut
        }
        return try outcome.get()
    }

    /// Starts the server on `127.0.0.1:port` (0 = a free port) and returns once it is listening.
    public static func startAsync(port: UInt16 = 0, webRoot: URL = ExampleAppServer.defaultWebRoot) async throws -> ExampleAppServer {
        var isDirectory: ObjCBool = false
        let index = webRoot.appendingPathComponent("index.html").path
        guard FileManager.default.fileExists(atPath: webRoot.path, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.fileExists(atPath: index) else {
            throw ExampleAppServerError.webRootNotFound(webRoot.path)
        }
        let store = MockStore()
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        let server = HTTPServer(
            address: address,
            timeout: 30,
            logger: .disabled,
            handler: AppHandler(webRoot: webRoot, store: store)
        )
        let runError = ErrorBox()
        let task = Task.detached {
            do {
                try await server.run()
            } catch {
                runError.set(error)
                throw error
            }
        }
        // Poll rather than only `waitUntilListening`, so a failing `run()` (e.g. the port is
        // taken) is reported at once instead of after the timeout.
        let deadline = Date().addingTimeInterval(startTimeout)
        while await !server.isListening {
            if let error = runError.get() {
                throw error
            }
            if Date() > deadline {
                task.cancel()
                await server.stop(timeout: 0)
                throw ExampleAppServerError.timedOut
            }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        guard case let .ip4(_, listeningPort)? = await server.listeningAddress else {
            task.cancel()
            await server.stop(timeout: 0)
            throw ExampleAppServerError.noListeningAddress
        }
        return ExampleAppServer(server: server, task: task, store: store, port: listeningPort, webRoot: webRoot)
    }

    /// Stops the server: closes the listening socket and its connections. Blocks for at most ~2 s.
    public func stop() {
        let semaphore = DispatchSemaphore(value: 0)
        let server = self.server
        let task = self.task
        Task.detached {
            await server.stop(timeout: 0)
            task.cancel()
            semaphore.signal()
        }
        _ = semaphore.wait(timeout: .now() + 2)
        task.cancel()
    }

    /// Stops the server (async form of ``stop()``).
    public func stopAsync() async {
        await server.stop(timeout: 0)
        task.cancel()
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

    public var description: String {
        switch self {
        case .webRootNotFound(let path): return "ExampleAppServer: no index.html in web root \(path)"
        case .timedOut: return "ExampleAppServer: the server did not start listening in time"
        case .noListeningAddress: return "ExampleAppServer: the server has no IPv4 listening address"
        }
    }
}

/// A lock-protected slot for the error `run()` ended with.
private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var error: (any Error)?

    func set(_ error: any Error) {
        lock.lock()
        defer { lock.unlock() }
        self.error = error
    }

    func get() -> (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}

/// A lock-protected slot to hand a result from a task to a waiting thread.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<ExampleAppServer, any Error>?

    func set(_ value: Result<ExampleAppServer, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        self.value = value
    }

    func get() -> Result<ExampleAppServer, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
