import ElementCore
import Foundation

extension Switch {
    /// Turns the switch on or off. Unlike `adjust(to:)`, a switch that is already in that
    /// position is left alone without failing: use this when the starting state does not
    /// matter to the test.
    ///
    /// It records a failure when the switch does not exist, or does not reach the position
    /// after being tapped.
    ///
    /// - Returns: the switch, for chaining.
    @discardableResult
    public func setSwitch(
        on: Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        CallSite.with(fileID: fileID, filePath: filePath, line: line, column: column) {
            guard snapshot(fileID: fileID, filePath: filePath, line: line, column: column) != nil else { return }
            let wanted: State = on ? .on : .off
            if value != wanted { adjust(to: wanted) }
        }
        return self
    }
}
