import ElementCore
import Foundation
import Testing
import WebDriver

@Suite("Actions wait for actionability and never report a swallowed press", .serialized)
struct ActionabilityTests {
    @Test func aCoveredButtonFailsWithWhatCoversIt() throws {
        let page = """
        <button onclick="document.title='clicked'">Pay</button>
        <div id=overlay style="position:fixed;inset:0;background:rgba(0,0,0,.3)"></div>
        """
        try withPage(page, timeout: 0.5) { engine in
            #expect(!Button(id: "Pay").determine(.hittable, timeout: 0))
            let failures = Failures.capture { Button(id: "Pay").tap() }
            let message = try #require(failures.first?.message)
            #expect(message.contains("it is not actionable: covered by div#overlay"), "\(message)")
            let title = try engine.currentSession?.title()
            #expect(title != "clicked")
        }
    }

    @Test func anOverlayAppearingOnHoverStopsThePressAndTheTapRetries() throws {
        // Hovering the button shows an overlay over it for 300 ms: chromedriver alone would
        // click the overlay without error. The guard stops that press; the retry lands.
        let page = """
        <p data-testid=Clicks>0</p><p data-testid=OverlayClicks>0</p>
        <button id=b style="margin:40px" onclick="const c=document.querySelector('[data-testid=Clicks]'); c.textContent=String(+c.textContent+1)">Buy</button>
        <div id=overlay style="display:none;position:fixed;inset:0" onclick="const c=document.querySelector('[data-testid=OverlayClicks]'); c.textContent=String(+c.textContent+1)"></div>
        <script>
          let shown = false;
          document.getElementById('b').addEventListener('pointerover', () => {
            if (shown) return; shown = true;
            const o = document.getElementById('overlay'); o.style.display = 'block';
            setTimeout(() => { o.style.display = 'none'; }, 300);
          });
        </script>
        """
        try withPage(page, timeout: 3) { _ in
            Button(id: "Buy").tap()
            #expect(Label(id: "OverlayClicks").value == "0", "the misdirected press never reached the overlay")
            #expect(Label(id: "Clicks").waitFor(value: "1"), "the retried press reached the button once")
        }
    }

    @Test func aDisabledButtonFailsSayingSo() throws {
        try withPage("<button disabled>Send</button>", timeout: 0.3) { _ in
            let failures = Failures.capture { Button(id: "Send").tap() }
            #expect(failures.first?.message.contains("it is not actionable: it is disabled") == true)
        }
    }

    @Test func aButtonThatAppearsLaterIsTappedWhenItDoes() throws {
        let page = """
        <p data-testid=Result>none</p>
        <script>setTimeout(() => { const b = document.createElement('button'); b.textContent = 'Late';
          b.onclick = () => document.querySelector('[data-testid=Result]').textContent = 'tapped'; document.body.append(b); }, 400);</script>
        """
        try withPage(page, timeout: 3) { _ in
            Button(id: "Late").tap()
            #expect(Label(id: "Result").value == "tapped")
        }
    }

    @Test func doubleTapAndLongPressSendRealPointerInput() throws {
        let page = """
        <p data-testid=Log></p>
        <button ondblclick="document.querySelector('[data-testid=Log]').textContent += 'double;'"
                onpointerdown="window.t = Date.now()" onpointerup="if (Date.now() - window.t > 400) document.querySelector('[data-testid=Log]').textContent += 'long;'">Press</button>
        """
        try withPage(page) { _ in
            Button(id: "Press").doubleTap()
            #expect(Label(id: "Log").waitFor(value: "double;"))
            Button(id: "Press").longPress(duration: 0.6)
            #expect(Label(id: "Log").waitFor(value: "double;long;"))
        }
    }
}
