extension SystemLabels {
    /// The English (`en`) labels of iOS.
    public static let english = SystemLabels(
        localeIdentifier: "en",
        settingsTitle: "Settings",
        general: "General",
        reset: "Reset",
        resetLocationAndPrivacy: "Reset Location & Privacy",
        resetWarnings: "Reset Warnings",
        allow: "Allow",
        dontAllow: "Don\u{2019}t Allow",
        ok: "OK",
        allowWhileUsingApp: "Allow While Using App",
        faceIDPromptTitle: "Do you want to allow \u{201C}%@\u{201D} to use Face ID?",
        notificationsPromptTitle: "\u{201C}%@\u{201D} Would Like to Send You Notifications",
        locationPromptTitle: "Allow \u{201C}%@\u{201D} to use your location?",
        cameraPromptTitle: "\u{201C}%@\u{201D} Would Like to Access the Camera",
        microphonePromptTitle: "\u{201C}%@\u{201D} Would Like to Access the Microphone",
        photosPromptTitle: "\u{201C}%@\u{201D} Would Like to Access Your Photos",
        contactsPromptTitle: "\u{201C}%@\u{201D} Would Like to Access Your Contacts",
        trackingPromptTitle: "Allow \u{201C}%@\u{201D} to track your activity across other companies\u{2019} apps and websites?",
        safariAddressBar: "Address",
        open: "Open"
    )
}
