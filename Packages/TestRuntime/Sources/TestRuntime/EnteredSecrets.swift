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
/// secure fields (``Secrets/registerEntered(_:)``) and its record's name masks those literals.
public final class StepSecrets: Sendable {
    private let entered = Locked<[String]>([])

    /// An empty collection.
    public init() {}

    /// Adds a secret entered while the step runs.
    public func add(_ text: String) {
        entered.withLock { texts in
            if !texts.contains(text) { texts.append(text) }
        }
    }

    /// Every secret entered so far.
    public var all: [String] { entered.current }

    /// `name` with every string literal that writes an entered secret (`"x"`, `#"x"#`) replaced
    /// by ``Secrets/replacement``.
    public func mask(_ name: String) -> String {
        var masked = name
        for text in entered.current {
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
