import ExampleAppServer

/// The one example-app server of the run, started on first use.
enum ExampleAppServerHost {
    /// The server, or why it could not start.
    static let shared: Result<ExampleAppServer, any Error> = Result { try ExampleAppServer.start() }
}
