import ElementCore
import Foundation
import InProcessEngine
import Testing

/// Every finder of the seed's API, and how each identifies its view.
@MainActor
@Suite struct SeedFinderTests {
    @Test func labelsAreFoundByTextAccessibilityLabelOrIdentifier() throws {
        let app = MemoryApp(controller: RootViewController())
        #expect(try app.label("Label text")?.text == "Label text")
        #expect(try app.label("a11y labeled label")?.text == "Labelled")
        #expect(try app.label("a11y identified label")?.text == "Identified")
        #expect(try app.label()?.text == "Label text")
    }

    @Test func buttonsAreFoundByTitleOrByIdentity() throws {
        let app = MemoryApp(controller: RootViewController(), failureBehavior: .doNothing)
        #expect(try app.button(title: "Button title")?.title == "Button title")
        #expect(try app.button(title: "a11y identified button") == nil)
        #expect(try app.button("a11y identified button")?.title == "Identified button")
        #expect(try app.button()?.title == "Button title")
    }

    @Test func controlsAreFoundByAccessibilityLabelOrIdentifier() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form, failureBehavior: .doNothing)
        #expect(try app.switch("A switch") === form.aSwitch)
        #expect(try app.switch() === form.aSwitch)
        #expect(try app.stepper("A stepper") === form.stepper)
        #expect(try app.slider("A slider") === form.slider)
        #expect(try app.slider("20.0") == nil)
    }

    @Test func textFieldsAreFoundByPlaceholderAccessibilityLabelOrIdentifier() throws {
        let form = FormViewController()
        let app = MemoryApp(controller: form, failureBehavior: .doNothing)
        #expect(try app.textField("Text field placeholder") === form.textField)
        #expect(try app.textField("PasswordField") === form.passwordField)
        form.textField.accessibilityLabel = "Name"
        #expect(try app.textField("Name") === form.textField)
        #expect(try app.textField() === form.textField)
    }

    @Test func cellsAreFoundByTheTextOfALabelInThem() throws {
        let app = MemoryApp(controller: TableViewController(), failureBehavior: .doNothing)
        #expect(try app.cell(containingText: "Row 3")?.textLabel.text == "Row 3")
        #expect(try app.label("Label text") != nil)
        #expect(try app.cell(containingText: "Label text") == nil)
        #expect(try app.cell(containingText: "Row 30") == nil)
        #expect(app.tableView?.visibleCells.count == 10)
    }

    @Test func collectionCellsAreFoundByTheTextOfALabelInThem() throws {
        let app = MemoryApp(controller: CollectionViewController(), failureBehavior: .doNothing)
        #expect(try app.collectionCell(containingText: "Item 12") != nil)
        #expect(try app.collectionCell(containingText: "Item 24") == nil)
        #expect(try app.cell(containingText: "Item 1") == nil)
    }

    @Test func scrollViewsAreFoundByIdentity() throws {
        let controller = ScrollingViewController()
        let app = MemoryApp(controller: controller)
        #expect(try app.scrollView("Pages") === controller.pages)
        #expect(try app.scrollView() === controller.scrollView)
    }

    @Test func storyboardControllersAreShownByIdentifier() throws {
        InMemoryStoryboard.register("Main", controllers: ["Form": { FormViewController() }])
        let app = MemoryApp(storyboard: "Main", identifier: "Form")
        #expect(app.topViewController is FormViewController)
        let failures = Failures.capture {
            let missing = MemoryApp(storyboard: "Main", identifier: "Nope", failureBehavior: .doNothing)
            #expect(missing.topViewController == nil)
            _ = MemoryApp(storyboard: "Other", identifier: "Form")
        }
        #expect(failures.map { $0.cause as? InProcessError } == [
            .noSuchController("The storyboard \"Main\" has no controller \"Nope\"; it has \"Form\"."),
            .noSuchController("There is no in-memory storyboard \"Other\": register it with InMemoryStoryboard.register(_:controllers:)."),
        ])
        #expect(failures.map { $0.cause.reportFields?.kind } == ["invalidArgument", "invalidArgument"])
        #expect(failures.allSatisfy { $0.fileID.hasSuffix("SeedFinderTests.swift") })
    }
}

/// What the finders do when nothing matches.
@MainActor
@Suite struct FailureBehaviorTests {
    @Test func failTestRecordsAFailureAtTheCallersLine() throws {
        let app = MemoryApp(controller: RootViewController())
        var found: InMemorySwitch?
        let line: UInt = #line + 1
        let failures = Failures.capture { found = try? app.switch("Missing") }
        #expect(found == nil)
        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.fileID.hasSuffix("SeedFinderTests.swift") == true)
        // The same cause raiseException throws.
        guard case .notFound(let explanation) = failures.first?.cause as? InProcessError else {
            Issue.record("not a view that was not found: \(failures)")
            return
        }
        #expect(explanation.hasPrefix("Could not find a switch with accessibility label or identifier \"Missing\""))
        #expect(failures.first?.cause.reportFields?.kind == "notFound")
    }

    @Test func raiseExceptionThrowsTheExplanation() {
        let app = MemoryApp(controller: RootViewController(), failureBehavior: .raiseException)
        #expect {
            try app.label("Missing element")
        } throws: { error in
            guard case .notFound(let message) = error as? InProcessError else { return false }
            return message.hasPrefix("Could not find a label with text, accessibility label or identifier \"Missing element\"")
        }
    }

    @Test func doNothingReturnsNilQuietly() throws {
        let app = MemoryApp(controller: RootViewController(), failureBehavior: .doNothing)
        var found: InMemoryLabel?
        let failures = Failures.capture { found = try? app.label("Missing element") }
        #expect(found == nil)
        #expect(failures.isEmpty)
    }
}
