import ElementCore
import SystemApps
import Testing

@Suite("System labels")
struct SystemLabelsTests {
    /// A made-up French table, to show selection.
    static let french: SystemLabels = {
        var labels = SystemLabels.english
        labels.localeIdentifier = "fr"
        labels.settingsTitle = "Réglages"
        labels.general = "Général"
        labels.dontAllow = "Refuser"
        return labels
    }()

    @Test func englishUsesTypographicPunctuation() {
        #expect(SystemLabels.english.dontAllow == "Don’t Allow")
        #expect(SystemLabels.english.faceIDPromptTitle == "Do you want to allow “%@” to use Face ID?")
        #expect(!SystemLabels.english.dontAllow.contains("'"))
    }

    @Test func fillReplacesThePlaceholderOnly() {
        #expect(SystemLabels.fill("“%@” Would Like", with: "100% %d App") == "“100% %d App” Would Like")
    }

    @Test func scopedLabelsChangeThePredefinedScreens() {
        SystemLabels.with(Self.french) {
            #expect(systemPreferencesRootScreen.trait.id == "Réglages")
            #expect(systemPreferencesRootScreen.generalCell.id == "Général")
            #expect(SystemAlert.permission(.faceID, for: "X").dontAllowButton.id == "Refuser")
        }
        #expect(systemPreferencesRootScreen.generalCell.id == "General")
    }

    @Test func explicitLabelsWinOverTheScopedOnes() {
        let screen = SystemPreferencesGeneralScreen(labels: .english)
        SystemLabels.with(Self.french) {
            #expect(screen.trait.id == "General")
        }
    }

    @Test func localesFallBackToTheirLanguage() {
        #expect(SystemLabels.forLocale("en") == .english)
        #expect(SystemLabels.forLocale("en_GB") == .english)
        #expect(SystemLabels.forLocale("xx") == nil)
        var custom = SystemLabels.english
        custom.localeIdentifier = "xx"
        SystemLabels.register(custom)
        #expect(SystemLabels.forLocale("xx-YY")?.localeIdentifier == "xx")
    }

    @Test func defaultIsEnglish() {
        #expect(SystemLabels.current == SystemLabels.default)
        #expect(SystemLabels.default.localeIdentifier == "en")
    }
}
