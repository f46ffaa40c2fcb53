import ElementCore
import Foundation

/// Functions for tab bars.
///
/// ```swift
/// Then(the: numberOfTabs(in: homeScreen.tabBar, is: 4))
/// ```
public protocol TabBarContext {}

extension TabBarContext {
    /// Asserts that `tabBar` shows `count` tabs, waiting for it within one deadline.
    public func numberOfTabs(
        in tabBar: TabBar,
        is count: Int,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let driver = AppAvailability.driver(for: tabBar, doing: "count the tabs of", at: site) else { return }
        let timeout = timeout ?? ElementConfiguration.current.defaultTimeout
        var observed = "not counted yet"
        let reached = Poller(engine: driver, timeout: timeout).poll { () -> Bool? in
            guard Presence.isPresent(tabBar, driver: driver) else {
                observed = "the tab bar does not exist"
                return nil
            }
            let tabs = ((try? driver.matches(Button(parent: tabBar).query)) ?? []).map(\.label)
            observed = "\(tabs.count) (\(tabs.map { Describing.value($0) }.joined(separator: ", ")))"
            return tabs.count == count ? true : nil
        } ?? false
        guard !reached else { return }
        site.record(ElementFailure(.timedOut(expected: "\(count)", observed: observed),
                                   attempt: "\(QueryBuilder.step(for: tabBar)) to show \(count) tabs", query: tabBar.query, timeout: timeout))
    }
}
