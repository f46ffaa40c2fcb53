import Foundation

/// Where Cucumber's conformance data is: `../shared/conformance` next to the repository root.
///
/// The data is read in place (it is not copied into the project). The repository root is found
/// by walking up from this file to the first folder holding both `Package.swift` and
/// `Packages/`. A missing folder is an error that names the path looked at, never a skip.
public enum ConformanceData {
    public struct Missing: Error, CustomStringConvertible {
        public let path: String

        public init(path: String) {
            self.path = path
        }

        public var description: String {
            "Cucumber's conformance data is missing: expected it at \(path) (../shared/conformance next to the "
                + "repository). The conformance tests cannot run without it."
        }
    }

    /// The folder at `relativePath` inside the conformance data (`"gherkin/testdata/good"`).
    public static func directory(_ relativePath: String, from filePath: String = #filePath) throws -> URL {
        let root = repositoryRoot(from: URL(fileURLWithPath: filePath))
        let directory = root.appendingPathComponent("../shared/conformance/\(relativePath)").standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Missing(path: directory.path)
        }
        return directory
    }

    /// The files in `directory` whose names end with `suffix`, sorted by name.
    public static func files(in directory: URL, endingWith suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(suffix) }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }

    private static func repositoryRoot(from file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        let manager = FileManager.default
        while folder.path != "/" {
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
               manager.fileExists(atPath: folder.appendingPathComponent("Packages").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        // Not inside the repository: fall back to the folder the file is in, so the error names a path.
        return file.deletingLastPathComponent()
    }
}
