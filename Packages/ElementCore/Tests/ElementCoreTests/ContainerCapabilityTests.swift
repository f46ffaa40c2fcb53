import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("CellContaining and Refreshable on the in-memory engine")
struct ContainerCapabilityTests {
    static func listApp(_ log: EventLog) -> InMemoryEngine {
        app {
            InMemoryNode(.collectionView, id: "Grid") {
                for tile in 0..<4 { InMemoryNode(.cell, label: "Tile \(tile)").height(20) }
            }.frame(CGRect(x: 0, y: 0, width: 390, height: 200))
            InMemoryNode(.table, id: "List") {
                InMemoryNode(.other, label: "Section 1")
                InMemoryNode(.cell, id: "row-a", label: "Row").onTap { _ in log.append("row 0") }
                InMemoryNode(.cell, id: "row-b", label: "Row").onTap { _ in log.append("row 1") }
                InMemoryNode(.cell, id: "row-c", label: "Row").onTap { _ in log.append("row 2") }
                InMemoryNode(.cell, label: "Other")
            }.frame(CGRect(x: 0, y: 200, width: 390, height: 644)).on(.refresh) { ui in
                ui.add(InMemoryNode(.cell, label: "Fresh"), to: "List")
            }
        }
    }

    @Test func numberOfCells() {
        let driver = Self.listApp(EventLog())
        withEngine(driver) {
            #expect(Table(id: "List").numberOfCells() == 4)
            #expect(Table(id: "List").numberOfCells(matchingID: "Row") == 3)
            #expect(Table(id: "List").numberOfCells(matchingID: "row-b") == 1)
            #expect(Table(id: "List").numberOfCells(matchingID: "Nope") == 0)
            #expect(CollectionView(id: "Grid").numberOfCells() == 4)
            #expect(Table(id: "Missing").numberOfCells() == 0)
        }
    }

    @Test func numberOfCellsNeverWaits() {
        let driver = Self.listApp(EventLog())
        let elapsed = measure {
            let recorded = messages(on: driver, configuration: ElementConfiguration(defaultTimeout: 20, actionTimeout: 20)) {
                #expect(Table(id: "Missing").numberOfCells() == 0)
            }
            #expect(recorded.isEmpty)
        }
        #expect(elapsed < 10, "no wait for the 20 s timeout")
    }

    @Test func cellByIDAndIndex() {
        let log = EventLog()
        let driver = Self.listApp(log)
        expectNoFailures(on: driver) {
            let table = Table(id: "List")
            table.cell(matchingID: "Row", index: 2).tap()
            table.cell(matchingID: "Row").tap()
            table.cell(matchingID: "row-b").tap()
            #expect(table.cell(index: 3).snapshot()?.label == "Other")
            #expect(table.cell(matchingID: "Row", index: 1).snapshot()?.identifier == "row-b")
            #expect(!table.cell(matchingID: "Row", index: 3).exists)
            #expect(CollectionView(id: "Grid").cell(index: 3).snapshot()?.label == "Tile 3")
        }
        #expect(log.events == ["row 2", "row 0", "row 1"])
        #expect(Table(id: "List").cell(matchingID: "Row", index: 2).queryDescription == "App › Table \"List\" › Cell \"Row\" [2]")
        #expect(Table(id: "List").cell().queryDescription == "App › Table \"List\" › Cell [0]")
    }

    @Test func cellsOfOneContainerOnly() {
        let driver = Self.listApp(EventLog())
        expectNoFailures(on: driver) {
            #expect(!CollectionView(id: "Grid").cell(matchingID: "Row").exists)
            #expect(!Table(id: "List").cell(matchingID: "Tile 0").exists)
        }
    }

    @Test func tableHeaderWithID() {
        let driver = Self.listApp(EventLog())
        expectNoFailures(on: driver) {
            #expect(Table(id: "List").header(withID: "Section 1").value == "Section 1")
        }
        #expect(Table(id: "List").header(withID: "Section 1").queryDescription == "App › Table \"List\" › Header \"Section 1\"")
    }

    @Test func refreshRunsTheRefreshBehaviour() {
        let driver = Self.listApp(EventLog())
        expectNoFailures(on: driver) {
            #expect(!Cell(id: "Fresh").exists)
            Table(id: "List").refresh()
            #expect(Table(id: "List").cell(matchingID: "Fresh").waitFor(.exists))
            #expect(Table(id: "List").numberOfCells() == 5)
        }
        #expect(driver.actionLog == ["refresh table id=List"])
    }

    @Test func refreshWithoutABehaviourFailsNamingIt() throws {
        let driver = Self.listApp(EventLog())
        var elapsed: TimeInterval = 0
        let recorded = messages(on: driver, configuration: ElementConfiguration(defaultTimeout: 20, actionTimeout: 20)) {
            elapsed = measure { CollectionView(id: "Grid").refresh() }
        }
        #expect(recorded == ["""
            Could not refresh CollectionView "Grid": collectionView id=Grid cannot be refreshed: attach a behaviour with .on(.refresh) { … }.
              Query:     App › CollectionView "Grid"
            """])
        #expect(elapsed < 10, "not retried until the 20 s timeout")
    }

    @Test func refreshingAMissingTableFails() throws {
        let driver = Self.listApp(EventLog())
        #expect(causes(on: driver) { Table(id: "Nope").refresh() }
            == [Cause(.notFound(query: "App › Table \"Nope\""), attempt: "refresh Table \"Nope\"", timeout: 0.3)])
    }
}
