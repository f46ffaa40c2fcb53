#if canImport(Testing)
import Testing
#endif

/// Tells errors that were already reported apart from new ones.
enum ErrorClassification {
    /// Whether the test framework already recorded a failure for `error`.
    ///
    /// Swift Testing's `#require` records an issue and then throws
    /// `ExpectationFailedError`; reporting that error again would count the
    /// same failure twice.
    static func isAlreadyReported(_ error: any Error) -> Bool {
        #if canImport(Testing)
        return error is ExpectationFailedError
        #else
        return false
        #endif
    }
}
