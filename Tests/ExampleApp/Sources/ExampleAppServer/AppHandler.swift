import Foundation

/// A request as the app's routes see it.
struct AppRequest: Sendable {
    /// `GET`, `POST`…
    var method: String
    /// The path, without the query.
    var path: String
    /// Header names are lowercased.
    var headers: [String: String]
    var body: Data
}

/// A response of the app's routes.
struct AppResponse: Sendable {
    var status: Int
    var headers: [(String, String)]
    var body: Data
    /// For `HEAD`: the length the body would have, sent without the body.
    var omitsBody = false
}

/// Serves the web app's static files (with an index.html fallback for app routes) and the mock
/// API. Synchronous and free of any server framework: the server calls it on its own threads.
struct AppHandler: Sendable {
    static let uuidHeader = "x-tabtestkit-uuid"
    static let defaultUUID = "default"

    let webRoot: URL
    let store: MockStore

    func handleRequest(_ request: AppRequest) -> AppResponse {
        let path = request.path
        if path == "/api" || path.hasPrefix("/api/") {
            return handleAPI(request, path: path)
        }
        switch request.method {
        case "GET", "HEAD":
            return serveStatic(path: path, isHead: request.method == "HEAD")
        default:
            return Self.json(["error": "Method not allowed"], status: 405)
        }
    }

    // MARK: - Mock API

    private func handleAPI(_ request: AppRequest, path: String) -> AppResponse {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // ["api", "login"] or ["api", "mock", uuid]
        if components == ["api", "login"] {
            guard request.method == "POST" else {
                return Self.json(["error": "Method not allowed"], status: 405)
            }
            return login(uuid: Self.uuid(of: request), body: request.body)
        }
        if components.count == 3, components[0] == "api", components[1] == "mock" {
            let uuid = components[2].removingPercentEncoding ?? components[2]
            switch request.method {
            case "PUT", "POST":
                guard let update = try? JSONDecoder().decode(MockUpdate.self, from: request.body) else {
                    return Self.json(
                        ["error": "Expected JSON {\"login\": \"succeeding\"|\"failing\", \"username\": \"...\"}"],
                        status: 400
                    )
                }
                var behaviour = store.behaviour(for: uuid)
                if let login = update.login { behaviour.login = login }
                if let username = update.username { behaviour.username = username }
                store.set(behaviour, for: uuid)
                return Self.json(behaviour, status: 200)
            case "GET":
                return Self.json(store.behaviour(for: uuid), status: 200)
            case "DELETE":
                store.reset(uuid)
                return AppResponse(status: 204, headers: Self.noCacheHeaders, body: Data())
            default:
                return Self.json(["error": "Method not allowed"], status: 405)
            }
        }
        return Self.json(["error": "Not found"], status: 404)
    }

    private func login(uuid: String, body: Data) -> AppResponse {
        let behaviour = store.behaviour(for: uuid)
        switch behaviour.login {
        case .failing:
            return Self.json(["error": "Server error"], status: 500)
        case .succeeding:
            let sent = (try? JSONDecoder().decode(LoginRequest.self, from: body))?.username ?? ""
            let trimmed = sent.trimmingCharacters(in: .whitespacesAndNewlines)
            let username = behaviour.username ?? (trimmed.isEmpty ? "My username" : trimmed)
            return Self.json(["username": username], status: 200)
        }
    }

    private static func uuid(of request: AppRequest) -> String {
        let value = request.headers[uuidHeader]?.trimmingCharacters(in: .whitespaces) ?? ""
        return value.isEmpty ? defaultUUID : value
    }

    // MARK: - Static files

    private func serveStatic(path: String, isHead: Bool) -> AppResponse {
        let decoded = path.removingPercentEncoding ?? path
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") || $0.contains("\\") }) {
            return Self.text("Not found", status: 404)
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
            return Self.text("Not found", status: 404)
        }
        return serveFile(webRoot.appendingPathComponent("index.html"), isHead: isHead)
    }

    private func serveFile(_ file: URL, isHead: Bool) -> AppResponse {
        guard let data = try? Data(contentsOf: file) else {
            return Self.text("Not found", status: 404)
        }
        let headers = Self.noCacheHeaders + [("Content-Type", ContentType.forPathExtension(file.pathExtension)), ("X-Content-Type-Options", "nosniff")]
        return AppResponse(status: 200, headers: headers, body: data, omitsBody: isHead)
    }

    // MARK: - Helpers

    static let noCacheHeaders: [(String, String)] = [
        ("Cache-Control", "no-store, no-cache, must-revalidate, max-age=0"),
        ("Pragma", "no-cache"),
        ("Expires", "0"),
    ]

    static func json(_ value: some Encodable, status: Int) -> AppResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return AppResponse(status: status, headers: noCacheHeaders + [("Content-Type", ContentType.json)], body: data)
    }

    static func text(_ text: String, status: Int) -> AppResponse {
        AppResponse(status: status, headers: noCacheHeaders + [("Content-Type", "text/plain; charset=utf-8")], body: Data(text.utf8))
    }
}

private struct MockUpdate: Decodable {
    var login: LoginBehaviour?
    var username: String?
}

private struct LoginRequest: Decodable {
    var username: String?
}
