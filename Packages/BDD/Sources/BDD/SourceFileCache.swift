import Foundation

/// Thread-safe cache of source files, read once per path.
///
/// Step names are read from the steps' source lines at run time. A test file
/// typically holds many steps, so each file is read at most once per process;
/// files that cannot be read are remembered too, so a missing file costs one
/// failed read.
final class SourceFileCache: Sendable {
    /// The cache shared by all steps.
    static let shared = SourceFileCache()

    /// Files larger than this are not read (a step's source is never that big).
    static let maximumFileSize = 16 * 1024 * 1024

    private let files = Locked<[String: SourceText?]>([:])

    /// The contents of the file at `path`, or `nil` if it cannot be read.
    func text(atPath path: String) -> SourceText? {
        if let cached = files.withLock({ $0[path] }) {
            return cached
        }
        let loaded = Self.load(path)
        return files.withLock { files in
            if let raced = files[path] {
                return raced
            }
            files[path] = .some(loaded)
            return loaded
        }
    }

    /// Forgets every cached file.
    func removeAll() {
        files.withLock { $0.removeAll() }
    }

    private static func load(_ path: String) -> SourceText? {
        guard !path.isEmpty,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber,
              size.intValue <= maximumFileSize,
              let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return SourceText(Array(data))
    }
}
