import Foundation
import TABTestKitCLI
import XCTest

/// Runs the built `tabtestkit` executable in a child process.
enum ToolRun {
    /// The folder of this test binary, where SwiftPM also puts the `tabtestkit` it built.
    static var buildFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// This test binary: it holds the `CLIFixture` tests too.
    static var testBinary: URL { URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath() }

    /// The repository's root.
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// A fresh temporary folder.
    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabtestkit-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `tabtestkit arguments…` with `environment` added to this process's; fails the test
    /// when the tool was not built.
    static func tabtestkit(_ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 300) throws -> ChildProcess.Result {
        let tool = buildFolder.appendingPathComponent("tabtestkit")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw ToolMissing(path: tool.path)
        }
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        return try ChildProcess(executable: tool, arguments: arguments, environment: merged, timeout: timeout).run()
    }
}

/// The tool was not built next to the tests (`swift build --build-tests` builds it).
struct ToolMissing: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path) does not exist: build it with `swift build --build-tests`." }
}
