import ElementCore
import Foundation
import Testing
import WebDriver

/// ARIA widgets written after the ARIA Authoring Practices' descriptions (roles, states and
/// keyboard interaction), driven in real Chromium: sliders set by their declared range and
/// checked, toggles that must toggle, and the widget states read and waited for.
@Suite("ARIA widgets in Chromium", .serialized)
struct AriaWidgetTests {
    /// A slider as the pattern describes it: arrows move one step, Page Up/Down ten, Home and
    /// End to the bounds. `clampAt` makes a broken one that stops short of what it declares.
    static func sliderPage(max: Int = 255, now: Int = 100, clampAt: Int? = nil) -> String {
        """
        <div id=s role=slider tabindex=0 aria-label=Hue aria-valuemin=0 aria-valuemax=\(max) aria-valuenow=\(now)
             style="width:200px;height:20px;background:#ddd">\(now)</div>
        <script>
          const s = document.getElementById('s');
          const limit = \(clampAt ?? max);
          s.addEventListener('keydown', (e) => {
            let v = +s.getAttribute('aria-valuenow');
            const moves = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
            if (e.key in moves) v += moves[e.key];
            else if (e.key === 'Home') v = 0;
            else if (e.key === 'End') v = limit;
            else return;
            e.preventDefault();
            v = Math.max(0, Math.min(limit, v));
            s.setAttribute('aria-valuenow', v); s.textContent = v;
          });
        </script>
        """
    }

    @Test func anAriaSliderIsSetInTheRangeItDeclares() throws {
        try withPage(Self.sliderPage(), timeout: 2) { engine in
            let hue = Slider(id: "Hue")
            #expect(abs(hue.value - 0.3922) < 0.0001)
            hue.adjust(to: 1.0)
            #expect(hue.value == 1.0)
            hue.adjust(to: 0.5)
            // 127.5 of 0…255: the nearest step, 127 or 128.
            let now = try engine.currentSession?.executeSync("return document.getElementById('s').getAttribute('aria-valuenow')").stringValue
            #expect(now == "127" || now == "128", "aria-valuenow \(now ?? "nil")")
            hue.adjust(to: 0)
            #expect(hue.value == 0)
        }
    }

    @Test func aSliderThatStopsShortFailsTheStepWithWhatItReads() throws {
        try withPage(Self.sliderPage(now: 20, clampAt: 100), timeout: 1) { _ in
            let failures = Failures.capture { Slider(id: "Hue").adjust(to: 1.0) }
            let message = try #require(failures.first?.message)
            #expect(failures.count == 1, "one failure, not one per layer: \(failures.map(\.message))")
            #expect(message.contains("it reads 0.3922 (100 of 0…255) after End, not 255 of 0…255"), "\(message)")
        }
    }

    @Test func aNativeRangeIsCheckedAfterItIsSet() throws {
        let page = "<input type=range aria-label=Volume min=0 max=10 step=5 value=0>"
        try withPage(page, timeout: 1) { _ in
            Slider(id: "Volume").adjust(to: 1.0)
            #expect(Slider(id: "Volume").value == 1.0)
            // 0.3 of 0…10 snaps to 5: the slider cannot hold what was asked, and says so.
            let failures = Failures.capture { Slider(id: "Volume").adjust(to: 0.3) }
            let message = try #require(failures.first?.message)
            #expect(message.contains("0.5"), "\(message)")
        }
    }

    @Test func aCheckboxTapThatDoesNotToggleFails() throws {
        let page = """
        <input type=checkbox id=c aria-label=Terms onclick="event.preventDefault()">
        <div role=checkbox aria-checked=false tabindex=0 aria-label=News style="width:20px;height:20px"
             onclick="this.setAttribute('aria-checked', this.getAttribute('aria-checked') === 'true' ? 'false' : 'true')"></div>
        """
        try withPage(page, timeout: 1) { _ in
            let failures = Failures.capture { CheckBox(id: "Terms").tap() }
            let cause = try #require(failures.first?.elementFailure)
            #expect(cause.kind == "notToggled", "\(cause.reason)")
            #expect(cause.expectedAndObserved?.observed == "off")
            let news = CheckBox(id: "News")
            #expect(Failures.capture { news.tap() }.isEmpty)
            #expect(news.value)
        }
    }

    @Test func aMixedCheckboxReadsMixedAndBecomesChecked() throws {
        let page = """
        <div role=checkbox id=all aria-checked=mixed tabindex=0 aria-label="All toppings" style="width:20px;height:20px"
             onclick="this.setAttribute('aria-checked', this.getAttribute('aria-checked') === 'true' ? 'false' : 'true')"></div>
        """
        try withPage(page, timeout: 1) { _ in
            let all = CheckBox(id: "All toppings")
            #expect(all.waitFor(.mixed))
            #expect(all.isMixed)
            #expect(!all.value)
            all.adjust(to: true)
            #expect(all.value)
            #expect(all.determine(not: .mixed, timeout: 0))
        }
    }

    @Test func expandedPressedCurrentSortedInvalidRequiredAndBusyAreWaitedFor() throws {
        let page = """
        <button aria-expanded=false aria-controls=p
                onclick="this.setAttribute('aria-expanded', this.getAttribute('aria-expanded') === 'true' ? 'false' : 'true')">Details</button>
        <div id=p>Panel</div>
        <button aria-pressed=false onclick="setTimeout(() => this.setAttribute('aria-pressed', 'true'), 100)">Bold</button>
        <nav aria-label=Main><a href="#1" aria-current=page>Home</a><a href="#2">About</a></nav>
        <table aria-label=People><tr><th aria-sort=ascending>Name</th><th>Age</th></tr><tr><td>Ann</td><td>3</td></tr></table>
        <input aria-label=Email required aria-invalid=true>
        <section aria-busy=true aria-label=Feed><button>Load more</button></section>
        """
        try withPage(page, timeout: 1) { _ in
            let details = Button(id: "Details")
            #expect(details.determine(not: .expanded, timeout: 0))
            details.tap()
            #expect(details.waitFor(.expanded))
            let bold = Button(id: "Bold")
            bold.tap()
            #expect(bold.waitFor(.pressed))
            #expect(Link(id: "Home").determine(.current, timeout: 0))
            #expect(Link(id: "About").determine(not: .current, timeout: 0))
            #expect(Label(id: "Name").determine(.sorted(.ascending), timeout: 0))
            #expect(!Label(id: "Name").determine(.sorted(.descending), timeout: 0))
            #expect(TextField(id: "Email").determine(.invalid, .required, timeout: 0))
            #expect(Button(id: "Load more").determine(.busy, timeout: 0))
            let failures = Failures.capture { Button(id: "About me").waitFor(.expanded, timeout: 0.2) }
            #expect(failures.count == 1)
            let notExpandable = Failures.capture { Link(id: "About").waitFor(.expanded, timeout: 0.2) }
            #expect(notExpandable.first?.message.contains("Observed:  exists, not expandable") == true,
                    "\(notExpandable.first?.message ?? "")")
        }
    }

    @Test func anAriaListBoxIsChosenByItsOptionsAndByTypeAhead() throws {
        // The listbox pattern: one option selected, arrows move the selection, a letter selects
        // the next option starting with it.
        let page = """
        <ul id=lb role=listbox aria-label=Fruits tabindex=0 style="width:200px">
          <li role=option aria-selected=true>Apple</li><li role=option aria-selected=false>Banana</li>
          <li role=option aria-selected=false>Cherry</li>
        </ul>
        <script>
          const lb = document.getElementById('lb');
          const options = [...lb.querySelectorAll('[role=option]')];
          const choose = (o) => options.forEach(x => x.setAttribute('aria-selected', String(x === o)));
          const current = () => options.findIndex(x => x.getAttribute('aria-selected') === 'true');
          options.forEach(o => o.addEventListener('click', () => choose(o)));
          lb.addEventListener('keydown', (e) => {
            if (e.key === 'ArrowDown') choose(options[Math.min(options.length - 1, current() + 1)]);
            else if (e.key === 'ArrowUp') choose(options[Math.max(0, current() - 1)]);
            else if (e.key.length === 1) { const o = options.find(x => x.textContent.toLowerCase().startsWith(e.key)); if (o) choose(o); }
            else return;
            e.preventDefault();
          });
        </script>
        """
        try withPage(page, timeout: 1) { _ in
            let fruits = ListBox(id: "Fruits")
            #expect(fruits.value == "Apple")
            fruits.option("Banana").tap()
            #expect(fruits.option("Banana").waitFor(.selected))
            #expect(fruits.value == "Banana")
            fruits.press(.arrowDown)
            #expect(fruits.option("Cherry").waitFor(.selected))
            fruits.press(.character("a"))
            #expect(fruits.option("Apple").waitFor(.selected))
            // The docs' old advice, a Picker's wheel, fails once, naming what is there instead.
            let started = Date()
            let failures = Failures.capture { _ = Picker(id: "Fruits").wheel(0).value }
            #expect(failures.count == 1, "one failure for one read: \(failures.map(\.message))")
            #expect(Date().timeIntervalSince(started) < 4, "within one deadline")
            let message = failures.first?.message ?? ""
            #expect(message.contains("Near:") && message.contains("Table \"Fruits\""), "\(message)")
        }
    }

    @Test func headingsGroupsTreesToolbarsAndMenuBarsHaveTypesOfTheirOwn() throws {
        let page = """
        <h2 id=h>Environmental Controls</h2>
        <div role=group aria-labelledby=h><button>Fan</button></div>
        <div role=toolbar aria-label=Format><button aria-pressed=false>Bold</button></div>
        <div role=menubar aria-label=App><div role=menuitem tabindex=0>File</div></div>
        <ul role=tree aria-label=Files>
          <li role=treeitem aria-expanded=true>Docs<ul role=group><li role=treeitem>Notes</li></ul></li>
        </ul>
        """
        try withPage(page, timeout: 1) { _ in
            #expect(Header(id: "Environmental Controls").exists)
            #expect(Group(id: "Environmental Controls").exists, "the group its heading names, told apart by type")
            #expect(Group(id: "Environmental Controls").button("Fan").exists)
            #expect(Toolbar(id: "Format").button("Bold").exists)
            #expect(MenuBar(id: "App").item("File").exists)
            let notes = Tree(id: "Files").item("Notes")
            #expect(notes.exists)
            #expect(notes.value == "Notes")
        }
    }

    @Test func anElementOutsideTheViewportSaysWhyItIsNotVisible() throws {
        let page = "<div style='height:3000px'></div><button>Far away</button>"
        try withPage(page, timeout: 0.3) { _ in
            let failures = Failures.capture { Button(id: "Far away").waitFor(.visible) }
            let message = try #require(failures.first?.message)
            #expect(message.contains("not visible (it is below the viewport by"), "\(message)")
        }
    }
}
