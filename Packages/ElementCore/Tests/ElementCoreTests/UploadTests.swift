import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// Issue 11: choosing files in a file input, on the in-memory engine: files checked before the
/// engine is asked, several files only for inputs that take several, the names as the value.
@Suite("Uploading files")
struct UploadTests {
    /// Two files in a fresh folder.
    private func files() throws -> [URL] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ttk-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try ["a.txt", "b.txt"].map { name in
            let file = folder.appendingPathComponent(name)
            try Data("x".utf8).write(to: file)
            return file
        }
    }

    private func form(_ events: EventLog) -> InMemoryEngine {
        app {
            InMemoryNode(.button, id: "Receipt").acceptingFiles()
                .on(.filesChosen) { ui in events.append("chosen \(ui.this.chosenFiles.map(\.lastPathComponent))") }
            InMemoryNode(.button, id: "Photos").acceptingFiles(multiple: true)
            InMemoryNode(.button, id: "Send")
        }
    }

    @Test func filesReplaceWhatTheInputHeldAndItsValueNamesThem() throws {
        let events = EventLog()
        let driver = form(events)
        let files = try files()
        let photos = FileInput(id: "Photos")
        expectNoFailures(on: driver) {
            photos.upload(files)
            #expect(photos.value == ["a.txt", "b.txt"])
            photos.upload([files[1]])
            #expect(photos.value == ["b.txt"])
            FileInput(id: "Receipt").upload([files[0]])
        }
        #expect(events.events == ["chosen [\"a.txt\"]"])
        #expect(driver.actionLog.first == "upload \"a.txt\", \"b.txt\" button id=Photos")
    }

    @Test func missingFilesFailBeforeTheEngineIsAsked() throws {
        let driver = form(EventLog())
        let folder = try files()[0].deletingLastPathComponent()
        let missing = folder.appendingPathComponent("nope.txt")
        let web = try #require(URL(string: "https://example.com/a.txt"))
        let causes = causes(on: driver) {
            FileInput(id: "Receipt").upload([missing])
            FileInput(id: "Receipt").upload([folder])
            FileInput(id: "Receipt").upload([])
            FileInput(id: "Receipt").upload([web])
        }
        #expect(causes == [
            "\(missing.path) does not exist",
            "\(folder.standardizedFileURL.path) is a folder, not a file",
            "no file was given",
            "https://example.com/a.txt is not a file on this machine (a file: URL)",
        ].map { Cause(.invalidArgument($0), attempt: "upload to FileInput \"Receipt\"") })
        #expect(driver.actionLog.isEmpty)
    }

    @Test func whatTakesNoFilesOrOnlyOneSaysSo() throws {
        let driver = form(EventLog())
        let files = try files()
        let causes = causes(on: driver) {
            Button(id: "Send").upload([files[0]])
            FileInput(id: "Receipt").upload(files)
        }
        #expect(causes.map(\.reason) == [
            .engine("button id=Send is not a file input: it cannot hold files (make it one with .acceptingFiles())."),
            .engine("button id=Receipt takes one file, not 2 (it does not accept multiple files)."),
        ])
    }
}
