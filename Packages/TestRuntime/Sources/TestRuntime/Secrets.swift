/// Text that must never appear in any output: what is typed into secure fields, keys taken from
/// credential URLs, and anything a test marks secret.
///
/// Every output of the framework — step names, failure messages, console lines, reports,
/// attachments' text, logs — passes through ``mask(_:)``. Registration is process-wide, because
/// reports gather many tests and a secret must not reappear in another test's output.
///
/// Texts shorter than ``minimumLength`` characters are not registered: masking every "a" or "12"
/// in every output would destroy it, and such texts say nothing on their own.
public enum Secrets {
    /// What a secret is replaced with. Always the same length, so the secret's length is not told.
    public static let replacement = "•••"

    /// The shortest text that is registered.
    public static let minimumLength = 3

    private static let registry = Locked<[String]>([])

    /// Registers `secret`: from now on it is masked in every output.
    public static func register(_ secret: String) {
        guard secret.count >= minimumLength else { return }
        registry.withLock { secrets in
            guard !secrets.contains(secret) else { return }
            secrets.append(secret)
            // Longest first, so a secret containing another is masked whole.
            secrets.sort { $0.count > $1.count }
        }
    }

    /// Whether `text` is a registered secret.
    public static func isRegistered(_ text: String) -> Bool {
        registry.withLock { $0.contains(text) }
    }

    /// `text` with every registered secret, as written by `encode` (JSON-escaped, URL-encoded…),
    /// replaced by ``replacement``: for outputs that transform text before writing it.
    public static func mask(_ text: String, encodedWith encode: (String) -> String) -> String {
        let secrets = registry.current
        guard !secrets.isEmpty else { return text }
        var masked = text
        for secret in secrets {
            let encoded = encode(secret)
            if !encoded.isEmpty, masked.contains(encoded) {
                masked = masked.replacingOccurrences(of: encoded, with: replacement)
            }
        }
        return masked
    }

    /// `text` with every registered secret replaced by ``replacement``.
    public static func mask(_ text: String) -> String {
        let secrets = registry.current
        guard !secrets.isEmpty else { return text }
        var masked = text
        for secret in secrets where masked.contains(secret) {
            masked = masked.replacingOccurrences(of: secret, with: replacement)
        }
        return masked
    }
}

/// A value marked secret: typed like any other text, but registered with ``Secrets`` first, so it
/// is masked wherever it would appear.
///
/// ```swift
/// When(I: type(Secret("S3cr3t-XYZ"), into: loginScreen.username))
/// ```
public struct Secret: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text itself.
    public let value: String

    /// Marks `value` secret.
    public init(_ value: String) {
        self.value = value
        Secrets.register(value)
    }

    /// Marks a literal secret.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Never the text: ``Secrets/replacement``.
    public var description: String { Secrets.replacement }
}
