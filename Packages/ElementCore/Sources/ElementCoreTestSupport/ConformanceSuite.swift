import ElementCore

/// The checks that prove an engine follows the matching rules of `Engine`, the
/// same way as every other engine.
///
/// Load the ``ConformanceFixture`` into the engine (fresh: the last checks tap and type), then:
///
/// ```swift
/// let failures = ConformanceSuite.run(on: driver)
/// #expect(failures.isEmpty, "\(failures)")
/// ```
public enum ConformanceSuite {
    /// Runs every check on `driver`, in order, and returns the ones that failed.
    public static func run(on driver: any Engine) -> [ConformanceFailure] {
        checks.compactMap { check($0, on: driver) }
    }

    /// Runs one check; `nil` when it passes.
    public static func check(_ check: ConformanceCheck, on driver: any Engine) -> ConformanceFailure? {
        do throws(EngineError) {
            guard let actual = try mismatch(check, on: driver) else { return nil }
            return ConformanceFailure(check: check, actual: actual)
        } catch {
            return ConformanceFailure(check: check, actual: "the engine threw: \(error)")
        }
    }

    /// What the engine answered instead of the expectation, or `nil` when it matched.
    private static func mismatch(_ check: ConformanceCheck, on driver: any Engine) throws(EngineError) -> String? {
        switch check.expectation {
        case .found(let signature, let count):
            let resolution = try driver.resolve(check.query)
            if case .found(let snapshot, let actualCount) = resolution, ConformanceSignature(snapshot) == signature, actualCount == count {
                return nil
            }
            return describe(resolution)
        case .notFound(let step):
            let resolution = try driver.resolve(check.query)
            if case .notFound(let actualStep) = resolution, actualStep == step { return nil }
            return describe(resolution)
        case .ambiguous(let step, let matches):
            let resolution = try driver.resolve(check.query)
            if case .ambiguous(let actualStep, let actual) = resolution, actualStep == step, actual.map(ConformanceSignature.init) == matches {
                return nil
            }
            return describe(resolution)
        case .matches(let expected):
            let actual = try driver.matches(check.query).map(ConformanceSignature.init)
            return actual == expected ? nil : "matches \(actual)"
        case .attributes(let attributes):
            return try attributesMismatch(check.query, attributes, on: driver)
        case .performs(let action, let then, let attributes):
            try driver.perform(action, on: check.query)
            return try attributesMismatch(then, attributes, on: driver)
        }
    }

    private static func attributesMismatch(_ query: ElementQuery, _ attributes: [ConformanceAttribute], on driver: any Engine) throws(EngineError) -> String? {
        let resolution = try driver.resolve(query)
        guard case .found(let snapshot, _) = resolution else { return describe(resolution) }
        let wrong = attributes.filter { !$0.holds(for: snapshot) }
        if wrong.isEmpty { return nil }
        return "\(ConformanceSignature(snapshot)) with label \"\(snapshot.label)\", value \(snapshot.value.map { "\"\($0)\"" } ?? "nil"), "
            + "placeholder \(snapshot.placeholder.map { "\"\($0)\"" } ?? "nil"), \(snapshot.isEnabled ? "enabled" : "disabled")"
    }

    private static func describe(_ resolution: Resolution) -> String {
        switch resolution {
        case .found(let snapshot, let count): return "found \(ConformanceSignature(snapshot)) among \(count)"
        case .notFound(let step): return "not found at level \(step + 1)"
        case .ambiguous(let step, let matches): return "ambiguous at level \(step + 1) between \(matches.map(ConformanceSignature.init))"
        }
    }
}

/// A check an engine failed.
public struct ConformanceFailure: Sendable, CustomStringConvertible {
    /// The check.
    public var check: ConformanceCheck
    /// What the engine answered instead.
    public var actual: String

    /// Creates a failure.
    public init(check: ConformanceCheck, actual: String) {
        self.check = check
        self.actual = actual
    }

    /// e.g. `strict ambiguity fails with both matches — expected …, got …`.
    public var description: String {
        "\(check.name) (\(check.query)): expected \(check.expectation), got \(actual)"
    }
}
