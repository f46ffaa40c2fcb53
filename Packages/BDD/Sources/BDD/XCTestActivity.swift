import Foundation
#if canImport(XCTest) && BDD_APPLE_XCTEST
import XCTest
#endif

/// Runs scenarios and steps as XCTest activities on Apple platforms, so they
/// appear as nested, named entries in Xcode's test report.
///
/// Activities need XCTest's main-thread context, so this only happens under
/// XCTest (not Swift Testing) and on the main thread; everywhere else the body
/// simply runs.
enum XCTestActivity {
    /// Runs `body`, inside an activity named `name` where possible.
    static func run(named name: String, _ body: () -> Void) {
        #if canImport(XCTest) && BDD_APPLE_XCTEST
        if !TestIdentity.isSwiftTesting, Thread.isMainThread {
            // `body` runs synchronously on this thread (the main thread): nothing is shared.
            withoutActuallyEscaping(body) { body in
                let unchecked = UncheckedBody(run: body)
                MainActor.assumeIsolated {
                    XCTContext.runActivity(named: name) { _ in unchecked.run() }
                }
            }
            return
        }
        #endif
        body()
    }
}

#if canImport(XCTest) && BDD_APPLE_XCTEST
/// A non-Sendable closure that is only ever called on the thread that created it.
private struct UncheckedBody: @unchecked Sendable {
    let run: () -> Void
}
#endif
