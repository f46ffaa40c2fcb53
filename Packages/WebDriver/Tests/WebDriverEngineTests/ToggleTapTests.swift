import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// A tap on a checkbox must toggle it (ElementCore's toggle check). The web engine reads the
/// state in the tap's own requests: before from the preparation, after from the press
/// guard's report once the page handled the click. So a toggle that changed costs the two
/// requests of any tap, and one that did not still fails with what it reads.
@Suite("Toggle taps read the state within the tap (real Chromium)", .serialized)
struct ToggleTapTests {
    @Test func aCheckboxThatToggledCostsNoReadOfItsOwn() throws {
        try withPage(#"<label><input type=checkbox data-testid=Done> Done</label>"#) { engine in
            #expect(CheckBox(id: "Done").exists)  // installs the runtime
            let before = engine.requestCount
            let failures = Failures.capture { CheckBox(id: "Done").tap() }
            let requests = engine.requestCount - before
            #expect(failures.map(\.message) == [])
            if engine.isolation == .userContext {
                #expect(requests == 2, "a toggle tap sent \(requests) requests")
            }
            #expect(CheckBox(id: "Done").value == true)
        }
    }

    /// `adjust(to:)` reads the state first (it fails when already there), then taps; the tap's
    /// own reading shows the value asked, so the wait for it sends no request.
    @Test func adjustingACheckboxToTheOtherValueCostsNoReadAfterTheTap() throws {
        try withPage(#"<label><input type=checkbox data-testid=Done> Done</label>"#) { engine in
            #expect(CheckBox(id: "Done").exists)  // installs the runtime
            let before = engine.requestCount
            let failures = Failures.capture { CheckBox(id: "Done").adjust(to: true) }
            let requests = engine.requestCount - before
            #expect(failures.map(\.message) == [])
            if engine.isolation == .userContext {
                #expect(requests == 3, "adjusting a checkbox sent \(requests) requests")
            }
            #expect(CheckBox(id: "Done").value == true)
        }
    }

    @Test func aTapThatLeavesTheCheckboxAsItWasStillFails() throws {
        let page = #"<input type=checkbox data-testid=Stuck aria-label=Stuck onclick="event.preventDefault()">"#
        try withPage(page, timeout: 1) { engine in
            let failures = Failures.capture { CheckBox(id: "Stuck").tap() }
            #expect(failures.count == 1)
            #expect(failures.first?.elementFailure?.kind == "notToggled", "\(failures)")
            #expect(failures.first?.elementFailure?.expectedAndObserved?.observed == "off")
            #expect(CheckBox(id: "Stuck").value == false)
        }
    }

    @Test func aRowThePageRendersAgainIsReadByItsQuery() throws {
        // The click replaces the checkbox with a new, checked one (a framework re-rendering its
        // row): the guard's element is gone, so the engine reads the new one by its query.
        let page = """
            <div id=row><input type=checkbox data-testid=Row aria-label=Row></div>
            <script>
            document.getElementById('row').addEventListener('click', e => {
              if (e.target.localName !== 'input') return;
              const fresh = e.target.cloneNode(); fresh.checked = e.target.checked;
              setTimeout(() => e.target.replaceWith(fresh), 0);
            });
            </script>
            """
        try withPage(page) { _ in
            let failures = Failures.capture { CheckBox(id: "Row").tap() }
            #expect(failures.map(\.message) == [])
            #expect(CheckBox(id: "Row").value == true)
        }
    }

    @Test func aRowReplacedWhileItsClickIsHandledIsReadByItsQuery() throws {
        // Backbone's and jQuery's TodoMVC render the row again inside the click's own handlers:
        // the guard reports the old checkbox gone (no snapshot), and the new one is read.
        let page = """
            <ul id=list><li><input type=checkbox data-testid=Row aria-label=Row></li></ul>
            <script>
            document.getElementById('list').addEventListener('change', e => {
              const checked = e.target.checked;
              e.target.parentElement.innerHTML = `<input type=checkbox data-testid=Row aria-label=Row ${checked ? 'checked' : ''}>`;
            });
            </script>
            """
        try withPage(page) { _ in
            let failures = Failures.capture {
                CheckBox(id: "Row").adjust(to: true)
                CheckBox(id: "Row").adjust(to: false)
            }
            #expect(failures.map(\.message) == [])
            #expect(CheckBox(id: "Row").value == false)
        }
    }

    @Test func aPressAReportLeftUnclaimedDoesNotConfuseTheNextTap() throws {
        // Two toggles in a row, each with its own guard token: each tap reads its own report.
        try withPage(#"<input type=checkbox data-testid=A aria-label=A><input type=checkbox data-testid=B aria-label=B checked>"#) { _ in
            let failures = Failures.capture {
                CheckBox(id: "A").tap()
                CheckBox(id: "B").tap()
                CheckBox(id: "A").tap()
            }
            #expect(failures.map(\.message) == [])
            #expect(CheckBox(id: "A").value == false)
            #expect(CheckBox(id: "B").value == false)
        }
    }
}
