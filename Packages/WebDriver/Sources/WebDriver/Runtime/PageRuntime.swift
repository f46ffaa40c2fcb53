/// The JavaScript the web engine installs in each page (as `window.__tabtestkit`).
///
/// It computes roles and accessible names the way browsers compute them (explicit role, else
/// the tag's implicit role; name from aria-labelledby, aria-label, label, alt, title,
/// placeholder, content), maps them to element types, resolves a whole query chain in one
/// call, and checks actionability. See `Docs/Architecture.md`, "Element types on the web".
/// The source is split by concern across the `PageRuntime+*.swift` files.
enum PageRuntime {
    /// Bumped whenever the source changes, so pages with an older runtime reinstall it.
    static let version = "tabtestkit-runtime-1"

    /// The runtime's source, with its version filled in.
    static let source: String = (roles + geometry + resolution + actions)
        .replacingOccurrences(of: "__VERSION__", with: version)

    /// A script prefix that binds `ttk` to the runtime, or makes the call return
    /// `{status: "runtime-missing"}` when the page has none (or an older one).
    static let guardPrefix = """
    const ttk = window.__tabtestkit;
    if (!ttk || ttk.version !== "\(version)") return { status: "runtime-missing" };

    """
}
