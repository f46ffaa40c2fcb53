import ElementCore
import Foundation
import Testing
import WebDriver

@Suite("Scrolling, values and native dialogs", .serialized)
struct ScrollingAndValuesTests {
    @Test func scrollingRevealsWhatIsBelow() throws {
        let rows = (1...60).map { "<li>Row \($0)</li>" }.joined()
        let page = "<ul aria-label=List style='height:300px;overflow:auto;margin:0'>\(rows)</ul>"
        try withPage(page) { _ in
            let table = Table(id: "List")
            let last = table.cell(matchingID: "Row 60")
            #expect(last.exists)
            #expect(!last.determine(.visible, timeout: 0))
            var scrolls = 0
            while !last.determine(.visible, .hittable, timeout: 0.2), scrolls < 30 {
                table.scroll(.downwards)
                scrolls += 1
            }
            #expect(last.determine(.visible, .hittable, timeout: 1))
            table.scroll(.upwards)
            #expect(scrolls > 1)
        }
    }

    @Test func oneScrollOfAnElementTallerThanTheWindowNeverJumpsOverWhatShows() throws {
        // The list is 3,000 points tall and the page scrolls: a flick is five times the drag
        // across the element, which would be most of 3,000 points; it must stay under what the
        // window shows, or a scroll-until loop would jump over the row it looks for.
        let rows = (1...100).map { "<li style='height:30px'>Row \($0)</li>" }.joined()
        try withPage("<ul aria-label=List style='margin:0'>\(rows)</ul>") { engine in
            let session = try #require(engine.currentSession)
            let window = try #require(try session.executeSync("return window.innerHeight").doubleValue)
            var scrolls = 0
            var previous = 0.0
            while scrolls < 40 {
                Table(id: "List").scroll(.downwards)
                scrolls += 1
                // A wheel scroll may animate: wait until the page stops moving before measuring.
                var now = try #require(try session.executeSync("return window.scrollY").doubleValue)
                for _ in 0..<20 {
                    Thread.sleep(forTimeInterval: 0.05)
                    let later = try #require(try session.executeSync("return window.scrollY").doubleValue)
                    if later == now { break }
                    now = later
                }
                #expect(now - previous <= window * 0.8, "one scroll moved \(now - previous) of a \(window)-point window")
                if now == previous { break }
                previous = now
            }
            #expect(previous > window, "the page scrolled down")
            #expect(Table(id: "List").cell(matchingID: "Row 100").determine(.visible, timeout: 1))
        }
    }

    @Test func switchSliderPickerAndDate() throws {
        let page = """
        <input type=checkbox role=switch aria-label=Wifi>
        <input type=range aria-label=Volume min=0 max=100 value=20>
        <select aria-label=Colour><option>Red</option><option>Green</option><option>Blue</option></select>
        <input type=date aria-label=Day>
        """
        try withPage(page, timeout: 1) { _ in
            Switch(id: "Wifi").adjust(to: .on)
            #expect(Switch(id: "Wifi").value == .on)
            let again = Failures.capture { Switch(id: "Wifi").adjust(to: .on) }
            #expect(again.first?.message.contains("that is already its value") == true)
            Slider(id: "Volume").adjust(to: 0.75)
            #expect(abs(Slider(id: "Volume").value - 0.75) < 0.011)
            Picker(id: "Colour").wheel(0).adjust(to: "Blue")
            #expect(Picker(id: "Colour").wheel(0).value == "Blue")
            let missing = Failures.capture { Picker(id: "Colour").wheel(0).adjust(to: "Pink") }
            #expect(missing.first?.message.contains("no option \"Pink\"") == true)
            DatePicker(id: "Day").wheel(0).adjust(to: "2025-12-24")
            #expect(DatePicker(id: "Day").wheel(0).value == "2025-12-24")
        }
    }

    @Test func nativeDialogsAreAlerts() throws {
        let page = """
        <p data-testid=Result>none</p>
        <button onclick="alert('Saved')">Save</button>
        <button onclick="document.querySelector('[data-testid=Result]').textContent = confirm('Delete it?') ? 'yes' : 'no'">Delete</button>
        <button onclick="document.querySelector('[data-testid=Result]').textContent = prompt('Name?')">Ask</button>
        """
        try withPage(page) { engine in
            Button(id: "Save").tap()
            let saved = Alert(id: "Saved", dismissButtonID: "OK")
            #expect(saved.waitFor(.exists))
            #expect(saved.messageLabel("Saved").exists)
            // The page behind it cannot be reached, and the engine says which dialog is in the way.
            do {
                try engine.perform(.hover, on: Button(id: "Delete").query)
                Issue.record("hovering over the page behind an open dialog succeeded")
            } catch let error as EngineError {
                guard case .dialogOpen(let kind, let text) = error else { Issue.record("\(error)"); return }
                #expect(kind == "alert")
                #expect(text == "Saved")
                #expect(error.explanation(for: Button(id: "Delete").query).contains("a native alert dialog (\"Saved\") is open"))
            }
            saved.dismiss()
            Button(id: "Delete").tap()
            Alert(id: "Delete it?").actionButton(withID: "Cancel").tap()
            #expect(Label(id: "Result").value == "no")
            Button(id: "Delete").tap()
            Alert(id: "Delete it?").actionButton(withID: "OK").tap()
            #expect(Label(id: "Result").value == "yes")
            Button(id: "Ask").tap()
            TextField(parent: Alert(id: "Name?")).type("Ada")
            Alert(id: "Name?").actionButton(withID: "OK").tap()
            #expect(Label(id: "Result").value == "Ada")
        }
    }

    @Test func backgroundAndForegroundChangeThePagesVisibility() throws {
        let page = """
        <p data-testid=State>visible</p>
        <script>document.addEventListener('visibilitychange', () =>
          document.querySelector('[data-testid=State]').textContent += ',' + document.visibilityState);</script>
        """
        try withPage(page) { engine in
            try engine.background(.underTest)
            #expect(try engine.state(of: .underTest) == .runningBackground)
            try engine.activate(.underTest)
            #expect(try engine.state(of: .underTest) == .runningForeground)
            #expect(Label(id: "State").waitFor(value: "visible,hidden,visible"))
            try engine.terminate(.underTest)
            #expect(try engine.state(of: .underTest) == .notRunning)
        }
    }
}
