import TABTestKitCLI

// `tabtestkit-report …` is another name for `tabtestkit report …`: one command, its options,
// its exit status (0 when no test failed, 1 when one did, 2 when the report cannot be read).
TABTestKitCommand.main(["report"] + CommandLine.arguments.dropFirst())
