import ExampleAppServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

final class ExampleAppServerTests: XCTestCase {

    private var server: ExampleAppServer!

    override func setUpWithError() throws {
        server = try ExampleAppServer.start()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    // MARK: - Starting

    func testStartsOnAFreeLocalhostPort() throws {
        XCTAssertNotEqual(server.port, 0)
        XCTAssertEqual(server.baseURL.absoluteString, "http://localhost:\(server.port)/")
        XCTAssertEqual(server.baseURL.host, "localhost")
    }

    func testListensOnLoopbackIPv4() throws {
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(server.port)/"))
        let response = try HTTP.send(URLRequest(url: url))
        XCTAssertEqual(response.status, 200)
    }

    func testTwoServersGetDifferentPorts() throws {
        let other = try ExampleAppServer.start()
        defer { other.stop() }
        XCTAssertNotEqual(other.port, server.port)
        XCTAssertEqual(try HTTP.get(other.baseURL).status, 200)
    }

    func testStartOnATakenPortThrows() throws {
        XCTAssertThrowsError(try ExampleAppServer.start(port: server.port))
    }

    func testStartWithAMissingWebRootThrows() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        XCTAssertThrowsError(try ExampleAppServer.start(webRoot: missing))
    }

    func testStopClosesTheServer() throws {
        let other = try ExampleAppServer.start()
        XCTAssertEqual(try HTTP.get(other.baseURL).status, 200)
        other.stop()
        XCTAssertThrowsError(try HTTP.get(other.baseURL))
    }

    func testDefaultWebRootIsTheWebFolder() throws {
        let index = ExampleAppServer.defaultWebRoot.appendingPathComponent("index.html")
        XCTAssertTrue(FileManager.default.fileExists(atPath: index.path))
        XCTAssertEqual(ExampleAppServer.defaultWebRoot.lastPathComponent, "Web")
    }

    func testStartAsync() async throws {
        let other = try await ExampleAppServer.startAsync()
        XCTAssertNotEqual(other.port, 0)
        await other.stopAsync()
    }

    // MARK: - Static files

    func testServesIndexAtRoot() throws {
        let response = try HTTP.get(server.baseURL)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertTrue(response.text.contains("<!doctype html>"))
        XCTAssertTrue(response.text.contains("launch.js"))
        XCTAssertTrue(response.header("Cache-Control")?.contains("no-store") ?? false)
    }

    func testServesJavaScriptAndCSS() throws {
        let js = try HTTP.get(url("app.js"))
        XCTAssertEqual(js.status, 200)
        XCTAssertEqual(js.header("Content-Type"), "text/javascript; charset=utf-8")
        XCTAssertTrue(js.header("Cache-Control")?.contains("no-store") ?? false)
        XCTAssertFalse(js.text.isEmpty)

        let launch = try HTTP.get(url("launch.js"))
        XCTAssertEqual(launch.status, 200)
        XCTAssertTrue(launch.text.contains("__tabtestkit"))

        let css = try HTTP.get(url("app.css"))
        XCTAssertEqual(css.status, 200)
        XCTAssertEqual(css.header("Content-Type"), "text/css; charset=utf-8")
    }

    func testAppRoutesAndDeepLinksFallBackToIndex() throws {
        let index = try HTTP.get(server.baseURL).text
        for path in ["deeplink/detail/5", "deeplink/profile", "table", "detail/3", "other?x=1"] {
            let response = try HTTP.get(url(path))
            XCTAssertEqual(response.status, 200, path)
            XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8", path)
            XCTAssertEqual(response.text, index, path)
        }
    }

    func testMissingFilesAre404() throws {
        XCTAssertEqual(try HTTP.get(url("missing.js")).status, 404)
        XCTAssertEqual(try HTTP.get(url("screens/missing.css")).status, 404)
    }

    func testPathTraversalIsRefused() throws {
        XCTAssertEqual(try HTTP.get(url("..%2FPackage.swift")).status, 404)
        XCTAssertEqual(try HTTP.get(url("%2E%2E/%2E%2E/Package.swift")).status, 404)
    }

    // MARK: - Mock API

    func testLoginSucceedsByDefaultAndEchoesTheUsername() throws {
        let response = try login(uuid: nil, username: "kane")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "application/json; charset=utf-8")
        XCTAssertEqual(try response.json(), ["username": "kane"])

        let anonymous = try login(uuid: UUID().uuidString, username: "")
        XCTAssertEqual(try anonymous.json(), ["username": "My username"])
    }

    func testMockIsKeyedByUUID() throws {
        let failing = UUID().uuidString
        let succeeding = UUID().uuidString

        let put = try HTTP.send(request("api/mock/\(failing)", method: "PUT", json: #"{"login":"failing"}"#))
        XCTAssertEqual(put.status, 200)
        XCTAssertEqual(try put.json(), ["login": "failing"])
        let putOther = try HTTP.send(request("api/mock/\(succeeding)", method: "PUT",
                                             json: #"{"login":"succeeding","username":"Mocked user"}"#))
        XCTAssertEqual(putOther.status, 200)

        let failed = try login(uuid: failing, username: "kane")
        XCTAssertEqual(failed.status, 500)
        XCTAssertEqual(try failed.json(), ["error": "Server error"])

        let succeeded = try login(uuid: succeeding, username: "kane")
        XCTAssertEqual(succeeded.status, 200)
        XCTAssertEqual(try succeeded.json(), ["username": "Mocked user"])

        // Neither touches the default key nor an unknown UUID.
        XCTAssertEqual(try login(uuid: nil, username: "a").status, 200)
        XCTAssertEqual(try login(uuid: UUID().uuidString, username: "a").status, 200)

        let get = try HTTP.send(request("api/mock/\(failing)", method: "GET"))
        XCTAssertEqual(try get.json(), ["login": "failing"])

        let delete = try HTTP.send(request("api/mock/\(failing)", method: "DELETE"))
        XCTAssertEqual(delete.status, 204)
        XCTAssertEqual(try login(uuid: failing, username: "kane").status, 200)
        XCTAssertEqual(try login(uuid: succeeding, username: "kane").status, 200)
        XCTAssertEqual(try login(uuid: succeeding, username: "kane").json(), ["username": "Mocked user"])
    }

    func testMockDefaultKey() throws {
        XCTAssertEqual(try HTTP.send(request("api/mock/default", method: "PUT", json: #"{"login":"failing"}"#)).status, 200)
        XCTAssertEqual(try login(uuid: nil, username: "a").status, 500)
        XCTAssertEqual(try login(uuid: UUID().uuidString, username: "a").status, 200)
    }

    func testSetMockInProcess() throws {
        let uuid = UUID().uuidString
        server.setMock(uuid: uuid, login: .failing)
        XCTAssertEqual(server.mock(uuid: uuid), MockBehaviour(login: .failing))
        XCTAssertEqual(try login(uuid: uuid, username: "a").status, 500)

        server.setMock(uuid: uuid, login: .succeeding, username: "Set in process")
        XCTAssertEqual(try login(uuid: uuid, username: "a").json(), ["username": "Set in process"])

        server.resetMock(uuid: uuid)
        XCTAssertEqual(server.mock(uuid: uuid), .default)
        XCTAssertEqual(try login(uuid: uuid, username: "a").json(), ["username": "a"])
    }

    func testBadMockRequests() throws {
        XCTAssertEqual(try HTTP.send(request("api/mock/x", method: "PUT", json: #"{"login":"sometimes"}"#)).status, 400)
        XCTAssertEqual(try HTTP.send(request("api/mock/x", method: "PUT", json: "not json")).status, 400)
        XCTAssertEqual(try HTTP.send(request("api/login", method: "GET")).status, 405)
        XCTAssertEqual(try HTTP.send(request("api/nothing", method: "GET")).status, 404)
    }

    // MARK: - Helpers

    private func url(_ path: String) -> URL {
        URL(string: path, relativeTo: server.baseURL)!.absoluteURL
    }

    private func request(_ path: String, method: String, json: String? = nil, uuid: String? = nil) -> URLRequest {
        var request = URLRequest(url: url(path))
        request.httpMethod = method
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let uuid {
            request.setValue(uuid, forHTTPHeaderField: "X-TABTestKit-UUID")
        }
        return request
    }

    private func login(uuid: String?, username: String) throws -> HTTP.Response {
        let body = try JSONSerialization.data(withJSONObject: ["username": username, "password": "secret"])
        return try HTTP.send(request("api/login", method: "POST", json: String(decoding: body, as: UTF8.self), uuid: uuid))
    }
}

/// Synchronous HTTP over URLSession (an ephemeral session, so nothing is cached).
enum HTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data

        var text: String { String(decoding: body, as: UTF8.self) }

        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        func json() throws -> [String: String] {
            try JSONDecoder().decode([String: String].self, from: body)
        }
    }

    struct Failure: Error {
        var message: String
    }

    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<Response, Failure>?
    }

    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }()

    static func get(_ url: URL) throws -> Response {
        try send(URLRequest(url: url))
    }

    static func send(_ request: URLRequest) throws -> Response {
        let box = Box()
        let semaphore = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            let result: Result<Response, Failure>
            if let http = response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for (key, value) in http.allHeaderFields {
                    headers["\(key)"] = "\(value)"
                }
                result = .success(Response(status: http.statusCode, headers: headers, body: data ?? Data()))
            } else {
                result = .failure(Failure(message: error.map { "\($0)" } ?? "no response"))
            }
            box.lock.lock()
            box.result = result
            box.lock.unlock()
            semaphore.signal()
        }
        task.resume()
        guard semaphore.wait(timeout: .now() + 10) == .success else {
            task.cancel()
            throw Failure(message: "timed out")
        }
        box.lock.lock()
        defer { box.lock.unlock() }
        return try box.result!.get()
    }
}
