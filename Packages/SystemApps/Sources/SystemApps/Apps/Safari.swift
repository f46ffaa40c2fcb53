/// Safari (`com.apple.mobilesafari`).
///
/// Use it as a parent to act inside Safari, or start from ``safariScreen``.
public final class Safari: BaseApp, @unchecked Sendable {
    /// Safari.
    public override init() {
        super.init(bundleIdentifier: SystemBundleIdentifier.safari)
    }
}
