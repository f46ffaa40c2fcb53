/// An engine capability: the accessibility tree of what is shown, as the engine itself sees it
/// (the roles, names, ids and states its queries match against), for failure reports.
///
/// Ask the driver for it with `driver.capability(AccessibilityTreeReading.self)`. A failure's
/// evidence includes it next to the screenshot and the page source, so a report shows what a
/// query could have matched. Engines whose ``Engine/pageSource()`` is already their
/// accessibility tree (XCUI, in memory) do not need to offer it.
public protocol AccessibilityTreeReading: Sendable {
    /// The tree as indented text, one node a line (`accessibility-tree.txt`), or `nil` when it
    /// cannot be read now.
    func accessibilityTree() -> PageSource?
}
