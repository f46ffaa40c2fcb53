import Foundation

/// The step-context channel: how code that cannot depend on BDD (ElementCore,
/// a custom assertion library) learns which step is running and tells it that
/// it failed.
///
/// ## The contract
///
/// While a step's body runs, BDD sets
/// `Thread.current.threadDictionary["TABTestKit.StepContext"]` to a
/// `[String: Any]` with these keys:
///
/// | Key             | Type                          | Value                                                        |
/// |-----------------|-------------------------------|--------------------------------------------------------------|
/// | `"keyword"`     | `String`                      | `"Given"`, `"When"`, `"Then"`, `"And"` or `"Step"`           |
/// | `"name"`        | `String`                      | The readable step name, e.g. `"When I tap(logOutButton)"`    |
/// | `"scenario"`    | `String`                      | The enclosing scenario's description, or `""` outside one    |
/// | `"fileID"`      | `String`                      | The step's `#fileID`                                         |
/// | `"filePath"`    | `String`                      | The step's `#filePath`                                       |
/// | `"fileIDStatic"`   | `StaticString`             | The step's `#fileID`, for reporters that need a `StaticString` |
/// | `"filePathStatic"` | `StaticString`             | The step's `#filePath`, likewise                             |
/// | `"line"`        | `Int`                         | The step's `#line`                                           |
/// | `"column"`      | `Int`                         | The step's `#column`                                         |
/// | `"noteFailure"` | `@Sendable (String) -> Void`  | Marks the running step as failed with the given message      |
///
/// Read `noteFailure` with a cast to exactly `@Sendable (String) -> Void`:
/// function casts out of `Any` match the function type exactly, so a cast to
/// the non-`Sendable` `(String) -> Void` fails at run time.
///
/// `noteFailure` only marks the step (so it stops its scenario); it does not
/// report anything to XCTest or Swift Testing. The caller is expected to have
/// reported the failure already, typically at the step's location taken from
/// the same dictionary. Calling it after the step has finished does nothing.
///
/// When the step ends, BDD restores whatever value the key had before, so a
/// step run from inside another step's body (a helper that itself uses steps)
/// sees its own context and the outer step sees its context again afterwards.
///
/// The channel uses only Foundation types so that a reader needs nothing but
/// Foundation:
///
/// ```swift
/// if let context = Thread.current.threadDictionary["TABTestKit.StepContext"] as? [String: Any],
///    let name = context["name"] as? String,
///    let noteFailure = context["noteFailure"] as? @Sendable (String) -> Void {
///     noteFailure("\(name): the element never appeared")
/// }
/// ```
enum StepContextChannel {
    /// The thread-dictionary key: `"TABTestKit.StepContext"`.
    static let key = "TABTestKit.StepContext"

    /// The dictionary keys, as constants.
    enum Key {
        static let keyword = "keyword"
        static let name = "name"
        static let scenario = "scenario"
        static let fileID = "fileID"
        static let filePath = "filePath"
        static let fileIDStatic = "fileIDStatic"
        static let filePathStatic = "filePathStatic"
        static let line = "line"
        static let column = "column"
        static let noteFailure = "noteFailure"
    }

    /// The channel's dictionary for `step`.
    static func context(for step: RunningStep) -> [String: Any] {
        let record = step.start
        let noteFailure: @Sendable (String) -> Void = { [step] message in
            step.noteFailure(message)
        }
        return [
            Key.keyword: record.keyword.rawValue,
            Key.name: record.name,
            Key.scenario: record.scenario ?? "",
            Key.fileID: record.fileID,
            Key.filePath: record.filePath,
            Key.fileIDStatic: step.site.staticFileID,
            Key.filePathStatic: step.site.staticFilePath,
            Key.line: Int(clamping: record.line),
            Key.column: Int(clamping: record.column),
            Key.noteFailure: noteFailure,
        ]
    }

    /// The channel's current value on this thread, if it is a dictionary.
    static var current: [String: Any]? {
        Thread.current.threadDictionary[key] as? [String: Any]
    }

    /// Publishes `step` on the current thread while `body` runs, then restores
    /// the previous value.
    static func publish<Result>(_ step: RunningStep, during body: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = context(for: step)
        defer { dictionary[key] = previous }
        return try body()
    }
}
