import ElementCore

/// Settings' General screen. Go on to Reset with ``resetCell``.
public struct SystemPreferencesGeneralScreen: Screen {
    /// The labels to use; `nil` reads ``SystemLabels/current`` at each use.
    public let labels: SystemLabels?

    /// The screen, with the labels in force (or `labels`).
    public init(labels: SystemLabels? = nil) {
        self.labels = labels
    }

    private var table: SystemLabels { labels ?? .current }

    /// The navigation bar titled General.
    public var trait: NavBar { NavBar(id: table.general, parent: SystemPreferences()) }

    /// The Reset row.
    public var resetCell: Cell { Cell(id: table.reset, parent: SystemPreferences()) }
}

/// Settings' General screen, with the labels in force.
public let systemPreferencesGeneralScreen = SystemPreferencesGeneralScreen()
