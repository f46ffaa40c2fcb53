import ElementCore
import Foundation
import Testing
import WebDriver

/// Issue 11, bugs 1 and 2: what a user reads is readable beside the name, and typing into a
/// field does not rename it.
@Suite("Names follow accname 1.2; labels read their visible text", .serialized)
struct NamesAndTextTests {
    @Test func aFieldInsideItsLabelKeepsItsNameAfterTyping() throws {
        try withPage("<label>Email <input></label><label>Password <input type=password></label>") { _ in
            TextField(id: "Email").type("ops@example.com")
            #expect(TextField(id: "Email").exists, "still named \"Email\" once typed into (Chrome's name)")
            #expect(TextField(id: "Email").value == "ops@example.com")
            #expect(!TextField(id: "Email ops@example.com").exists, "the typed value is not part of its own name")
            SecureTextField(id: "Password").type("hunter2")
            #expect(SecureTextField(id: "Password").exists)
        }
    }

    @Test func aStatusLineReadsItsText() throws {
        try withPage("<p role=status data-testid=Status>Wrong password</p>") { _ in
            #expect(Label(id: "Status").value == "Wrong password", "a status has no name, but shows text")
        }
    }

    @Test func aNamedTextReadsWhatItShowsAndIsFoundByItsName() throws {
        try withPage("<p aria-label=SaveStatus>Saved…</p>") { _ in
            #expect(Label(id: "SaveStatus").exists, "found by its name")
            #expect(Label(id: "SaveStatus").value == "Saved…", "reads its text, not its name")
            #expect(Label(id: "SaveStatus").label == "SaveStatus")
        }
    }

    @Test func snapshotsCarryTheTextAndChangesAreWaitedFor() throws {
        let page = """
        <button onclick="setTimeout(() => document.querySelector('p').textContent = 'Saved', 300)">Save</button>
        <p aria-label=SaveStatus>Saving…</p>
        """
        try withPage(page) { engine in
            let snapshot = try engine.resolve(Label(id: "SaveStatus").query).get()
            #expect(snapshot.label == "SaveStatus")
            #expect(snapshot.text == "Saving…")
            Button(id: "Save").tap()
            #expect(Label(id: "SaveStatus").waitFor(value: "Saved"))
        }
    }
}
