import Foundation

/// Keeps attachments as files beside the report, one folder per test.
struct AttachmentStore: Sendable {
    /// The report's folder; `nil` keeps nothing.
    let directory: URL?
    private let counter = Locked(0)

    init(directory: URL?) {
        self.directory = directory
    }

    /// Writes `data` and returns its report entry, or `nil` when there is no folder or the file
    /// cannot be written.
    func store(_ data: Data, name: String, mediaType: String, test: String) -> AttachmentReport? {
        guard let directory else { return nil }
        let number = counter.withLock { value -> Int in
            value += 1
            return value
        }
        // The process id keeps the files of the run's processes (XCTest's, Swift Testing's) apart.
        let relative = "attachments/\(Self.slug(test))/\(getpid())-\(String(format: "%04d", number))-\(Self.slug(name))"
        let url = directory.appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            return nil
        }
        return AttachmentReport(name: name, mediaType: mediaType, path: relative)
    }

    /// Removes attachments that are no longer wanted (a passing test's trace).
    func remove(_ attachments: [AttachmentReport]) {
        guard let directory else { return }
        for attachment in attachments {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(attachment.path))
        }
    }

    /// A file-name-safe version of `text`.
    static func slug(_ text: String) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        let scalars = text.unicodeScalars.map { allowed.contains($0) && $0.isASCII ? Character($0) : "_" }
        let slug = String(scalars.prefix(80))
        return slug.isEmpty || slug.allSatisfy({ $0 == "." }) ? "_" : slug
    }
}
