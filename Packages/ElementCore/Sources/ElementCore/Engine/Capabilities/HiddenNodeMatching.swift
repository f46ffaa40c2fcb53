/// An engine capability: matching nodes that are hidden from the accessibility tree too (on the
/// web `display: none`, `visibility: hidden`, `hidden`, `aria-hidden`, `inert`; in memory,
/// hidden nodes), for counts that include rows a page keeps but does not show.
///
/// Ask the driver for it with `driver.capability(HiddenNodeMatching.self)`; the contexts'
/// `count(of:is:includingHidden:)` uses it. XCUI does not offer it: hidden views are not in
/// an app's accessibility tree at all.
public protocol HiddenNodeMatching: Sendable {
    /// Snapshots of every node the query's last step matches, hidden ones included (a hidden
    /// node is not visible, and its id matches the name it would have if shown), in order. The
    /// query's ancestors resolve as in ``Engine/matches(_:)``: only among nodes that are shown.
    /// Returns an empty array when an ancestor does not resolve.
    func matchesIncludingHidden(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot]
}
