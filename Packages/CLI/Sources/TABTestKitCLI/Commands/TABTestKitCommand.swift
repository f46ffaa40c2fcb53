import ArgumentParser

/// `tabtestkit`: generate Screens from the app, record scenarios, run the built tests in shards
/// with retries, and render reports.
public struct TABTestKitCommand: ParsableCommand {
    /// The command's description.
    public static let configuration = CommandConfiguration(
        commandName: "tabtestkit",
        abstract: "Generate Screens, record scenarios, run tests in shards with retries, and render reports.",
        subcommands: [GenerateCommand.self, RecordCommand.self, TestCommand.self, ReportCommand.self]
    )

    /// Creates the command (ArgumentParser fills it in).
    public init() {}
}
