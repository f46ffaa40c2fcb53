import ElementCore
import Foundation
import Testing
import WebDriver

/// Keyboard interaction as the ARIA Authoring Practices' patterns define it, through
/// `press(_:)` with real key events: the engine assumes nothing about the widget, the page's
/// own handlers move focus and state, and the states are read back.
@Suite("ARIA keyboard patterns in Chromium", .serialized)
struct AriaKeyboardPatternTests {
    @Test func tabsMoveWithArrowsHomeAndEnd() throws {
        let page = """
        <div role=tablist aria-label=Sections>
          <button role=tab id=t1 aria-selected=true tabindex=0>One</button>
          <button role=tab id=t2 aria-selected=false tabindex=-1>Two</button>
          <button role=tab id=t3 aria-selected=false tabindex=-1>Three</button>
        </div>
        <script>
          const tabs = [...document.querySelectorAll('[role=tab]')];
          const select = (t) => { tabs.forEach(x => { x.setAttribute('aria-selected', String(x === t)); x.tabIndex = x === t ? 0 : -1; }); t.focus(); };
          tabs.forEach((t, i) => t.addEventListener('keydown', (e) => {
            const next = { ArrowRight: tabs[(i + 1) % tabs.length], ArrowLeft: tabs[(i + tabs.length - 1) % tabs.length],
                           Home: tabs[0], End: tabs[tabs.length - 1] }[e.key];
            if (next) { e.preventDefault(); select(next); }
          }));
        </script>
        """
        try withPage(page, timeout: 1) { _ in
            let bar = TabBar(id: "Sections")
            Button(id: "One", parent: bar).press(.arrowRight)
            #expect(Button(id: "Two", parent: bar).waitFor(.selected, .hasKeyboardFocus))
            Application.underTest.press(.end)
            #expect(Button(id: "Three", parent: bar).waitFor(.selected))
            Application.underTest.press(.home)
            #expect(Button(id: "One", parent: bar).waitFor(.selected))
            Application.underTest.press(.arrowLeft)
            #expect(Button(id: "Three", parent: bar).waitFor(.selected))
        }
    }

    @Test func aMenuButtonOpensWithArrowDownAndClosesWithEscape() throws {
        let page = """
        <button id=mb aria-haspopup=menu aria-expanded=false aria-controls=m>Actions</button>
        <ul id=m role=menu aria-label=Actions hidden><li role=menuitem tabindex=-1>Copy</li><li role=menuitem tabindex=-1>Paste</li></ul>
        <script>
          const mb = document.getElementById('mb'), m = document.getElementById('m');
          const open = (v) => { m.hidden = !v; mb.setAttribute('aria-expanded', String(v)); if (v) m.querySelector('[role=menuitem]').focus(); else mb.focus(); };
          mb.addEventListener('keydown', (e) => { if (e.key === 'ArrowDown') { e.preventDefault(); open(true); } });
          m.addEventListener('keydown', (e) => { if (e.key === 'Escape') { e.preventDefault(); open(false); } });
        </script>
        """
        try withPage(page, timeout: 1) { _ in
            let button = Button(id: "Actions")
            button.press(.arrowDown)
            #expect(button.waitFor(.expanded))
            #expect(MenuItem(id: "Copy").waitFor(.hasKeyboardFocus))
            Application.underTest.press(.escape)
            #expect(button.waitFor(not: .expanded))
            #expect(!Menu(id: "Actions").exists)
        }
    }

    @Test func aSpinButtonAndAnAriaSwitchReadAndSetAsTheyDeclare() throws {
        let page = """
        <div role=spinbutton tabindex=0 aria-label=Guests aria-valuemin=1 aria-valuemax=9 aria-valuenow=2>2</div>
        <button role=switch aria-checked=false aria-label=Notifications
                onclick="this.setAttribute('aria-checked', this.getAttribute('aria-checked') === 'true' ? 'false' : 'true')">N</button>
        <script>
          const s = document.querySelector('[role=spinbutton]');
          s.addEventListener('keydown', (e) => {
            let v = +s.getAttribute('aria-valuenow');
            if (e.key === 'ArrowUp') v++; else if (e.key === 'ArrowDown') v--; else if (e.key === 'End') v = 9; else return;
            e.preventDefault(); v = Math.max(1, Math.min(9, v)); s.setAttribute('aria-valuenow', v); s.textContent = v;
          });
        </script>
        """
        try withPage(page, timeout: 1) { _ in
            let guests = Stepper(id: "Guests")
            #expect(guests.value == "2")
            guests.press(.arrowUp)
            #expect(guests.waitFor(value: "3"))
            guests.press(.end)
            #expect(guests.waitFor(value: "9"))
            let notifications = Switch(id: "Notifications")
            notifications.adjust(to: .on)
            #expect(notifications.value == .on)
        }
    }

    @Test func aComboboxPopupBelowTheWindowSaysHowFarAndAGridSortsAndJumpsWithControlEnd() throws {
        let cells = (1...40).map { "<div role=row><div role=gridcell tabindex=-1>Row \($0)</div></div>" }.joined()
        let page = """
        <div style="height:calc(100vh - 30px)"></div>
        <input role=combobox aria-label=State aria-expanded=true aria-controls=lb>
        <ul id=lb role=listbox aria-label=States style="margin:0"><li role=option>Alaska</li><li role=option>Alabama</li></ul>
        <div role=grid aria-label=People style="height:200px;overflow:auto">
          <div role=row><div role=columnheader aria-sort=ascending>Name</div></div>\(cells)
        </div>
        <script>
          const grid = document.querySelector('[role=grid]');
          grid.addEventListener('keydown', (e) => {
            if (e.key === 'End' && e.ctrlKey) { e.preventDefault(); const all = grid.querySelectorAll('[role=gridcell]'); all[all.length - 1].focus(); }
          });
        </script>
        """
        try withPage(page, timeout: 0.3) { _ in
            #expect(ComboBox(id: "State").determine(.expanded, timeout: 0))
            let failures = Failures.capture { ListBox(id: "States").option("Alabama").waitFor(.visible) }
            let message = try #require(failures.first?.message)
            #expect(message.contains("not visible (it is below the viewport by"), "\(message)")
            #expect(Label(id: "Name").determine(.sorted(.ascending), timeout: 0))
            // The grid's rows are table rows, the header row too, so no row is a cell.
            let people = CollectionView(id: "People")
            #expect(ElementOperations.allMatches(of: TableRow(parent: people)).count == 41)
            #expect(people.numberOfCells() == 40, "the 40 grid cells, not the header row")
            #expect(TableRow(index: 3, parent: people).cell(matchingID: "Row 3").determine(.exists, timeout: 0))
            Cell(id: "Row 1").press(.end, modifiers: .control)
            #expect(Cell(id: "Row 40").waitFor(.hasKeyboardFocus, .visible, timeout: 1))
        }
    }
}
