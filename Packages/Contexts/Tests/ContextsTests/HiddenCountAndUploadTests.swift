import Contexts
import ElementCore
import Foundation
import InMemoryEngine
import Testing

/// Issue 11: counting matches with hidden nodes included, and choosing files, through the
/// contexts on the in-memory engine.
@Suite("Contexts: counting hidden rows, uploading files")
struct HiddenCountAndUploadTests: InteractionContext {
    private func driver() -> InMemoryEngine {
        InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.table, id: "List") {
                InMemoryNode(.cell, label: "Buy milk")
                InMemoryNode(.cell, label: "Walk the dog").hidden()
                InMemoryNode(.other, id: "Archive") {
                    InMemoryNode(.cell, label: "Old task")
                }.hidden()
            }
            InMemoryNode(.button, id: "Receipt").acceptingFiles()
        })
    }

    private let rows = Cell(parent: Table(id: "List"))

    @Test func hiddenRowsCountOnlyWhenAskedFor() {
        expectNoFailures(on: driver()) {
            count(of: rows, is: 1)
            count(of: rows, is: 3, includingHidden: true)
            count(of: Cell(id: "Old task"), is: 1, includingHidden: true)
        }
    }

    @Test func aWrongCountIncludingHiddenSaysSo() {
        let recorded = failures(on: driver()) { count(of: rows, is: 2, includingHidden: true) }
        #expect(recorded.count == 1)
        let cause = recorded.first?.elementFailure
        #expect(cause?.attempt == "2 matches (hidden ones included) of Cell")
        #expect(cause?.kind == "timedOut")
        #expect(cause?.expectedAndObserved?.observed == "3 (cell \"Buy milk\", cell \"Walk the dog\", cell \"Old task\")")
    }

    @Test func anEngineThatCannotSeeHiddenNodesFailsAtOnce() {
        let started = Date()
        let recorded = failures(on: VisibleOnly(driver())) { count(of: rows, is: 3, includingHidden: true, timeout: 5) }
        #expect(Date().timeIntervalSince(started) < 4, "it did not wait for the timeout")
        let cause = recorded.first?.elementFailure
        #expect(cause?.kind == "unsupported", "\(recorded.map(\.message))")
        #expect(cause?.attempt == "count Cell including hidden nodes")
        #expect(cause?.detail == "the visible-only engine cannot see nodes hidden from the accessibility tree")
    }

    @Test func uploadChoosesTheFiles() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ttk-receipt-\(UUID().uuidString).pdf")
        try Data("%PDF".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let driver = driver()
        expectNoFailures(on: driver) {
            upload(file, to: FileInput(id: "Receipt"))
            #expect(FileInput(id: "Receipt").value == [file.lastPathComponent])
        }
        let missing = failures(on: driver) { upload([file.appendingPathExtension("gone")], to: FileInput(id: "Receipt")) }
        #expect(missing.first?.elementFailure?.detail == "\(file.appendingPathExtension("gone").path) does not exist", "\(missing.map(\.message))")
    }
}

/// An engine that sees only what is shown: it offers no `HiddenNodeMatching`.
private final class VisibleOnly: Engine, @unchecked Sendable {
    let base: InMemoryEngine
    init(_ base: InMemoryEngine) { self.base = base }
    var name: String { "visible-only" }
    func resolve(_ query: ElementQuery) throws(EngineError) -> Resolution { try base.resolve(query) }
    func matches(_ query: ElementQuery) throws(EngineError) -> [ElementSnapshot] { try base.matches(query) }
    func perform(_ action: ElementAction, on query: ElementQuery) throws(EngineError) { try base.perform(action, on: query) }
    func launch(_ app: AppTarget, configuration: LaunchConfiguration) throws(EngineError) { try base.launch(app, configuration: configuration) }
    func terminate(_ app: AppTarget) throws(EngineError) { try base.terminate(app) }
    func activate(_ app: AppTarget) throws(EngineError) { try base.activate(app) }
    func background(_ app: AppTarget) throws(EngineError) { try base.background(app) }
    func state(of app: AppTarget) throws(EngineError) -> AppState { try base.state(of: app) }
    func screenshot() throws(EngineError) -> Data { try base.screenshot() }
    func open(_ url: URL) throws(EngineError) { try base.open(url) }
}
