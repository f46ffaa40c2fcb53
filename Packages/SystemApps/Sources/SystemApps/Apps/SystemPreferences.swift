/// The Settings app (`com.apple.Preferences`).
///
/// Use it as a parent to act inside Settings, or start from ``systemPreferencesRootScreen``.
public final class SystemPreferences: BaseApp, @unchecked Sendable {
    /// The Settings app.
    public override init() {
        super.init(bundleIdentifier: SystemBundleIdentifier.settings)
    }
}
