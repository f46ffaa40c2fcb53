import ElementCore
import Foundation
import InProcessEngine
import Testing

/// The seed's earlier spellings (deprecated) do what their replacements do. They are called
/// through a protocol, as an older test would reach them, without a deprecation warning here.
@MainActor
@Suite struct EarlierSeedAPITests {
    @Test func earlierFindersFindWhatTheCurrentOnesFind() throws {
        let form = FormViewController()
        let app: any EarlierSeedSpellings = MemoryApp(controller: form)
        #expect(try app.label(text: "Disabled", fileID: #fileID, filePath: #filePath, line: #line, column: #column) === form.switchLabel)
        #expect(try app.switch(accessibilityLabel: "A switch", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            === form.aSwitch)
        #expect(try app.textField(placeholder: "Text field placeholder", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            === form.textField)
    }

    @Test func earlierInteractionsChangeTheControlAndIgnoreDisabledOnes() throws {
        let form = FormViewController()
        let app: any EarlierSeedSpellings = MemoryApp(controller: form)
        try app.incrementStepper(accessibilityLabel: "A stepper", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        #expect(form.stepperLabel.text == "3.0")
        try app.decrementStepper(accessibilityLabel: "A stepper", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        try app.decrementStepper(accessibilityLabel: "A stepper", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        #expect(form.stepperLabel.text == "1.0")
        try app.setSlider(accessibilityLabel: "A slider", value: 30, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        #expect(form.sliderLabel.text == "30.0")
        try app.incrementStepper(accessibilityLabel: "A disabled stepper", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        try app.setSlider(accessibilityLabel: "A disabled slider", value: 0.5, fileID: #fileID, filePath: #filePath, line: #line,
                          column: #column)
        #expect(form.switchLabel.text == "Disabled")
    }

    @Test func earlierSpellingsFollowTheFailureBehaviour() {
        let app: any EarlierSeedSpellings = MemoryApp(controller: FormViewController(), failureBehavior: .raiseException)
        #expect(throws: InProcessError.self) {
            try app.incrementStepper(accessibilityLabel: "No such stepper", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        }
    }
}

/// The earlier spellings, as requirements (a witness's deprecation is not reported at a call
/// through the protocol).
@MainActor
protocol EarlierSeedSpellings {
    func label(text: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) throws -> InMemoryLabel?
    func `switch`(accessibilityLabel: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) throws -> InMemorySwitch?
    func textField(placeholder: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) throws -> InMemoryTextField?
    func incrementStepper(accessibilityLabel: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) throws
    func decrementStepper(accessibilityLabel: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) throws
    func setSlider(accessibilityLabel: String, value: Float, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) throws
}

extension InProcessApp: EarlierSeedSpellings where Toolkit == InMemoryToolkit {}
