import FlyingFox
import Foundation

/// Serves the web app's static files (with an index.html fallback for app routes) and the mock API.
struct AppHandler: HTTPHandler {
    static let uuidHeader = HTTPHeader("X-TABTestKit-UUID")
    static let defaultUUID = "default"

    let webRoot: URL
    let store: MockStore

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.path
        if path == "/api" || path.hasPrefix("/api/") {
            return await handleAPI(request, path: path)
        }
        switch request.method {
        case .GET, .HEAD:
            return serveStatic(path: path, isHead: request.method == .HEAD)
        default:
            return Self.json(["error": "Method not allowed"], status: .methodNotAllowed)
        }
    }

    // MARK: - Mock API

    private func handleAPI(_ request: HTTPRequest, path: String) async -> HTTPResponse {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // ["api", "login"] or ["api", "mock", uuid]
        if components == ["api", "login"] {
            guard request.method == .POST else {
                return Self.json(["error": "Method not allowed"], status: .methodNotAllowed)
            }
            let uuid = Self.uuid(of: request)
            let body = (try? await request.bodyData) ?? Data()
            return login(uuid: uuid, body: body)
        }
        if components.count == 3, components[0] == "api", components[1] == "mock" {
            let uuid = components[2].removingPercentEncoding ?? components[2]
            switch request.method {
            case .PUT, .POST:
                let body = (try? await request.bodyData) ?? Data()
                guard let update = try? JSONDecoder().decode(MockUpdate.self, from: body) else {
                    return Self.json(
                        ["error": "Expected JSON {\"login\": \"succeeding\"|\"failing\", \"username\": \"...\"}"],
                        status: .badRequest
                    )
                }
                var behaviour = store.behaviour(for: uuid)
                if let login = update.login { behaviour.login = login }
                if let username = update.username { behaviour.username = username }
                store.set(behaviour, for: uuid)
                return Self.json(behaviour, status: .ok)
            case .GET:
                return Self.json(store.behaviour(for: uuid), status: .ok)
            case .DELETE:
                store.reset(uuid)
                return HTTPResponse(statusCode: .noContent, headers: Self.noCacheHeaders)
            default:
                return Self.json(["error": "Method not allowed"], status: .methodNotAllowed)
            }
        }
        return Self.json(["error": "Not found"], status: .notFound)
    }

    private func login(uuid: String, body: Data) -> HTTPResponse {
        let behaviour = store.behaviour(for: uuid)
        switch behaviour.login {
        case .failing:
            return Self.json(["error": "Server error"], status: .internalServerError)
        case .succeeding:
            let sent = (try? JSONDecoder().decode(LoginRequest.self, from: body))?.username ?? ""
            let trimmed = sent.trimmingCharacters(in: .whitespacesAndNewlines)
            let username = behaviour.username ?? (trimmed.isEmpty ? "My username" : trimmed)
            return Self.json(["username": username], status: .ok)
        }
    }

    private static func uuid(of request: HTTPRequest) -> String {
        let value = request.headers[uuidHeader]?.trimmingCharacters(in: .whitespaces) ?? ""
        return value.isEmpty ? defaultUUID : value
    }

    // MARK: - Static files

    private func serveStatic(path: String, isHead: Bool) -> HTTPResponse {
        let decoded = path.removingPercentEncoding ?? path
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") || $0.contains("\\") }) {
            return Self.text("Not found", status: .notFound)
        }
        var file = webRoot
        for part in parts { file.appendPathComponent(part) }

        var isDirectory: ObjCBool = false
        if !parts.isEmpty, FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return serveFile(file, isHead: isHead)
        }
        // A path that names a file (has an extension) but doesn't exist is a real 404;
        // anything else is an app route (e.g. /table, /deeplink/detail/5): serve index.html.
        if let last = parts.last, last.contains(".") {
            return Self.text("Not found", status: .notFound)
        }
        return serveFile(webRoot.appendingPathComponent("index.html"), isHead: isHead)
    }

    private func serveFile(_ file: URL, isHead: Bool) -> HTTPResponse {
        guard let data = try? Data(contentsOf: file) else {
            return Self.text("Not found", status: .notFound)
        }
        var headers = Self.noCacheHeaders
        headers[.contentType] = ContentType.forPathExtension(file.pathExtension)
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        if isHead {
            headers[.contentLength] = String(data.count)
            return HTTPResponse(statusCode: .ok, headers: headers)
        }
        return HTTPResponse(statusCode: .ok, headers: headers, body: data)
    }

    // MARK: - Helpers

    static var noCacheHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.cacheControl] = "no-store, no-cache, must-revalidate, max-age=0"
        headers[HTTPHeader("Pragma")] = "no-cache"
        headers[HTTPHeader("Expires")] = "0"
        return headers
    }

    static func json(_ value: some Encodable, status: HTTPStatusCode) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        var headers = noCacheHeaders
        headers[.contentType] = ContentType.json
        return HTTPResponse(statusCode: status, headers: headers, body: data)
    }

    static func text(_ text: String, status: HTTPStatusCode) -> HTTPResponse {
        var headers = noCacheHeaders
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}

private struct MockUpdate: Decodable {
    var login: LoginBehaviour?
    var username: String?
}

private struct LoginRequest: Decodable {
    var username: String?
}
