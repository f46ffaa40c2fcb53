import ExampleAppServer
import Foundation

/// The loopback servers the tests open pages from (127.0.0.1, a free port each, one per run).
enum PageServers {
    /// This target's own pages (`Pages/`).
    static let fixtures: Result<ExampleAppServer, any Error> = Result {
        try ExampleAppServer.start(webRoot: folder("Tests/WebDriverPageTests/Pages"))
    }

    /// This target's pages again, on another port: another origin, for cross-origin frames.
    static let otherOrigin: Result<ExampleAppServer, any Error> = Result {
        try ExampleAppServer.start(webRoot: folder("Tests/WebDriverPageTests/Pages"))
    }

    /// The page runtime's accessible-name corpus, one page per accname rule
    /// (`Packages/WebDriver/Tests/RuntimeJS/Pages`, shared with the runtime's JS tests).
    static let corpus: Result<ExampleAppServer, any Error> = Result {
        try ExampleAppServer.start(webRoot: folder("Packages/WebDriver/Tests/RuntimeJS/Pages"))
    }

    /// The example app (`Tests/ExampleApp/Web`).
    static let exampleApp: Result<ExampleAppServer, any Error> = Result { try ExampleAppServer.start() }

    /// A folder of the repository, found from this file's path.
    static func folder(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // PageServers.swift
            .deletingLastPathComponent() // WebDriverPageTests
            .deletingLastPathComponent() // Tests
            .appendingPathComponent(path, isDirectory: true)
    }

    /// `path` on `server`.
    static func url(_ path: String, on server: ExampleAppServer) -> URL {
        URL(string: path, relativeTo: server.baseURL)?.absoluteURL ?? server.baseURL
    }
}
