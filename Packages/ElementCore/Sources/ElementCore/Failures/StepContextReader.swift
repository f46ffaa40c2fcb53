import Foundation

/// The running BDD step, as the `BDD` package publishes it.
///
/// `BDD` and `ElementCore` do not depend on each other. While a step runs, `BDD` stores a
/// dictionary under ``key`` in the current thread's dictionary (steps run synchronously on
/// one thread); this type reads it, so failures can name the step and its scenario, point at
/// the step's call site and mark the step as failed. The contract is documented in
/// `Docs/Architecture.md` and in BDD's `StepContextChannel.swift`.
public struct StepContextReader: Sendable {
    /// The thread-dictionary key shared with `BDD`.
    public static let key = "TABTestKit.StepContext"

    /// e.g. `When`.
    public var keyword: String
    /// e.g. `When I tap(profileScreen.logOutButton)`.
    public var name: String
    /// The scenario's description, or `""` outside a scenario.
    public var scenario: String
    /// The step's `#fileID`, when published as a `StaticString`.
    public var fileID: StaticString?
    /// The step's `#filePath`, when published as a `StaticString`.
    public var filePath: StaticString?
    /// The step's line.
    public var line: UInt
    /// The step's column.
    public var column: UInt
    /// Marks the step as failed (the failure itself is reported by the caller).
    public var noteFailure: (@Sendable (String) -> Void)?

    /// The running step on this thread, if any.
    public static var current: StepContextReader? {
        guard let entry = Thread.current.threadDictionary[key] as? [String: Any] else { return nil }
        return StepContextReader(
            keyword: entry["keyword"] as? String ?? "Step",
            name: entry["name"] as? String ?? "",
            scenario: entry["scenario"] as? String ?? "",
            fileID: entry["fileIDStatic"] as? StaticString,
            filePath: entry["filePathStatic"] as? StaticString,
            line: Self.unsigned(entry["line"]),
            column: Self.unsigned(entry["column"]),
            noteFailure: entry["noteFailure"] as? @Sendable (String) -> Void
        )
    }

    private static func unsigned(_ value: Any?) -> UInt {
        if let value = value as? UInt { return value }
        if let value = value as? Int, value >= 0 { return UInt(value) }
        return 0
    }
}
