import Foundation

/// Evidence gathered when a failure is recorded: what the screen looked like, its source, and
/// its accessibility tree when the engine offers it (``AccessibilityTreeReading``).
///
/// Off by default in the element model itself; the test case and trait switch it on
/// (``ElementConfiguration/attachesEvidence``). Evidence is never gathered while failures are
/// only captured, and a failing engine costs nothing: errors are ignored.
enum FailureEvidence {
    static func collect() -> [FailureAttachment] {
        guard ElementConfiguration.current.attachesEvidence,
              TestFailures.wantsEvidence,
              let driver = currentEngine else { return [] }
        var attachments: [FailureAttachment] = []
        if let png = try? driver.screenshot(), !png.isEmpty {
            attachments.append(FailureAttachment(name: "screenshot.png", mediaType: "image/png", data: png))
        }
        if let source = driver.pageSource(), !source.text.isEmpty {
            attachments.append(FailureAttachment(name: source.name, mediaType: source.mediaType, data: Data(Secrets.mask(source.text).utf8)))
        }
        if let tree = driver.capability(AccessibilityTreeReading.self)?.accessibilityTree(), !tree.text.isEmpty {
            attachments.append(FailureAttachment(name: tree.name, mediaType: tree.mediaType, data: Data(Secrets.mask(tree.text).utf8)))
        }
        return attachments
    }
}
