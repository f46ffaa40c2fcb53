/// An engine capability: naming the parts of the screen whose content the engine cannot read,
/// so that a failure to find an element can say why instead of leaving the user to search for
/// a typo. On the web these are components with a closed shadow root: the page's own scripts
/// (and so any engine that reads the page through them, as Playwright's does) cannot see
/// inside one.
///
/// Not-found failures ask for it (``ClosestMatch/nearMisses(for:engine:)``); engines whose
/// whole tree is readable (XCUI, in-memory, in-process) do not offer it.
public protocol UnreadableContentReporting: Sendable {
    /// One line per region the engine cannot read, e.g. `<pay-form id="checkout"> at
    /// (0, 120, 550×300): a closed shadow root`; at most `limit`, in the page's order.
    func unreadableContent(limit: Int) throws(EngineError) -> [String]
}
