import ElementCore
import Foundation

/// How values and durations read in failure messages.
enum Describing {
    /// Strings in quotes, everything else as it describes itself.
    static func value(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        return "\(value)"
    }

    /// `10 s` or `0.25 s`.
    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2f s", value)
    }

    /// The states, comma-separated; `exists` when empty.
    static func states(_ states: [ElementAttributes.State]) -> String {
        (states.isEmpty ? [.exists] : states).map(\.description).joined(separator: ", ")
    }
}
