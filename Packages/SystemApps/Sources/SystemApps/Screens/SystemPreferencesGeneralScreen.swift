import ElementCore

/// Settings' General screen. Go on to Reset with ``resetCell``.
public struct SystemPreferencesGeneralScreen: Screen {
    /// The labels to use; `nil` reads ``SystemLabels/current`` at each use.
    public let labels: SystemLabels?

    /// The screen, with the labels in force (or `labels`).
    public init(labels: SystemLabels? = nil) {
        self.labels = labels
    }

    private var texts: SystemLabels { labels ?? .current }

    /// The screen's table (TABTestKit 1.8 exposed it).
    public var table: Table { Table(parent: SystemPreferences()) }

    /// The navigation bar titled General.
    public var trait: NavBar { NavBar(id: texts.general, parent: SystemPreferences()) }

    /// The Reset row.
    public var resetCell: Cell { Cell(id: texts.reset, parent: SystemPreferences()) }
}

/// Settings' General screen, with the labels in force.
public let systemPreferencesGeneralScreen = SystemPreferencesGeneralScreen()
