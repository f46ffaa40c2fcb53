import ElementCore

/// The states an app may be observed in for a wait to succeed.
struct AppStateExpectation: CustomStringConvertible {
    /// The accepted states.
    let accepted: Set<AppState>
    /// How the expectation reads in messages.
    let description: String

    /// Running in the foreground.
    static let foreground = AppStateExpectation(exactly: .runningForeground)
    /// Not running.
    static let notRunning = AppStateExpectation(exactly: .notRunning)
    /// In the background, suspended or not: iOS suspends a backgrounded app shortly after.
    static let background = AppStateExpectation(
        accepted: [.runningBackground, .runningBackgroundSuspended],
        description: "running in the background (suspended or not)"
    )

    /// `state` exactly, except that waiting for `.runningBackground` also accepts
    /// `.runningBackgroundSuspended`.
    init(exactly state: AppState) {
        if state == .runningBackground {
            self = .background
        } else {
            self.init(accepted: [state], description: state.description)
        }
    }

    private init(accepted: Set<AppState>, description: String) {
        self.accepted = accepted
        self.description = description
    }

    /// Whether `state` meets the expectation.
    func isMet(by state: AppState) -> Bool {
        accepted.contains(state)
    }
}
