import Foundation

// Spellings from the seed's earlier history, before its finders took one identifier that
// matches text, accessibility label or identifier alike. Kept so older tests compile; each
// says what replaces it.
extension InProcessApp {
    /// A label with this text (or accessibility label or identifier).
    @available(*, deprecated, renamed: "label(_:fileID:filePath:line:column:)")
    public func label(text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) throws -> Toolkit.Label? {
        try label(text, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A switch with this accessibility label (or identifier).
    @available(*, deprecated, renamed: "switch(_:fileID:filePath:line:column:)")
    public func `switch`(accessibilityLabel: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) throws -> Toolkit.Switch? {
        try self.switch(accessibilityLabel, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A text field with this placeholder (or accessibility label or identifier).
    @available(*, deprecated, renamed: "textField(_:fileID:filePath:line:column:)")
    public func textField(placeholder: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) throws -> Toolkit.TextField? {
        try textField(placeholder, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Increments the stepper with this accessibility label (or identifier), unless it is disabled.
    @available(*, deprecated, message: "use stepper(_:)?.increment()")
    public func incrementStepper(accessibilityLabel: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) throws {
        guard let stepper = try findNode(.accessible(.stepper, accessibilityLabel), fileID: fileID, filePath: filePath,
                                         line: line, column: column) as? any StepperNode else { return }
        Interactions.increment(stepper)
        host.settle()
    }

    /// Decrements the stepper with this accessibility label (or identifier), unless it is disabled.
    @available(*, deprecated, message: "use stepper(_:)?.decrement()")
    public func decrementStepper(accessibilityLabel: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) throws {
        guard let stepper = try findNode(.accessible(.stepper, accessibilityLabel), fileID: fileID, filePath: filePath,
                                         line: line, column: column) as? any StepperNode else { return }
        Interactions.decrement(stepper)
        host.settle()
    }

    /// Sets the value of the slider with this accessibility label (or identifier), unless it is disabled.
    @available(*, deprecated, message: "use slider(_:)?.set(value:)")
    public func setSlider(accessibilityLabel: String, value: Float, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) throws {
        guard let slider = try findNode(.accessible(.slider, accessibilityLabel), fileID: fileID, filePath: filePath,
                                        line: line, column: column) as? any ValueControlNode else { return }
        Interactions.set(slider, to: Double(value))
        host.settle()
    }
}
