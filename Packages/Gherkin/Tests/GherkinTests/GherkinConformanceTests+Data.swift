import ConformanceData
import Foundation
import Gherkin
import Testing

// The checks that read Cucumber's data at ../shared/conformance, beside the conformance cases:
// they run in `make conformance`, never in `make test`, which needs nothing outside the clone.
extension GherkinConformanceTests {
    /// The generated keyword table (Tools/generate-gherkin-languages.py) must equal Cucumber's
    /// gherkin-languages.json; when the JSON changes, run the script again.
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

    /// Every prefix of every valid conformance file, and every file with one line left out,
    /// either parses or reports errors with positions inside the file: never a trap.
    @Test func malformedInputNeverTraps() throws {
        let good = try ConformanceData.directory("gherkin/testdata/good")
        var parsed = 0
        for file in try ConformanceData.files(in: good, endingWith: ".feature") {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            guard lines.count <= 40 else { continue }
            var variants = (0...lines.count).map { lines.prefix($0).joined(separator: "\n") }
            variants += lines.indices.map { index in lines.enumerated().filter { $0.offset != index }.map(\.element).joined(separator: "\n") }
            for variant in variants {
                do {
                    _ = try GherkinParser().parse(source: variant, uri: file.lastPathComponent)
                } catch {
                    for problem in error.errors {
                        #expect(problem.line >= 1 && problem.line <= lines.count + 1, "\(file.lastPathComponent): \(problem)")
                        #expect(problem.column.map { $0 >= 1 } ?? true, "\(file.lastPathComponent): \(problem)")
                    }
                    #expect(!error.errors.isEmpty)
                }
                parsed += 1
            }
        }
        #expect(parsed > 500)
    }
}
