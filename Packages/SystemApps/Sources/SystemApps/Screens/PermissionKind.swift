/// The kinds of permission prompt the system shows for an app.
public enum PermissionKind: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Face ID.
    case faceID
    /// Notifications.
    case notifications
    /// Location.
    case location
    /// The camera.
    case camera
    /// The microphone.
    case microphone
    /// The photo library.
    case photos
    /// Contacts.
    case contacts
    /// Tracking (App Tracking Transparency).
    case tracking

    /// The case name.
    public var description: String { rawValue }

    /// The prompt's title template in `labels` (`%@` is the app's name).
    public func titleTemplate(in labels: SystemLabels) -> String {
        switch self {
        case .faceID: return labels.faceIDPromptTitle
        case .notifications: return labels.notificationsPromptTitle
        case .location: return labels.locationPromptTitle
        case .camera: return labels.cameraPromptTitle
        case .microphone: return labels.microphonePromptTitle
        case .photos: return labels.photosPromptTitle
        case .contacts: return labels.contactsPromptTitle
        case .tracking: return labels.trackingPromptTitle
        }
    }

    /// The label of the button that grants the permission in `labels`.
    public func allowLabel(in labels: SystemLabels) -> String {
        switch self {
        case .faceID, .camera, .microphone, .photos, .contacts: return labels.ok
        case .notifications, .tracking: return labels.allow
        case .location: return labels.allowWhileUsingApp
        }
    }
}
