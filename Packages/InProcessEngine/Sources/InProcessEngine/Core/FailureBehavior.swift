/// What ``InProcessApp``'s finders do when nothing matches.
public enum FailureBehavior: Sendable, Hashable {
    /// Record a test failure at the caller's line (XCTest or Swift Testing, whichever runs
    /// the test) and return `nil`. The default.
    case failTest
    /// Throw ``InProcessError/notFound(_:)``; the test decides.
    case raiseException
    /// Return `nil` quietly: for checking that something is *not* on screen.
    case doNothing
}

/// Why the in-process engine could not do what it was asked.
public enum InProcessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A finder found nothing; the message says what was searched and what was seen.
    case notFound(String)
    /// A storyboard, or a controller in it, does not exist.
    case noSuchController(String)

    /// The explanation.
    public var description: String {
        switch self {
        case .notFound(let message), .noSuchController(let message): return message
        }
    }
}
