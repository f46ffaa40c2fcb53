/// The bundle identifiers of the system apps TABTestKit knows.
public enum SystemBundleIdentifier {
    /// Settings.
    public static let settings = "com.apple.Preferences"
    /// Safari.
    public static let safari = "com.apple.mobilesafari"
    /// Springboard: the home screen, and the owner of system alerts.
    public static let springboard = "com.apple.springboard"
}
