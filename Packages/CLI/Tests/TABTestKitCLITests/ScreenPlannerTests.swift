import ElementCore
import Foundation
import TABTestKitCLI
import Testing
import WebDriver

@Suite("Planning a Screen from a page's tree")
struct ScreenPlannerTests {
    let plan: ScreenPlan

    init() throws {
        plan = try ScreenPlanner(source: "/list").plan(Trees.list)
    }

    private func element(_ name: String) throws -> PlannedElement {
        try #require(plan.elements.first { $0.name == name }, "no \(name) in \(plan.elements.map(\.name))")
    }

    @Test func idsComeFromIdentifiersThenNames() throws {
        #expect(try element("listHeader").id == "ListHeader", "the identifier, not the name \"Things\"")
        #expect(try element("footerViewMoreLink").id == "More", "no identifier: the name")
        #expect(try element("searchField").kind.typeName == "TextField")
    }

    @Test func aRepeatedNameIsScopedByTheNearestElementThatMakesItUnique() throws {
        let deletes = plan.elements.filter { $0.id == "Delete" }
        #expect(deletes.count == 3)
        for (number, delete) in deletes.enumerated() {
            let parent = try #require(delete.parent.map { plan.elements[$0] })
            #expect(parent.kind.typeName == "Cell")
            #expect(parent.id == "Thing-\(number + 1)")
            #expect(delete.index == nil, "the parent tells them apart; no index is needed")
        }
        #expect(plan.queryDescription(of: try #require(plan.elements.firstIndex { $0 == deletes[1] }))
            == "App › Cell \"Thing-2\" › Button \"Delete\"")
        #expect(deletes.map(\.name) == ["thing1CellDeleteButton", "thing2CellDeleteButton", "thing3CellDeleteButton"])
    }

    @Test func whenNoParentTellsThemApartTheIndexDoes() throws {
        let links = plan.elements.filter { $0.id == "More" }
        #expect(links.map(\.index) == [0, 1])
        #expect(links.map { $0.parent.map { plan.elements[$0].id } } == [.some("Footer"), .some("Footer")])
        #expect(links.map(\.name) == ["footerViewMoreLink", "footerViewMoreLink2"])
    }

    @Test func textsThatRepeatTheirCellsNameAreLeftOut() {
        #expect(!plan.elements.contains { $0.kind.typeName == "Label" && $0.id?.hasPrefix("Thing ") == true })
        #expect(plan.elements.contains { $0.id == "Below the fold" && !$0.isVisible })
    }

    @Test func theTraitIsTheFirstVisibleHeaderAndNamesTheScreen() {
        #expect(plan.elements[plan.trait].name == "listHeader")
        #expect(plan.name == "ListScreen")
        #expect(plan.variableName == "listScreen")
    }

    @Test func withoutAHeaderTheTraitIsTheContainerHoldingMostElements() throws {
        var builder = TreeBuilder()
        builder.add(0, .other, id: "LoginScreen")
        builder.add(1, .textField, id: "Username")
        builder.add(1, .button, label: "Log in")
        builder.add(0, .button, label: "Help")
        let plan = try ScreenPlanner(source: "login.xml").plan(builder.tree())
        #expect(plan.elements[plan.trait].id == "LoginScreen")
        #expect(plan.name == "LoginScreen")
    }

    @Test func typesWithoutAPredefinedElementAreDeclaredInTheScreen() throws {
        #expect(plan.customKinds.isEmpty, "a link is ElementCore's `Link`")
        var builder = TreeBuilder()
        builder.add(0, .other, id: "Settings", role: "heading")
        builder.add(0, .toggle, label: "Wi-Fi")
        let custom = try ScreenPlanner(source: "/settings").plan(builder.tree())
        #expect(custom.customKinds.map(\.typeName) == ["Toggle"])
        #expect(custom.customKinds.first?.isTappable == true)
        let text = ScreenRenderer(importedModule: "ElementCore").render(custom)
        #expect(text.contains("    struct Toggle: LocatableElement, Tappable {\n        var locator: Locator\n        var type: ElementType { .toggle }\n"))
    }

    @Test func theSameTreeGivesTheSameBytes() throws {
        let renderer = ScreenRenderer()
        let again = try ScreenPlanner(source: "/list").plan(Trees.list)
        #expect(renderer.render(plan) == renderer.render(again))
    }

    @Test func theRenderedScreenDeclaresEveryElement() {
        let text = ScreenRenderer(importedModule: "ElementCore").render(plan)
        #expect(text.contains("import ElementCore\n"))
        #expect(text.contains("struct ListScreen: Screen {\n    var trait: Header { listHeader }\n"))
        #expect(text.contains("    let listHeader = Header(id: \"ListHeader\") // \"Things\"\n"))
        #expect(text.contains("    var thing2CellDeleteButton: Button { Button(id: \"Delete\", parent: thing2Cell) }\n"))
        #expect(text.contains("    var footerViewMoreLink2: Link { Link(id: \"More\", index: 1, parent: footerView) }\n"))
        #expect(!text.contains("struct Link"), "ElementCore predefines Link")
        #expect(text.hasSuffix("\nlet listScreen = ListScreen()\n"))
    }

    @Test func aPageWithNothingToDeclareIsAnError() {
        var builder = TreeBuilder()
        builder.add(0, .other)
        #expect(throws: ScreenGenerationError.nothingToDeclare("/empty")) {
            try ScreenPlanner(source: "/empty").plan(builder.tree())
        }
    }
}
