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

    private var table: SystemLabels { labels ?? .current }

    /// The navigation bar titled Reset.
    public var trait: NavBar { NavBar(id: table.reset, parent: SystemPreferences()) }

    /// The Reset Location & Privacy row.
    public var resetCell: Cell { Cell(id: table.resetLocationAndPrivacy, parent: SystemPreferences()) }

    /// The sheet asking to confirm the reset.
    public var confirmResetSheet: Sheet { Sheet(parent: SystemPreferences()) }

    /// The Reset Warnings button of ``confirmResetSheet``.
    public var resetWarningsButton: Button { confirmResetSheet.actionButton(withID: table.resetWarnings) }
}

/// Settings' Reset screen, with the labels in force.
public let systemPreferencesResetScreen = SystemPreferencesResetScreen()
