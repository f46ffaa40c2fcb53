import Foundation

/// How the tests are run: the built test binary directly (no SwiftPM start-up), or `swift test`
/// when there is none to run.
public enum TestLauncher: Sendable, Equatable {
    /// The test binary, e.g. `.build/debug/MyPackagePackageTests.xctest` on Linux.
    case binary(URL)
    /// `swift test` in the package folder (the fallback).
    case swiftTest(swift: URL, packagePath: URL)

    /// The process that runs `tests` (all the binary's tests when empty).
    func process(running tests: [TestID], environment: [String: String], timeout: TimeInterval?) -> ChildProcess {
        switch self {
        case .binary(let binary):
            // XCTest runs the tests named in its first argument, separated by commas.
            let arguments = tests.isEmpty ? [] : [tests.map(\.description).joined(separator: ",")]
            return ChildProcess(executable: binary, arguments: arguments, environment: environment, timeout: timeout)
        case .swiftTest(let swift, let packagePath):
            let names = tests.map { NSRegularExpression.escapedPattern(for: $0.description) }
            var arguments = ["test", "--package-path", packagePath.path, "--skip-build"]
            if !names.isEmpty { arguments += ["--filter", "^(" + names.joined(separator: "|") + ")$"] }
            return ChildProcess(executable: swift, arguments: arguments, environment: environment, timeout: timeout)
        }
    }

    /// What the user is told about how tests run.
    public var description: String {
        switch self {
        case .binary(let binary): return binary.path
        case .swiftTest(_, let packagePath): return "swift test (in \(packagePath.path))"
        }
    }
}

/// Finding and listing the built test binary.
public enum TestBinary {
    /// The test binaries SwiftPM built in `packagePath` (`.build/debug/*PackageTests.xctest`, and
    /// the same under a platform folder), that this machine can run directly.
    public static func candidates(in packagePath: URL, configuration: String = "debug") -> [URL] {
        let build = packagePath.appendingPathComponent(".build")
        var folders = [build.appendingPathComponent(configuration)]
        let platforms = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        folders += platforms.sorted().filter { $0.contains("-") }.map { build.appendingPathComponent($0).appendingPathComponent(configuration) }
        var found: [URL] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix("PackageTests.xctest") {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                // On Apple platforms the .xctest is a bundle (a folder) that only xctest runs.
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                   FileManager.default.isExecutableFile(atPath: url.path),
                   !found.contains(where: { $0.resolvingSymlinksInPath() == url.resolvingSymlinksInPath() }) {
                    found.append(url)
                }
            }
        }
        return found
    }

    /// The launcher for a run: `binary` when given; else the only binary built in the package;
    /// else, when there is none, `swift test`, which builds the tests first when listing them.
    public static func launcher(binary: String?, packagePath: URL, environment: [String: String]) throws -> TestLauncher {
        if let binary {
            let url = URL(fileURLWithPath: binary, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).absoluteURL
            guard FileManager.default.isExecutableFile(atPath: url.path) else { throw TestRunError.binaryNotRunnable(url.path) }
            return .binary(url)
        }
        let found = candidates(in: packagePath)
        if found.count > 1 { throw TestRunError.severalBinaries(found.map(\.path)) }
        if let only = found.first { return .binary(only) }
        guard let swift = ChildProcess.which("swift", environment: environment) else { throw TestRunError.noBinaryAndNoSwift(packagePath.path) }
        return .swiftTest(swift: swift, packagePath: packagePath)
    }

    /// The tests the launcher can run, listed by the binary (`--list-tests`) or by `swift test list`.
    public static func list(_ launcher: TestLauncher, environment: [String: String]) throws -> [TestID] {
        let process: ChildProcess
        switch launcher {
        case .binary(let binary):
            process = ChildProcess(executable: binary, arguments: ["--list-tests"], environment: environment, timeout: 300)
        case .swiftTest(let swift, let packagePath):
            process = ChildProcess(executable: swift, arguments: ["test", "list", "--package-path", packagePath.path],
                                   environment: environment, timeout: 3600)
        }
        let result = try process.run()
        guard result.status == 0 else { throw TestRunError.listingFailed(launcher.description, status: result.status, output: result.output) }
        // Swift Testing's tests are listed too (`Module.Suite/test()`); their names carry
        // parentheses, which XCTest's list never has.
        return result.output.split(separator: "\n").compactMap { TestID(listed: String($0)) }.filter { !$0.method.contains("(") }
    }
}
