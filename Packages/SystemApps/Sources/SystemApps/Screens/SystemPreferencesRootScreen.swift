import ElementCore

/// The root screen of Settings. Go on to General with ``generalCell``.
public struct SystemPreferencesRootScreen: Screen {
    /// The labels to use; `nil` reads ``SystemLabels/current`` at each use.
    public let labels: SystemLabels?

    /// The screen, with the labels in force (or `labels`).
    public init(labels: SystemLabels? = nil) {
        self.labels = labels
    }

    private var texts: SystemLabels { labels ?? .current }

    /// The screen's table (TABTestKit 1.8 exposed it).
    public var table: Table { Table(parent: SystemPreferences()) }

    /// The navigation bar titled Settings.
    public var trait: NavBar { NavBar(id: texts.settingsTitle, parent: SystemPreferences()) }

    /// The General row.
    public var generalCell: Cell { Cell(id: texts.general, parent: SystemPreferences()) }
}

/// Settings' root screen, with the labels in force.
public let systemPreferencesRootScreen = SystemPreferencesRootScreen()
