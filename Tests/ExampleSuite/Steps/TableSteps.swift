import Contexts
import ElementCore
import GherkinRunner

/// The step definitions of Table.feature, on the suite's screens and contexts.
struct TableSteps: ExampleAppContexts {
    var definitions: StepDefinitions {
        StepDefinitions {
            Given("I open the table") {
                open(.table)
                see(tableScreen)
            }
            Then("I see the table") {
                see(tableScreen)
                doNotSee(detailScreen)
            }
            Then("the table has {int} rows") { (count: Int) in numberOfCells(in: tableScreen.table, is: count) }
            Then("the section headers read:") { (headers: DataTable) in
                for (index, row) in headers.rows.enumerated() {
                    value(of: tableScreen.table.header(withID: "SectionHeader-\(index + 1)"), is: row.first ?? "")
                }
            }
            When("I scroll to row {int} and tap it") { (row: Int) in
                scroll(tableScreen.table, .downwards, until: tableScreen.row(row), is: .visible, .hittable)
                tap(tableScreen.row(row))
            }
            Then("I see the detail of row {int}") { (row: Int) in
                see(detailScreen)
                value(of: detailScreen.title, is: "Row \(row)")
            }
            Then("the detail says {string} in {string}") { (selection: String, section: String) in
                value(of: detailScreen.selectionLabel, is: selection)
                value(of: detailScreen.sectionLabel, is: section)
            }
            When("I go back") { tap(detailScreen.backButton) }
        }
    }
}
