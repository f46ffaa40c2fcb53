import ElementCore

/// Settings' Reset screen: reset the location and privacy warnings with ``resetCell``, then
/// confirm in ``confirmResetSheet`` with ``resetWarningsButton``.
public struct SystemPreferencesResetScreen: Screen {
    /// The labels to use; `nil` reads ``SystemLabels/current`` at each use.
    public let labels: SystemLabels?

    /// The screen, with the labels in force (or `labels`).
    public init(labels: SystemLabels? = nil) {
        self.labels = labels
    }

    private var texts: SystemLabels { labels ?? .current }

    /// The screen's table (TABTestKit 1.8 exposed it).
    public var table: Table { Table(parent: SystemPreferences()) }

    /// The navigation bar titled Reset.
    public var trait: NavBar { NavBar(id: texts.reset, parent: SystemPreferences()) }

    /// The Reset Location & Privacy row.
    public var resetCell: Cell { Cell(id: texts.resetLocationAndPrivacy, parent: SystemPreferences()) }

    /// The sheet asking to confirm the reset.
    public var confirmResetSheet: Sheet { Sheet(parent: SystemPreferences()) }

    /// The Reset Warnings button of ``confirmResetSheet``.
    public var resetWarningsButton: Button { confirmResetSheet.actionButton(withID: texts.resetWarnings) }
}

/// Settings' Reset screen, with the labels in force.
public let systemPreferencesResetScreen = SystemPreferencesResetScreen()
