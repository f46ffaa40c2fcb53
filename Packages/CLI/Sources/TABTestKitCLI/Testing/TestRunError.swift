/// Why a test run could not start or be reported.
public enum TestRunError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--binary` names a file that is not an executable.
    case binaryNotRunnable(String)
    /// The package holds several test binaries: which one is meant?
    case severalBinaries([String])
    /// No binary to run, and no `swift` to fall back on.
    case noBinaryAndNoSwift(String)
    /// Listing the tests failed.
    case listingFailed(String, status: Int32, output: String)
    /// A `--filter` or `--skip` is not a regular expression.
    case invalidPattern(String)
    /// `--shard` is not `i/n`.
    case invalidShard(String)
    /// `--tags` is not a tag expression.
    case invalidTags(String, reason: String)
    /// No test matches the filters.
    case noTestMatches(filters: [String])

    /// What went wrong, and what to do.
    public var description: String {
        switch self {
        case .binaryNotRunnable(let path):
            return "\(path) is not an executable test binary (on Linux, .build/debug/<Package>PackageTests.xctest)."
        case .severalBinaries(let paths):
            return "Several test binaries were built; choose one with --binary:\n" + paths.map { "  " + $0 }.joined(separator: "\n")
        case .noBinaryAndNoSwift(let path):
            return "No test binary was built in \(path)/.build and `swift` is not on the PATH to build one: run `swift build --build-tests`."
        case .listingFailed(let what, let status, let output):
            let tail = output.split(separator: "\n").suffix(20).joined(separator: "\n")
            return "Listing the tests of \(what) failed (status \(status)):\n\(tail)"
        case .invalidPattern(let pattern):
            return "\"\(pattern)\" is not a regular expression."
        case .invalidShard(let text):
            return "--shard takes i/n with 1 ≤ i ≤ n (such as 2/4), not \"\(text)\"."
        case .invalidTags(let expression, let reason):
            return "--tags \"\(expression)\" is not a tag expression: \(reason)"
        case .noTestMatches(let filters):
            return filters.isEmpty ? "The test binary has no XCTest tests." : "No test matches --filter \(filters.joined(separator: " "))."
        }
    }
}
