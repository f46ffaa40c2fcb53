import ConformanceData
import Foundation
import Gherkin
import Testing

/// The generated keyword table (Tools/generate-gherkin-languages.py) must equal Cucumber's
/// gherkin-languages.json; when the JSON changes, run the script again.
@Suite struct GherkinLanguagesTableTests {
    @Test func tableEqualsCucumbersJSON() throws {
        let file = try ConformanceData.directory("gherkin").appendingPathComponent("gherkin-languages.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: [String: Any]])
        let table = GherkinLanguage.all
        #expect(table.map(\.code) == json.keys.sorted(), "the generated table has other languages than the JSON")
        for language in table {
            let entry = try #require(json[language.code], "\(language.code) is not in the JSON")
            #expect(language.name == entry["name"] as? String, "\(language.code).name")
            #expect(language.nativeName == entry["native"] as? String, "\(language.code).native")
            let fields: [(String, [String])] = [
                ("feature", language.feature), ("rule", language.rule), ("background", language.background),
                ("scenario", language.scenario), ("scenarioOutline", language.scenarioOutline),
                ("examples", language.examples), ("given", language.given), ("when", language.when),
                ("then", language.then), ("and", language.and), ("but", language.but),
            ]
            for (key, keywords) in fields {
                #expect(keywords == entry[key] as? [String], "\(language.code).\(key) differs from the JSON")
            }
            #expect(entry.keys.count == fields.count + 2, "\(language.code) has fields the table does not know")
        }
    }

    @Test func languagesAreFoundByCode() {
        #expect(GherkinLanguage.english.code == "en")
        #expect(GherkinLanguage.named("fr")?.feature.contains("Fonctionnalité") == true)
        #expect(GherkinLanguage.named("no-such") == nil)
    }
}
