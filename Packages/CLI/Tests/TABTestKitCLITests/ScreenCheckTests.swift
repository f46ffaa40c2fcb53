import ElementCore
import Foundation
import TABTestKitCLI
import Testing
import WebDriver

@Suite("--check: a committed Screen against the app")
struct ScreenCheckTests {
    private let planner = ScreenPlanner(source: "/list")

    private func committed() throws -> ScreenFile {
        ScreenFile(text: ScreenRenderer().render(try planner.plan(Trees.list)))
    }

    @Test func aGeneratedFileIsReadBackAsItsDeclarations() throws {
        let plan = try planner.plan(Trees.list)
        let file = try committed()
        #expect(file.screenName == "ListScreen")
        #expect(file.traitName == "listHeader")
        #expect(file.declarations.map(\.name) == plan.elements.map(\.name))
        #expect(file.declarations.map(\.id) == plan.elements.map(\.id))
        #expect(file.declarations.map(\.index) == plan.elements.map(\.index))
        #expect(file.declarations.map(\.parent) == plan.elements.map { $0.parent.map { plan.elements[$0].name } })
        #expect(file.declarations.first { $0.kindName == "Link" }?.type == .link, "the file's own kinds are read")
    }

    @Test func theAppItWasGeneratedFromMatchesIt() throws {
        let report = ScreenCheck.check(try committed(), against: Trees.list, planner: planner)
        #expect(report.mismatches.isEmpty)
        #expect(report.undeclared.isEmpty)
        #expect(report.lines(file: "ListScreen.swift").last == "\(report.results.count) of \(report.results.count) elements of ListScreen.swift match the app.")
    }

    @Test func elementsTheAppNoLongerHasAreListedWithTheirLine() throws {
        var builder = TreeBuilder()
        builder.add(0, .navigationBar, id: "NavBar")
        builder.add(1, .other, id: "ListHeader", label: "Things", role: "heading")
        builder.add(0, .table, id: "ThingsTable")
        builder.add(1, .cell, id: "Thing-1", label: "Thing 1")
        builder.add(2, .button, label: "Delete")
        builder.add(2, .button, label: "Delete")
        builder.add(0, .textField, id: "SearchField", label: "Search")
        builder.add(0, .button, label: "New thing")
        let report = ScreenCheck.check(try committed(), against: builder.tree(), planner: planner)
        let problems = Dictionary(uniqueKeysWithValues: report.mismatches.map { ($0.declaration.name, $0.finding) })
        #expect(problems["profileButton"] == .missing)
        #expect(problems["thing1CellDeleteButton"] == .ambiguous(count: 2))
        #expect(problems["thing2CellDeleteButton"] == .parentUnresolved("its parent thing2Cell does not match"))
        #expect(problems["searchField"] == nil, "still there")
        #expect(report.undeclared.map(\.id) == ["New thing"])
        let lines = report.lines(file: "ListScreen.swift")
        let line = try #require(report.mismatches.first { $0.declaration.name == "profileButton" }?.declaration.line)
        #expect(lines.contains("ListScreen.swift:\(line): profileButton: App › Button \"ProfileButton\" — no node matches it"))
        #expect(lines.contains("note: the app also shows Button \"New thing\", not in the Screen"))
    }

    @Test func handWrittenShapesAreReadToo() {
        let file = ScreenFile(text: """
        struct ProfileScreen: Screen {
            let trait = Header(id: "My Profile")
            public let logOut = Button(id: "Log \\"out\\"", index: 2)
            var avatar: Image { Image(parent: trait) }
            let count = 3
        }
        """)
        #expect(file.screenName == "ProfileScreen")
        #expect(file.declarations.map(\.name) == ["trait", "logOut", "avatar"])
        #expect(file.declarations[1].id == "Log \"out\"")
        #expect(file.declarations[1].index == 2)
        #expect(file.declarations[2].parent == "trait")
        #expect(file.declarations[2].id == nil)
    }
}
