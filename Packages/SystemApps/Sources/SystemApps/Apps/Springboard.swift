/// Springboard (`com.apple.springboard`): the home screen, and the app that shows system
/// alerts such as permission prompts over the app under test.
///
/// ```swift
/// let prompt = Springboard().permissionPrompt(.faceID, for: "My App")
/// prompt.allowButton.tap()
/// ```
public final class Springboard: BaseApp, @unchecked Sendable {
    /// Springboard.
    public override init() {
        super.init(bundleIdentifier: SystemBundleIdentifier.springboard)
    }

    /// The system alert titled `title`.
    public func alert(titled title: String, labels: SystemLabels? = nil) -> SystemAlert {
        SystemAlert(title: title, labels: labels)
    }

    /// The permission prompt of `kind` that the system shows for the app named `appName`,
    /// with the title and buttons of `labels` (the labels in force when `nil`).
    public func permissionPrompt(_ kind: PermissionKind, for appName: String, labels: SystemLabels? = nil) -> SystemAlert {
        SystemAlert.permission(kind, for: appName, labels: labels)
    }
}

/// Springboard, ready to use: `Icon(id: "Settings", parent: springboard)`.
public let springboard = Springboard()
