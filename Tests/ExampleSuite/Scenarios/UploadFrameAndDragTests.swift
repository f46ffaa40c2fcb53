import BDD
import Contexts
import ElementCore
import Foundation
import XCTest

/// Issue 11: files chosen in file inputs, a payment page embedded in an `<iframe>`, a list
/// reordered by dragging, and rows counted with the hidden ones — with the contexts alone, in
/// real Chromium.
final class UploadFrameAndDragTests: ExampleAppTestCase {
    private var folder: URL?

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    /// A file of `size` bytes named `name` in this test's folder.
    private func file(_ name: String, size: Int) throws -> URL {
        let folder = try self.folder ?? {
            let made = FileManager.default.temporaryDirectory.appendingPathComponent("ttk-example-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            return made
        }()
        self.folder = folder
        let file = folder.appendingPathComponent(name)
        try Data(repeating: 0x2A, count: size).write(to: file)
        return file
    }

    func test_uploadingFiles() throws {
        let receipt = try file("receipt.pdf", size: 120)
        let beach = try file("beach.jpg", size: 300)
        let forest = try file("forest.jpg", size: 450)
        let missing = receipt.deletingLastPathComponent().appendingPathComponent("lost.pdf")
        Scenario("Choosing a receipt and two photos") {
            Given(I: open(.uploads))
            And(the: text(of: uploadsScreen.status, is: "No files chosen"))
            When(I: upload(receipt, to: uploadsScreen.receiptInput))
            Then(the: text(of: uploadsScreen.status, is: "1 file chosen · 1 change"))
            And(the: value(of: uploadsScreen.receiptInput, is: ["receipt.pdf"]))
            When(I: upload(beach, forest, to: uploadsScreen.addPhotosButton))
            Then(I: count(of: uploadsScreen.fileRows, is: 3))
            And(the: text(of: uploadsScreen.file("forest.jpg"), is: "forest.jpg (450 bytes)"))
            And(the: text(of: uploadsScreen.status, is: "3 files chosen · 2 changes"))
            And(the: expectFailure(containing: ["Cannot upload to FileInput \"Receipt\"", "lost.pdf does not exist"]) {
                upload(missing, to: uploadsScreen.receiptInput)
            })
        }
    }

    func test_payingInAnEmbeddedPage() {
        Scenario("Paying in the payment provider's frame") {
            Given(I: open(.checkout))
            And(I: see(checkoutScreen.payButton))
            And(I: doNotSee(Button(id: "PayButton")))
            When(I: type("4242 4242", into: checkoutScreen.cardNumberField))
            And(I: tap(checkoutScreen.payButton))
            Then(the: text(of: checkoutScreen.paymentMessage, is: "Enter the 16 digits of your card"))
            When(I: fill(checkoutScreen.cardNumberField, with: "4242 4242 4242 4242"))
            And(I: tap(checkoutScreen.payButton))
            Then(the: text(of: checkoutScreen.paymentMessage, is: "Payment accepted"))
            And(the: text(of: checkoutScreen.status, is: "Paid 12.50 with the card ending 4242"))
        }
    }

    func test_reorderingByDragging() {
        Scenario("Moving a track by dragging it onto another") {
            Given(I: open(.playlist))
            And(the: text(of: playlistScreen.order, is: "Order: Intro, Blue Sky, Night Drive, Rain, Outro"))
            When(I: drag(playlistScreen.track("Intro"), onto: playlistScreen.track("Rain")))
            Then(the: text(of: playlistScreen.order, is: "Order: Blue Sky, Night Drive, Rain, Intro, Outro"))
            When(I: drag(playlistScreen.track("Outro"), onto: playlistScreen.track("Blue Sky")))
            Then(the: text(of: playlistScreen.order, is: "Order: Outro, Blue Sky, Night Drive, Rain, Intro"))
        }
    }

    func test_countingRowsWithTheHiddenOnes() {
        Scenario("Hiding played tracks keeps them in the list") {
            Given(I: open(.playlist))
            And(I: count(of: playlistScreen.rows, is: 5))
            When(I: adjust(playlistScreen.hidePlayed, to: true))
            Then(I: count(of: playlistScreen.rows, is: 3))
            And(I: count(of: playlistScreen.rows, is: 5, includingHidden: true))
            And(I: doNotSee(playlistScreen.track("Intro")))
            And(I: count(of: playlistScreen.track("Intro"), is: 1, includingHidden: true))
        }
    }
}
