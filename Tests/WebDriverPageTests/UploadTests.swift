import ElementCore
import Foundation
import Testing
import WebDriver
import WebDriverClient

/// Issue 11, file upload: choosing files in `<input type=file>` through the web engine, as the
/// file dialog does (`Pages/upload.html` shows what the page saw: names, sizes, change events).
@Suite("File upload in Chromium", .serialized)
struct UploadTests {
    let status = Label(id: "status")

    /// Files with known sizes in a fresh folder, removed afterwards.
    private func withFiles(_ names: [String], _ body: ([URL]) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ttk-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try names.enumerated().map { index, name in
            let file = folder.appendingPathComponent(name)
            try Data(repeating: 65, count: index + 3).write(to: file)
            return file
        }
        try body(files)
    }

    @Test func aFileInputTakesOneFileAndThePageSeesIt() throws {
        try withFiles(["receipt.pdf"]) { files in
            try ServedPage.with("upload.html") { _ in
                let receipt = FileInput(id: "Receipt")
                #expect(receipt.value == [])
                let failures = ServedPage.failures { receipt.upload(files) }
                #expect(failures.isEmpty, "\(failures)")
                #expect(status.waitFor(value: "receipt: receipt.pdf (3 bytes); changes: 1"))
                #expect(receipt.value == ["receipt.pdf"])
            }
        }
    }

    @Test func aMultipleInputTakesSeveralAndANewChoiceReplacesTheOld() throws {
        try withFiles(["one.png", "two.png", "three.png"]) { files in
            try ServedPage.with("upload.html") { _ in
                let photos = FileInput(id: "Photos")
                let first = ServedPage.failures { photos.upload(Array(files.prefix(2))) }
                #expect(first.isEmpty, "\(first)")
                #expect(status.waitFor(value: "photos: one.png (3 bytes), two.png (4 bytes); changes: 1"))
                let second = ServedPage.failures { photos.upload([files[2]]) }
                #expect(second.isEmpty, "\(second)")
                #expect(status.waitFor(value: "photos: three.png (5 bytes); changes: 2"))
                #expect(photos.value == ["three.png"])
            }
        }
    }

    @Test func aStyledLabelAroundAHiddenInputTakesTheFiles() throws {
        try withFiles(["me.jpg"]) { files in
            try ServedPage.with("upload.html") { _ in
                let failures = ServedPage.failures { Label(id: "Upload avatar").upload(files) }
                #expect(failures.isEmpty, "\(failures)")
                #expect(status.waitFor(value: "avatar: me.jpg (3 bytes); changes: 1"))
            }
        }
    }

    @Test func aMissingFileFailsBeforeTheBrowserIsAsked() throws {
        try ServedPage.with("upload.html") { engine in
            let before = engine.requestCount
            let missing = URL(fileURLWithPath: "/nonexistent/ttk/receipt.pdf")
            let failures = ServedPage.failures { FileInput(id: "Receipt").upload([missing]) }
            #expect(failures.count == 1)
            #expect(failures.first?.contains("Cannot upload to FileInput \"Receipt\": /nonexistent/ttk/receipt.pdf does not exist.") == true,
                    "\(failures)")
            #expect(engine.requestCount == before, "no request was sent")
            let none = ServedPage.failures { FileInput(id: "Receipt").upload([]) }
            #expect(none.first?.contains("no file was given") == true, "\(none)")
        }
    }

    @Test func whatIsNotAFileInputOrTakesOneFileSaysSo() throws {
        try withFiles(["a.txt", "b.txt"]) { files in
            try ServedPage.with("upload.html", timeout: 1) { _ in
                let button = ServedPage.failures { Button(id: "Send").upload(files) }
                #expect(button.count == 1)
                #expect(button.first?.contains("it is not a file input (<input type=file>) and neither labels nor holds one") == true, "\(button)")
                #expect(button.first?.contains("within") == false, "retrying cannot help, so it fails at once: \(button)")
                let two = ServedPage.failures { FileInput(id: "Receipt").upload(files) }
                #expect(two.first?.contains("its file input takes one file (it has no multiple attribute), not 2") == true, "\(two)")
                let locked = ServedPage.failures { FileInput(id: "Locked").upload([files[0]]) }
                #expect(locked.first?.contains("its file input is disabled") == true, "\(locked)")
                #expect(status.value == "Nothing chosen")
            }
        }
    }
}
