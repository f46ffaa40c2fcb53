import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Issue 11, frames: a `WebView` parent scopes a query into an `<iframe>`'s document
/// (`Pages/frames.html`): reading, waiting, tapping and typing there, same-origin and
/// cross-origin, with the top-level page current again after every call.
@Suite("Queries into frames in Chromium", .serialized)
struct FrameTests {
    let status = Label(id: "status")
    let checkout = WebView(id: "checkout")

    /// `frames.html`, its partner frame served from another origin.
    private func withFrames(timeout: TimeInterval = 5, _ body: (WebDriverEngine) throws -> Void) throws {
        let other = try PageServers.otherOrigin.get()
        try ServedPage.with("frames.html?other=\(other.baseURL.absoluteString)", timeout: timeout, body)
    }

    /// Whether the session's current browsing context is the top-level page.
    private func atTopLevel(_ engine: WebDriverEngine) throws -> Bool {
        try ServedPage.evaluate("return window === window.top;", in: engine).boolValue == true
    }

    @Test func readsWaitsTypesAndTapsInASameOriginFrame() throws {
        try withFrames { engine throws in
            #expect(Label(id: "Total: 12.50", parent: checkout).exists)
            #expect(!Label(id: "Total: 12.50").exists, "the top-level page does not look into frames")
            #expect(try atTopLevel(engine))
            let failures = ServedPage.failures {
                TextField(id: "Card number", parent: checkout).type("4242")
                Button(id: "Pay", parent: checkout).tap()
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(try atTopLevel(engine), "the top-level page is current after acting in a frame")
            // The press landed at the button's centre, in the frame's own coordinates.
            #expect(status.waitFor(value: "Paid with 4242 at the centre"), "\(status.value)")
            #expect(TextField(id: "Card number", parent: checkout).value == "4242")
            #expect(Label(id: "receipt", parent: checkout).waitFor(.exists), "waits for what appears in the frame")
            #expect(Label(id: "receipt", parent: checkout).value == "Receipt for 4242")
            #expect(Button(id: "Pay").value == "Pay", "the top-level Pay button is still found at the top level")
        }
    }

    @Test func snapshotsInAFrameAreInThePagesCoordinates() throws {
        try withFrames { engine throws in
            let inside = try #require(try engine.resolve(Button(id: "Pay", parent: checkout).query).snapshot)
            let frame = try #require(try engine.resolve(checkout.query).snapshot)
            #expect(frame.frame.contains(CGPoint(x: inside.frame.midX, y: inside.frame.midY)), "\(inside.frame) inside \(frame.frame)")
            #expect(inside.frame.minX >= frame.frame.minX + 6, "past the frame's border and padding")
            #expect(ElementOperations.allMatches(of: Button(parent: checkout)).map(\.label) == ["Pay"])
        }
    }

    @Test func aCrossOriginFrameWorksThroughFrameSwitching() throws {
        try withFrames { engine throws in
            let partner = WebView(id: "partner")
            #expect(Label(id: "Partner offer", parent: partner).waitFor(.exists))
            let failures = ServedPage.failures { Button(id: "Accept", parent: partner).tap() }
            #expect(failures.isEmpty, "\(failures)")
            #expect(status.waitFor(value: "Accepted the partner offer"))
            #expect(Button(id: "Accepted", parent: partner).waitFor(.exists))
            #expect(try atTopLevel(engine))
        }
    }

    @Test func aMissingFrameOrElementIsNamed() throws {
        try withFrames(timeout: 1) { engine throws in
            let noFrame = ServedPage.failures { Button(id: "Pay", parent: WebView(id: "nowhere")).tap() }
            #expect(noFrame.first?.contains("its ancestor WebView \"nowhere\" does not exist") == true, "\(noFrame)")
            let noButton = ServedPage.failures { Button(id: "Refund", parent: checkout).tap() }
            #expect(noButton.first?.contains("Could not tap Button \"Refund\" within 1 s: it does not exist") == true, "\(noButton)")
            #expect(noButton.first?.contains("Query:     App › WebView \"checkout\" › Button \"Refund\"") == true, "\(noButton)")
            #expect(try atTopLevel(engine))
        }
    }
}
