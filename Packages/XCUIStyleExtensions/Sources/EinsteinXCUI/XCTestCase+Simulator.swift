import Foundation
import XCTest

extension XCTestCase {
    /// Whether the tests run in a simulator (Apple sets `SIMULATOR_UDID` there).
    public func isSimulator() -> Bool {
        ProcessInfo.processInfo.environment["SIMULATOR_UDID"] != nil
    }
}
