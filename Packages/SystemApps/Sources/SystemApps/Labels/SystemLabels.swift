/// The texts the system shows, for one locale: Settings' rows, system alerts' titles and
/// buttons, Safari's controls.
///
/// Every predefined screen and system alert reads its labels from one table, so running the
/// suite on a device in another language is a matter of selecting another table:
///
/// ```swift
/// SystemLabels.default = .english            // process-wide
/// SystemLabels.with(frenchLabels) { … }      // for some work only
/// ```
///
/// Titles with an app name are templates in which `%@` stands for the app's name. The
/// quotes and apostrophes are the typographic ones iOS shows (“ ” ’): a straight `'` or `"`
/// would not match.
public struct SystemLabels: Sendable, Hashable {
    /// The locale the table is for, e.g. `en`.
    public var localeIdentifier: String

    // MARK: Settings

    /// The title of Settings' root screen.
    public var settingsTitle: String
    /// The General row of Settings, and the title of its screen.
    public var general: String
    /// The Reset row of General, and the title of its screen.
    public var reset: String
    /// The row of the Reset screen that resets location and privacy warnings.
    public var resetLocationAndPrivacy: String
    /// The button that confirms resetting the warnings.
    public var resetWarnings: String

    // MARK: System alerts

    /// A generic Allow button.
    public var allow: String
    /// The button that refuses a permission.
    public var dontAllow: String
    /// A generic OK button.
    public var ok: String
    /// The location prompt's button granting access while the app is used.
    public var allowWhileUsingApp: String
    /// The title of the Face ID permission prompt (`%@`: the app's name).
    public var faceIDPromptTitle: String
    /// The title of the notifications permission prompt.
    public var notificationsPromptTitle: String
    /// The title of the location permission prompt.
    public var locationPromptTitle: String
    /// The title of the camera permission prompt.
    public var cameraPromptTitle: String
    /// The title of the microphone permission prompt.
    public var microphonePromptTitle: String
    /// The title of the photo library permission prompt.
    public var photosPromptTitle: String
    /// The title of the contacts permission prompt.
    public var contactsPromptTitle: String
    /// The title of the tracking (App Tracking Transparency) prompt.
    public var trackingPromptTitle: String

    // MARK: Safari

    /// Safari's address bar.
    public var safariAddressBar: String
    /// The Open button of Safari's open-in-app banner.
    public var open: String

    /// Creates a table; start from ``english`` and change what differs instead.
    public init(
        localeIdentifier: String,
        settingsTitle: String, general: String, reset: String,
        resetLocationAndPrivacy: String, resetWarnings: String,
        allow: String, dontAllow: String, ok: String, allowWhileUsingApp: String,
        faceIDPromptTitle: String, notificationsPromptTitle: String, locationPromptTitle: String,
        cameraPromptTitle: String, microphonePromptTitle: String, photosPromptTitle: String,
        contactsPromptTitle: String, trackingPromptTitle: String,
        safariAddressBar: String, open: String
    ) {
        self.localeIdentifier = localeIdentifier
        self.settingsTitle = settingsTitle
        self.general = general
        self.reset = reset
        self.resetLocationAndPrivacy = resetLocationAndPrivacy
        self.resetWarnings = resetWarnings
        self.allow = allow
        self.dontAllow = dontAllow
        self.ok = ok
        self.allowWhileUsingApp = allowWhileUsingApp
        self.faceIDPromptTitle = faceIDPromptTitle
        self.notificationsPromptTitle = notificationsPromptTitle
        self.locationPromptTitle = locationPromptTitle
        self.cameraPromptTitle = cameraPromptTitle
        self.microphonePromptTitle = microphonePromptTitle
        self.photosPromptTitle = photosPromptTitle
        self.contactsPromptTitle = contactsPromptTitle
        self.trackingPromptTitle = trackingPromptTitle
        self.safariAddressBar = safariAddressBar
        self.open = open
    }

    /// `template` with every `%@` replaced by `appName` (no format specifiers are
    /// interpreted, so any app name is safe).
    public static func fill(_ template: String, with appName: String) -> String {
        template.replacingOccurrences(of: "%@", with: appName)
    }
}
