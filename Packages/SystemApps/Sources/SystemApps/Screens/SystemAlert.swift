import ElementCore

/// An alert Springboard shows over the app under test, such as a permission prompt.
///
/// ```swift
/// let prompt = SystemAlert.permission(.faceID, for: "My App")
/// prompt.alert.waitFor(.exists)
/// prompt.dontAllowButton.tap()
/// ```
///
/// Its texts come from a ``SystemLabels`` table: the one given, else the one in force when
/// an element is asked for.
public struct SystemAlert: Screen, Sendable {
    /// The alert's title.
    public let title: String
    /// The button that grants what the alert asks (its label in the table in force).
    public let allowLabel: String?
    /// The labels to use; `nil` reads ``SystemLabels/current`` at each use.
    public let labels: SystemLabels?

    /// The alert titled `title`; `allowLabel` names the button ``allowButton`` taps
    /// (``SystemLabels/allow`` when `nil`).
    public init(title: String, allowLabel: String? = nil, labels: SystemLabels? = nil) {
        self.title = title
        self.allowLabel = allowLabel
        self.labels = labels
    }

    /// The permission prompt of `kind` for the app named `appName`.
    public static func permission(_ kind: PermissionKind, for appName: String, labels: SystemLabels? = nil) -> SystemAlert {
        let table = labels ?? .current
        return SystemAlert(
            title: SystemLabels.fill(kind.titleTemplate(in: table), with: appName),
            allowLabel: kind.allowLabel(in: table),
            labels: labels
        )
    }

    private var table: SystemLabels { labels ?? .current }

    /// The alert, inside Springboard; dismissing it taps Don’t Allow.
    public var alert: Alert {
        Alert(id: title, parent: Springboard(), dismissButtonID: table.dontAllow)
    }

    /// The alert identifies the screen.
    public var trait: Alert { alert }

    /// The button granting what the alert asks.
    public var allowButton: Button { alert.actionButton(withID: allowLabel ?? table.allow) }

    /// The Don’t Allow button.
    public var dontAllowButton: Button { alert.actionButton(withID: table.dontAllow) }

    /// The OK button.
    public var okButton: Button { alert.actionButton(withID: table.ok) }

    /// A button of the alert, by label.
    public func button(_ label: String) -> Button { alert.actionButton(withID: label) }
}
