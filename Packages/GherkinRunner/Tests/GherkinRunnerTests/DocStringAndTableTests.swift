import BDD
@testable import GherkinRunner
import Testing

@Suite("Step definitions: data tables and doc strings")
struct DocStringAndTableTests {
    @Test func dataTablesAndDocStringsArePassedLast() {
        let log = Log()
        let definitions = StepDefinitions {
            Given("these users:") { (users: DataTable) in
                log.append(users.records.map { "\($0["name"] ?? "?")=\($0["role"] ?? "?")" }.joined(separator: ","))
                log.append(users.column("role")?.joined(separator: "+") ?? "no column")
            }
            Given("the settings:") { (settings: DataTable) in
                log.append((try settings.keysAndValues()).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ","))
            }
            Given("the rows {int}:") { (count: Int, rows: [[String]]) in log.append("\(count) \(rows)") }
            Then("the page says:") { (text: DocString) in log.append("\(text.mediaType ?? "none"): \(text.content)") }
            Then("the note says:") { (text: String) in log.append("note: \(text)") }
        }
        let (record, failures) = runOnly(#"""
            Feature: Arguments
              Scenario: Tables and doc strings
                Given these users:
                  | name  | role  |
                  | Ada   | admin |
                  | Grace | user  |
                And the settings:
                  | theme | dark |
                  | size  | 12   |
                And the rows 2:
                  | a | b |
                Then the page says:
                  """json
                  {"ok": true}
                  """
                And the note says:
                  """
                  Line one
                    Line two
                  """
            """#, with: definitions)
        #expect(failures.map(\.message) == [])
        #expect(record.outcome == .passed)
        #expect(log.entries == [
            "Ada=admin,Grace=user", "admin+user",
            "size:12,theme:dark",
            "2 [[\"a\", \"b\"]]",
            "json: {\"ok\": true}",
            "note: Line one\n  Line two",
        ])
    }

    @Test func aTableTakenAsTheWrongTypeFailsTheStep() {
        let definitions = StepDefinitions {
            Given("these numbers:") { (numbers: Int) in }
        }
        let (_, failures) = runOnly("""
            Feature: Arguments
              Scenario: Wrong type
                Given these numbers:
                  | 1 |
            """, with: definitions)
        let thrown = failures.first?.cause as? ThrownError
        #expect(thrown?.step == "Given these numbers:" && thrown?.scenario == "Wrong type", "\(failures.first?.message ?? "")")
        let errorText = thrown.map { "\($0.error)" } ?? ""
        #expect(errorText.contains("The step's data table cannot be passed as Int; take a DataTable, [[String]] or [[String: String]]"), "\(errorText)")
    }

    @Test func tableHelpers() throws {
        let table = DataTable(rows: [["a", "b"], ["1", "2"], ["3"]])
        #expect(table.header == ["a", "b"])
        #expect(table.records == [["a": "1", "b": "2"], ["a": "3"]])
        #expect(table.column("b") == ["2", ""])
        #expect(table.column("c") == nil)
        #expect(table.transposed.rows == [["a", "1", "3"], ["b", "2", ""]])
        #expect(throws: StepArgumentError.self) { try table.keysAndValues() }
    }
}
