import ElementCore

extension SystemLabels {
    private static let registry = Locked<[String: SystemLabels]>(["en": .english])

    private enum Key: TestContextKey {
        static let defaultValue = SystemLabels.english
    }

    /// The process-wide table (``english`` until changed).
    public static var `default`: SystemLabels {
        get { TestContext.defaultValue(for: Key.self) }
        set { TestContext.setDefault(newValue, for: Key.self) }
    }

    /// The table in force: the one scoped with ``with(_:operation:)``, else ``default``.
    public static var current: SystemLabels {
        TestContext.current[Key.self]
    }

    /// Runs `operation` with `labels` in force.
    public static func with<Result>(_ labels: SystemLabels, operation: () throws -> Result) rethrows -> Result {
        try TestContext.with({ $0[Key.self] = labels }, operation)
    }

    /// The table registered for a locale (`en`, or `en_GB`, which falls back to `en`).
    public static func forLocale(_ identifier: String) -> SystemLabels? {
        let tables = registry.current
        if let exact = tables[identifier] { return exact }
        let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? identifier
        return tables[language]
    }

    /// Makes `labels` available to ``forLocale(_:)`` under its ``localeIdentifier``.
    public static func register(_ labels: SystemLabels) {
        registry.withLock { $0[labels.localeIdentifier] = labels }
    }
}
