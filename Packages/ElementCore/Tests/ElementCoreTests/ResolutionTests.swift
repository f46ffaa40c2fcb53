import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Resolving queries on the in-memory engine")
struct ResolutionTests {
    @Test func idMatchesIdentifierOrLabel() {
        let driver = app { InMemoryNode(.button, id: "save", label: "Save changes") }
        expectNoFailures(on: driver) {
            #expect(Button(id: "save").exists)
            #expect(Button(id: "Save changes").exists)
            #expect(!Button(id: "Save").exists)
            #expect(!Button(id: "save changes").exists)
            #expect(Button().exists)
            #expect(!Label(id: "save").exists, "the type must match too")
        }
    }

    @Test func matchesAreInDocumentOrder() {
        let driver = app {
            InMemoryNode(.other, id: "outer") {
                InMemoryNode(.button, id: "1", label: "Go")
                InMemoryNode(.other) {
                    InMemoryNode(.button, id: "2", label: "Go")
                }
                InMemoryNode(.button, id: "3", label: "Go")
            }
            InMemoryNode(.button, id: "4", label: "Go")
        }
        withEngine(driver) {
            #expect(ElementOperations.allMatches(of: Button(id: "Go")).map(\.identifier) == ["1", "2", "3", "4"])
            #expect(ElementOperations.allMatches(of: Button(parent: View(id: "outer"))).map(\.identifier) == ["1", "2", "3"])
        }
        expectNoFailures(on: driver) {
            #expect(Button(id: "Go", index: 0).snapshot()?.identifier == "1")
            #expect(Button(id: "Go", index: 1).snapshot()?.identifier == "2")
            #expect(Button(id: "Go", index: 3).snapshot()?.identifier == "4")
            #expect(!Button(id: "Go", index: 4).exists)
            #expect(!Button(id: "Go", index: -1).exists)
        }
    }

    @Test func driverResolvesWholeQueriesInOneCall() throws {
        let driver = app {
            InMemoryNode(.alert, label: "Error") {
                InMemoryNode(.button, id: "a", label: "Go")
                InMemoryNode(.button, id: "b", label: "Go")
            }
            InMemoryNode(.button, id: "c", label: "Go")
        }
        let second = try driver.resolve(Button(id: "Go", index: 1, parent: Alert(id: "Error")).query)
        guard case .found(let snapshot, let matchCount) = second else {
            Issue.record("expected a match, got \(second)")
            return
        }
        #expect(snapshot.identifier == "b")
        #expect(matchCount == 2, "matches of the last level before the index")
        guard case .ambiguous(let step, let matches) = try driver.resolve(Button(id: "Go").query) else {
            Issue.record("expected ambiguity")
            return
        }
        #expect(step == 0)
        #expect(matches.map(\.identifier) == ["a", "b", "c"])
        guard case .notFound(let missing) = try driver.resolve(Button(id: "Go", parent: Alert(id: "Nope")).query) else {
            Issue.record("expected not found")
            return
        }
        #expect(missing == 0, "the alert, level 1, is missing")
        #expect(try driver.matches(Button(id: "Go", parent: Alert(id: "Error")).query).map(\.identifier) == ["a", "b"])
        #expect(try driver.matches(Button(id: "Go", parent: Alert(id: "Nope")).query).isEmpty)
        #expect(try driver.resolve(Application.underTest.query).snapshot?.type == .application)
    }

    @Test func anyTypeMatchesEveryType() {
        let driver = app {
            InMemoryNode(.staticText, id: "title", label: "Hello")
            InMemoryNode(.link, id: "more", label: "Read more")
        }
        expectNoFailures(on: driver) {
            #expect(CustomElement(id: "Hello", type: .any).snapshot()?.type == .staticText)
            #expect(CustomElement(id: "more", type: .any).snapshot()?.type == .link)
            #expect(!CustomElement(id: "more", type: .button).exists)
            #expect(CustomElement(id: nil, type: .any, index: 1).snapshot()?.identifier == "more")
        }
    }

    @Test func parentsScopeTheSearch() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.button, id: "outside", label: "OK").onTap { _ in log.append("outside") }
            InMemoryNode(.alert, label: "Error") {
                InMemoryNode(.staticText, label: "Something failed")
                InMemoryNode(.button, id: "inside", label: "OK").onTap { _ in log.append("inside") }
            }
        }
        expectNoFailures(on: driver) {
            let alert = Alert(id: "Error")
            #expect(alert.actionButton(withID: "OK").snapshot()?.identifier == "inside")
            alert.actionButton(withID: "OK").tap()
            Button(id: "outside").tap()
            #expect(!Button(id: "OK", parent: Alert(id: "Other")).exists)
            #expect(!Label(id: "Something failed", parent: View(id: "outside")).exists)
        }
        #expect(log.events == ["inside", "outside"])
    }

    @Test func hiddenNodesDoNotExist() {
        let driver = app {
            InMemoryNode(.other, id: "Banner") {
                InMemoryNode(.button, label: "Close")
            }.hidden()
            InMemoryNode(.button, label: "Visible")
        }
        expectNoFailures(on: driver) {
            #expect(!View(id: "Banner").exists)
            #expect(!Button(id: "Close").exists, "children of a hidden node are hidden too")
            #expect(Button(id: "Visible").exists)
            #expect(Button().exists, "a single button exists: the hidden one does not count")
        }
        driver.update { ui in ui.setHidden(false, "Banner") }
        expectNoFailures(on: driver) {
            #expect(Button(id: "Close").exists)
            #expect(ElementOperations.allMatches(of: Button()).count == 2)
        }
    }

    @Test func lazyContainersOnlyRealizeNearbyCells() {
        let driver = app {
            InMemoryNode(.table, id: "List") {
                for row in 0..<50 { InMemoryNode(.cell, id: "row\(row)", label: "Row \(row)") }
            }.lazy(margin: 100)
        }
        withEngine(driver) {
            let table = Table(id: "List")
            let realized = table.numberOfCells()
            // 844 pt tall table, 44 pt cells, 100 pt margin: rows 0…21 exist.
            #expect(realized == 22)
            #expect(Cell(id: "row0", parent: table).exists)
            #expect(Cell(id: "row21", parent: table).exists)
            #expect(!Cell(id: "row22", parent: table).exists)
            #expect(!Cell(id: "row49", parent: table).exists)
        }
        expectNoFailures(on: driver) {
            let table = Table(id: "List")
            for _ in 0..<20 where !Cell(id: "row49", parent: table).exists { table.scroll(.downwards) }
            #expect(Cell(id: "row49", parent: table).exists)
            #expect(!Cell(id: "row0", parent: table).exists, "cells far above were reused")
            #expect(table.numberOfCells() < 50)
        }
    }

    @Test func nonLazyContainersRealizeEverything() {
        let driver = app {
            InMemoryNode(.table, id: "List") {
                for row in 0..<50 { InMemoryNode(.cell, id: "row\(row)") }
            }
        }
        withEngine(driver) {
            #expect(Table(id: "List").numberOfCells() == 50)
            #expect(Cell(id: "row49").exists)
        }
    }

    @Test func strictMatchingFailsListingBothMatches() throws {
        let driver = app {
            InMemoryNode(.button, id: "okTop", label: "OK")
            InMemoryNode(.button, id: "okBottom", label: "OK")
        }
        let recorded = messages(on: driver) { Button(id: "OK").tap() }
        #expect(recorded.count == 1)
        let message = try #require(recorded.first)
        #expect(causes(on: driver) { Button(id: "OK").tap() }
            == [Cause(.ambiguous(query: "App › Button \"OK\"", count: 2), attempt: "tap Button \"OK\"", timeout: 0.3)])
        #expect(message.hasPrefix("Could not tap Button \"OK\" within 0.30 s: 2 elements match Button \"OK\" and strict matching needs one"),
                "the text names the attempt, the wait and the matches")
        #expect(message.contains("  Query:     App › Button \"OK\""))
        #expect(message.contains("[0] button \"OK\" id=okTop at (0, 0, 390×44)"))
        #expect(message.contains("[1] button \"OK\" id=okBottom at (0, 44, 390×44)"))
        #expect(message.contains("Give the element an explicit index (e.g. `index: 1`) or a parent that tells them apart,"))
        #expect(message.contains("or turn strict matching off with ElementConfiguration.default.strictMatching = false."))
        #expect(driver.actionLog.isEmpty, "nothing was tapped")
    }

    @Test func strictMatchingListsAtMostTenMatches() throws {
        let driver = app {
            for _ in 0..<12 { InMemoryNode(.cell, label: "Row") }
        }
        let recorded = failures(on: driver) { _ = Cell(id: "Row").snapshot() }
        #expect(recorded.map(Cause.init).map(\.reason) == [.ambiguous(query: "App › Cell \"Row\"", count: 12)])
        // The rendering lists ten of them.
        let message = try #require(recorded.first?.message)
        #expect(message.contains("[9] cell \"Row\""))
        #expect(!message.contains("[10]"))
        #expect(message.contains("… and 2 more"))
    }

    @Test func ambiguousAncestorIsReported() throws {
        let driver = app {
            InMemoryNode(.alert, label: "Error") { InMemoryNode(.button, label: "OK") }
            InMemoryNode(.alert, label: "Error") { InMemoryNode(.button, label: "OK") }
        }
        #expect(causes(on: driver) { Alert(id: "Error").actionButton(withID: "OK").tap() }.map(\.reason)
            == [.ambiguous(query: "App › Alert \"Error\"", count: 2)])
        expectNoFailures(on: driver) {
            Alert(id: "Error", index: 1).actionButton(withID: "OK").tap()
        }
    }

    @Test func explicitIndexOptsOutOfStrictMatching() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.button, label: "OK").onTap { _ in log.append("first") }
            InMemoryNode(.button, label: "OK").onTap { _ in log.append("second") }
        }
        expectNoFailures(on: driver) {
            Button(id: "OK", index: 0).tap()
            Button(id: "OK", index: 1).tap()
            #expect(ExplicitFirst(id: "OK").query.steps.last?.index == 0)
            #expect(Button(id: "OK").determine(not: .exists, timeout: 0) == false, "ambiguous is not absent")
        }
        #expect(log.events == ["first", "second"])
    }

    @Test func turningStrictMatchingOffRestoresFirstMatch() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.button, label: "OK").onTap { _ in log.append("first") }
            InMemoryNode(.button, label: "OK").onTap { _ in log.append("second") }
        }
        let lenient = ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3, strictMatching: false)
        expectNoFailures(on: driver, configuration: lenient) {
            Button(id: "OK").tap()
            #expect(Button(id: "OK").waitFor(.exists, .hittable))
        }
        #expect(log.events == ["first"])
        // The same code under strict matching fails.
        #expect(messages(on: driver) { Button(id: "OK").tap() }.count == 1)
        // And the documented one-liner form works as a scope too.
        ElementConfiguration.with(ElementConfiguration(strictMatching: false)) {
            withEngine(driver) { #expect(Button(id: "OK").exists) }
        }
    }

    @Test func filtersNarrowTheMatches() {
        let driver = app {
            InMemoryNode(.button, label: "Save")
            InMemoryNode(.button, label: "Cancel")
            InMemoryNode(.button, label: "Save as…")
        }
        expectNoFailures(on: driver) {
            let saves = Button().filtered(by: LabelPrefix(prefix: "Save"))
            #expect(ElementOperations.allMatches(of: saves).map(\.label) == ["Save", "Save as…"])
            #expect(saves.atIndex(1).snapshot()?.label == "Save as…")
            #expect(Button().filtered(by: LabelPrefix(prefix: "Can")).snapshot()?.label == "Cancel")
        }
    }

    @Test func unevaluableFilterFailsAtOnceWithTheReason() throws {
        let driver = app { InMemoryNode(.button, label: "Save") }
        var elapsed: TimeInterval = 0
        let recorded = causes(on: driver, configuration: ElementConfiguration(defaultTimeout: 20, actionTimeout: 20)) {
            elapsed = measure { Button().filtered(by: UnevaluableFilter()).tap() }
        }
        let cause = try #require(recorded.first)
        #expect(cause.timeout == nil, "no “within”: retrying would not help")
        guard case .engine(let error) = cause.reason else { Issue.record("not the engine's refusal: \(cause)"); return }
        #expect(error.contains("raw NSPredicate text cannot be evaluated off Apple platforms"), "\(error)")
        #expect(elapsed < 10, "an invalid query is not retried until the 20 s timeout")
    }

    @Test func cyclicParentResolvesWithoutHanging() {
        let driver = app { InMemoryNode(.other, label: "loop") }
        withEngine(driver) {
            #expect(!Ouroboros(id: "loop").exists)
        }
    }

    @Test func snapshotReportsTheNodesAttributes() throws {
        let driver = app {
            InMemoryNode(.textField, id: "email", label: "Email", value: "a@b.c", placeholder: "Your email").selected()
            InMemoryNode(.button, label: "Send").disabled()
        }
        let field = try #require(expectNoFailures(on: driver) { TextField(id: "email").snapshot() })
        #expect(field.type == .textField)
        #expect(field.identifier == "email")
        #expect(field.label == "Email")
        #expect(field.value == "a@b.c")
        #expect(field.placeholder == "Your email")
        #expect(field.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(field.isSelected)
        #expect(field.isEnabled)
        #expect(field.isHittable)
        #expect(field.isVisible)
        #expect(field.notHittableReason == nil)
        let send = try #require(expectNoFailures(on: driver) { Button(id: "Send").snapshot() })
        #expect(!send.isEnabled)
        #expect(send.frame.minY == 44)
        expectNoFailures(on: driver) {
            #expect(TextField(id: "email").label == "Email")
            #expect(TextField(id: "email").accessibilityValue == "a@b.c")
            #expect(Button(id: "Send").frame == CGRect(x: 0, y: 44, width: 390, height: 44))
        }
    }

    @Test func missingAncestorIsNamed() throws {
        let driver = app { InMemoryNode(.button, label: "OK") }
        let recorded = failures(on: driver) { _ = Alert(id: "Nope").actionButton(withID: "OK").snapshot() }
        #expect(recorded.map(Cause.init)
            == [Cause(.notFound(query: "App › Alert \"Nope\""), attempt: "find Button \"OK\"", timeout: 0.3)], "the missing level is the ancestor")
        #expect(recorded.first?.elementFailure?.query?.description == "App › Alert \"Nope\" › Button \"OK\"")
    }
}
