import Foundation
import Gherkin
import Testing

/// The generated keyword table (Tools/generate-gherkin-languages.py); its comparison with
/// Cucumber's gherkin-languages.json is in GherkinConformanceTests (`make conformance`).
@Suite struct GherkinLanguagesTableTests {
    @Test func languagesAreFoundByCode() {
        #expect(GherkinLanguage.english.code == "en")
        #expect(GherkinLanguage.named("fr")?.feature.contains("Fonctionnalité") == true)
        #expect(GherkinLanguage.named("no-such") == nil)
    }
}
