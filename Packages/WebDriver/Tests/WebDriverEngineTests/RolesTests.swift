import ElementCore
import Foundation
import Testing
import WebDriver

@Suite("Web roles and names map to element types", .serialized)
struct RolesTests {
    static let page = """
    <nav aria-label="Main"><h1>Title</h1><button>Back</button></nav>
    <main>
      <h2 id=section>Section</h2>
      <p data-testid=Para>Some text</p>
      <label for=user>User name</label><input id=user>
      <input type=password aria-label=Password>
      <textarea aria-label=Notes></textarea>
      <input type=checkbox role=switch aria-label=Wifi checked>
      <input type=range aria-label=Volume min=0 max=10 value=5>
      <div role=radiogroup aria-label=Mode><button role=radio aria-checked=true>One</button><button role=radio aria-checked=false>Two</button></div>
      <select aria-label=Colour><option>Red</option><option selected>Green</option></select>
      <input type=date aria-label=Day value="2024-05-01">
      <ul aria-label=Rows><li>Row 1</li><li>Row 2</li></ul>
      <div role=grid aria-label=Grid><div role=row><div role=gridcell>Cell 1</div></div></div>
      <div role=tablist><button role=tab aria-selected=true>Home</button><button role=tab>More</button></div>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A cat">
      <a href="#x">Read more</a>
      <div role=alertdialog aria-labelledby=t><h3 id=t>Error</h3><p>Bad</p><button>OK</button></div>
      <div role=group aria-roledescription="page indicator" aria-valuetext="page 2 of 3"></div>
      <div role=group aria-roledescription=stepper aria-label=Count><button aria-label=Increment>+</button></div>
      <input type=search aria-label=Find>
      <button disabled>Disabled</button>
      <div hidden><button>Hidden</button></div>
      <span aria-hidden=true><button>Aria hidden</button></span>
    </main>
    """

    @Test func everyKindResolvesWithItsValue() throws {
        try withPage(Self.page) { _ in
            #expect(NavBar(id: "Main").header.value == "Title")
            #expect(NavBar(id: "Main").button(withID: "Back").exists)
            #expect(Header(id: "Section").exists)
            #expect(Header(id: "section").value == "Section", "id attribute is an identifier too")
            #expect(Label(id: "Para").value == "Some text")
            #expect(Label(id: "Some text").exists)
            #expect(TextField(id: "User name").exists, "named by its <label>")
            #expect(SecureTextField(id: "Password").exists)
            #expect(TextView(id: "Notes").exists)
            #expect(Switch(id: "Wifi").value == .on)
            #expect(abs(Slider(id: "Volume").value - 0.5) < 0.001)
            #expect(SegmentedControl(id: "Mode").button(withID: "One").determine(.selected, timeout: 0))
            #expect(Picker(id: "Colour").wheel(0).value == "Green")
            #expect(Picker(id: "Colour").numberOfWheels == 1)
            #expect(DatePicker(id: "Day").wheel(0).value == "2024-05-01")
            #expect(Table(id: "Rows").numberOfCells() == 2)
            #expect(Table(id: "Rows").cell(matchingID: "Row 2").exists)
            #expect(CollectionView(id: "Grid").numberOfCells() == 1)
            #expect(TabBar().numberOfTabs == 2)
            #expect(TabBar().button(withID: "Home").determine(.selected, timeout: 0))
            #expect(Image(id: "A cat").value == "A cat")
            #expect(Alert(id: "Error").actionButton(withID: "OK").exists)
            #expect(Alert(id: "Error", message: "Bad").messageLabel().exists)
            #expect(PageIndicator().value == "page 2 of 3")
            #expect(Stepper(id: "Count").incrementButton.exists)
            #expect(!Button(id: "Disabled").determine(.enabled, timeout: 0))
            #expect(!Button(id: "Hidden").exists, "hidden nodes are not in the tree")
            #expect(!Button(id: "Aria hidden").exists)
        }
    }

    @Test func strictMatchingListsTheMatches() throws {
        try withPage("<button>OK</button><div role=alertdialog aria-label=Sure><button>OK</button></div>", timeout: 0.3) { _ in
            let failures = Failures.capture { Button(id: "OK").tap() }
            let message = try #require(failures.first?.message)
            #expect(message.contains("2 elements match Button \"OK\" and strict matching needs one"), "\(message)")
            #expect(message.contains("[0] button \"OK\""))
            #expect(message.contains("[1] button \"OK\""))
            #expect(Alert(id: "Sure").actionButton(withID: "OK").exists, "a parent tells them apart")
            #expect(Button(id: "OK", index: 1).exists, "an explicit index opts out")
        }
    }

    @Test func anAmbiguityCutAtTheListLimitSaysAtLeast() throws {
        let buttons = String(repeating: "<button>Go</button>", count: 60)
        try withPage(buttons + "<button>Stop</button><button>Stop</button>", timeout: 0.3) { _ in
            let failures = Failures.capture {
                Button(id: "Go").tap()
                Button(id: "Stop").tap()
            }
            #expect(failures.count == 2)
            let many = failures.first?.message ?? ""
            #expect(many.contains("at least 50 elements match Button \"Go\" and strict matching needs one"), "\(many)")
            #expect(many.contains("… and at least 40 more"), "\(many)")
            #expect(failures.last?.message.contains("2 elements match Button \"Stop\"") == true, "an exact count below the limit")
        }
    }
}
