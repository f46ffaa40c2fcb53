import ElementCore

/// Safari's browsing screen: its address bar, and the banner offering to open a page in its
/// app.
public struct SafariScreen: Screen {
    /// The labels to use; `nil` reads ``SystemLabels/current`` at each use.
    public let labels: SystemLabels?

    /// The screen, with the labels in force (or `labels`).
    public init(labels: SystemLabels? = nil) {
        self.labels = labels
    }

    private var table: SystemLabels { labels ?? .current }

    /// The address bar identifies the screen.
    public var trait: TextField { addressBar }

    /// The address bar.
    public var addressBar: TextField { TextField(id: table.safariAddressBar, parent: Safari()) }

    /// The banner offering to open the page in its app.
    public var openInAppBanner: SafariOpenInAppBanner { SafariOpenInAppBanner(labels: labels) }
}

/// The banner Safari shows over a page that an installed app can open.
public struct SafariOpenInAppBanner: Screen {
    /// The labels to use; `nil` reads ``SystemLabels/current`` at each use.
    public let labels: SystemLabels?

    /// The banner, with the labels in force (or `labels`).
    public init(labels: SystemLabels? = nil) {
        self.labels = labels
    }

    /// The Open button identifies the banner.
    public var trait: Button { openButton }

    /// The Open button: it opens the page in the app.
    public var openButton: Button { Button(id: (labels ?? .current).open, parent: Safari()) }
}

/// Safari's browsing screen, with the labels in force.
public let safariScreen = SafariScreen()
