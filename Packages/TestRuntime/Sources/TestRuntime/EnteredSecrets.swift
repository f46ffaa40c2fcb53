extension Secrets {
    /// Registers text entered into a secure field — typed, or a key pressed — so it never appears
    /// in any output.
    ///
    /// Text of at least ``minimumLength`` characters is registered process-wide, as
    /// ``register(_:)`` does. Shorter text (a key pressed into a password field, `press("x", in:
    /// password)`) cannot be masked everywhere without destroying every output, so it is masked
    /// where it is told: in the names of the steps running now, wherever they write it as a
    /// string literal (``StepSecrets``).
    public static func registerEntered(_ text: String) {
        guard !text.isEmpty else { return }
        register(text)
        for secrets in TestContext.current[StepSecrets.Key.self] {
            secrets.add(text)
        }
    }
}

/// The secrets entered while one step runs, however short, to mask them in that step's name.
///
/// A BDD step's name is its source (`When I press("x", in: loginScreen.password)`): a secret
/// typed or pressed there is written as a literal. The step collects what its body enters into
/// secure fields (``Secrets/registerEntered(_:)``) and its record's name masks those literals,
/// and those of what consecutive entries make together (a PIN pressed a digit at a time by a
/// helper whose step was written `enter(pin: "42")`).
public final class StepSecrets: Sendable {
    /// The most entries a step remembers (the latest).
    static let capacity = 64

    private let entered = Locked<[String]>([])

    /// An empty collection.
    public init() {}

    /// Adds a secret entered while the step runs.
    public func add(_ text: String) {
        guard !text.isEmpty else { return }
        entered.withLock { texts in
            texts.append(text)
            if texts.count > Self.capacity { texts.removeFirst(texts.count - Self.capacity) }
        }
    }

    /// Every secret entered so far, in order.
    public var all: [String] { entered.current }

    /// `name` with every string literal (`"x"`, `#"x"#`) that writes an entered secret, or what
    /// consecutive entries make together, replaced by ``Secrets/replacement``.
    public func mask(_ name: String) -> String {
        let entries = entered.current
        guard !entries.isEmpty, name.contains("\"") else { return name }
        var texts: Set<String> = []
        for start in entries.indices {
            var run = ""
            for entry in entries[start...] {
                run += entry
                texts.insert(run)
            }
        }
        var masked = name
        for text in texts.sorted(by: { $0.count > $1.count }) {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            for literal in ["#\"\(text)\"#", "\"\(escaped)\""] where masked.contains(literal) {
                masked = masked.replacingOccurrences(of: literal, with: Secrets.replacement)
            }
        }
        return masked
    }

    /// The context key: the secret collections of the running steps, outermost first.
    public enum Key: TestContextKey {
        /// No step collects secrets.
        public static let defaultValue: [StepSecrets] = []
    }
}

extension TestContext {
    /// Makes secrets entered from now on (in this context) collected by `secrets` too, as well as
    /// by the enclosing steps' collections.
    public mutating func collectEnteredSecrets(in secrets: StepSecrets) {
        self[StepSecrets.Key.self] = self[StepSecrets.Key.self] + [secrets]
    }
}
