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
            MainActor.assumeIsolated {
                XCTContext.runActivity(named: name) { _ in body() }
            }
            return
        }
        #endif
        body()
    }
}
