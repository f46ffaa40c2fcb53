import Foundation

extension Element {
    /// The element's label (accessible name), read from the engine now. Waits for the
    /// element to exist; records a failure and returns `""` when it never does.
    public var label: String {
        ElementOperations.snapshot(of: self, for: "read the label of", fileID: #fileID, filePath: #filePath, line: #line, column: #column)?.label ?? ""
    }

    /// The element's raw accessibility value as text, read from the engine now. Elements
    /// that conform to ``ValueRepresentable`` also offer a typed `value`.
    public var accessibilityValue: String? {
        ElementOperations.snapshot(of: self, for: "read the value of", fileID: #fileID, filePath: #filePath, line: #line, column: #column)?.value
    }

    /// The element's box on the screen, read from the engine now (`.zero` when missing).
    public var frame: CGRect {
        ElementOperations.snapshot(of: self, for: "read the frame of", fileID: #fileID, filePath: #filePath, line: #line, column: #column)?.frame ?? .zero
    }

    /// A snapshot of the element, after waiting for it to exist; `nil` (with a recorded
    /// failure) when it does not.
    public func snapshot(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ElementSnapshot? {
        ElementOperations.snapshot(of: self, for: "find", timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Whether the element exists right now (no waiting, never fails).
    public var exists: Bool { determine(.exists, timeout: 0) }
}
