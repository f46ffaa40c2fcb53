import ExampleAppServer
import Foundation
import Testing

/// The TodoMVC implementations the suite runs against: third-party apps, built by the TodoMVC
/// project, read in place from `../shared/conformance/todomvc/<name>` (never copied into the
/// repository). Each is served over 127.0.0.1 by a server of its own, so each has its own
/// origin, and each test launches it clean.
enum TodoMVC: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case javascriptES5 = "javascript-es5"
    case javascriptES6 = "javascript-es6"
    case backbone
    case jquery
    case lit
    case preact
    case react
    case vue

    /// The folder's name, which is what the runner prints for each test case.
    var testDescription: String { rawValue }

    /// The server of this implementation's folder, started on first use.
    func server() throws -> ExampleAppServer {
        try Self.servers[self, default: .failure(TodoMVCDataMissing(folder: Self.dataFolder))].get()
    }

    /// One server per implementation, for the whole run.
    private static let servers: [TodoMVC: Result<ExampleAppServer, any Error>] = Dictionary(
        uniqueKeysWithValues: allCases.map { app in
            (app, Result { () throws -> ExampleAppServer in
                let folder = dataFolder.appendingPathComponent(app.rawValue, isDirectory: true)
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path) else {
                    throw TodoMVCDataMissing(folder: folder)
                }
                return try ExampleAppServer.start(webRoot: folder)
            })
        }
    )

    /// `$TABTESTKIT_CONFORMANCE_DATA/todomvc` (set by `make conformance`), else
    /// `../shared/conformance/todomvc` next to the repository.
    static var dataFolder: URL {
        if let data = ProcessInfo.processInfo.environment["TABTESTKIT_CONFORMANCE_DATA"], !data.isEmpty {
            return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("todomvc", isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // TodoMVC.swift
            .deletingLastPathComponent() // Support
            .deletingLastPathComponent() // TodoMVCConformance
            .deletingLastPathComponent() // Tests
            .deletingLastPathComponent() // the repository
            .appendingPathComponent("shared/conformance/todomvc", isDirectory: true)
    }
}

/// The TodoMVC apps are not where the suite reads them.
struct TodoMVCDataMissing: Error, CustomStringConvertible {
    let folder: URL

    var description: String {
        """
        The TodoMVC conformance suite needs the TodoMVC apps at \(folder.path) (other projects' \
        apps, at ../shared/conformance next to the repository; not part of it). Run it with \
        `make conformance PARTS=todomvc`; `make test` skips it.
        """
    }
}
