import ElementCore
import Foundation
import InMemoryEngine
import Testing

@Suite("Alert, Sheet and ActivitySheet (Dismissable)")
struct ModalTests {
    /// An alert with Cancel (which removes it) and Retry (which does not), over an OK button.
    static func alertApp(_ log: EventLog = EventLog()) -> InMemoryEngine {
        app {
            InMemoryNode(.button, id: "background-ok", label: "OK").onTap { _ in log.append("background OK") }
            InMemoryNode(.alert, id: "error-alert", label: "Error") {
                InMemoryNode(.staticText, label: "Something went wrong")
                InMemoryNode(.button, label: "OK").onTap { ui in log.append("alert OK"); ui.remove("Error") }
                InMemoryNode(.button, label: "Retry").onTap { _ in log.append("retry") }
                InMemoryNode(.button, label: "Cancel").onTap { ui in log.append("cancel"); ui.remove("Error") }
            }.modal().frame(screenRect)
        }
    }

    @Test func alertDefaults() {
        let alert = Alert(id: "Error", message: "Something went wrong")
        #expect(alert.id == "Error")
        #expect(alert.message == "Something went wrong")
        #expect(alert.dismissButtonID == "Cancel")
        #expect(alert.type == .alert)
        #expect(alert.queryDescription == "App › Alert \"Error\"")
        #expect(alert.messageLabel().queryDescription == "App › Alert \"Error\" › Label \"Something went wrong\"")
        #expect(alert.messageLabel("Other").queryDescription == "App › Alert \"Error\" › Label \"Other\"")
        #expect(Alert(id: "Error", dismissButtonID: "Not now").dismissButtonID == "Not now")
    }

    @Test func alertMessageAndButtonsAreScopedInside() {
        let log = EventLog()
        let driver = Self.alertApp(log)
        expectNoFailures(on: driver) {
            let alert = Alert(id: "Error", message: "Something went wrong")
            #expect(alert.waitFor(.exists, .hittable))
            #expect(alert.messageLabel().exists)
            #expect(alert.messageLabel().value == "Something went wrong")
            #expect(!Alert(id: "Error", message: "Different").messageLabel().exists)
            #expect(Alert(id: "error-alert").exists, "by identifier too")
            alert.actionButton(withID: "Retry").tap()
            alert.actionButton(withID: "OK").tap()
            #expect(alert.waitFor(not: .exists))
        }
        #expect(log.events == ["retry", "alert OK"])
    }

    @Test func dismissTapsCancelAndWaitsForTheAlertToGo() {
        let log = EventLog()
        let driver = Self.alertApp(log)
        expectNoFailures(on: driver) {
            Alert(id: "Error").dismiss()
            #expect(!Alert(id: "Error").exists)
            Button(id: "OK").tap()
        }
        #expect(log.events == ["cancel", "background OK"])
    }

    @Test func dismissWithAnotherButton() {
        let log = EventLog()
        let driver = Self.alertApp(log)
        expectNoFailures(on: driver) { Alert(id: "Error", dismissButtonID: "OK").dismiss() }
        #expect(log.events == ["alert OK"])
    }

    @Test func dismissFailsWhenTheAlertStays() throws {
        let log = EventLog()
        let driver = Self.alertApp(log)
        let recorded = causes(on: driver) { Alert(id: "Error", dismissButtonID: "Retry").dismiss() }
        #expect(recorded == [Cause(.timedOut(expected: "not exists", observed: "exists"), attempt: "Alert \"Error\" to not be: exists", timeout: 0.3)],
                "it waited for the alert to go")
        #expect(log.events == ["retry"])
    }

    @Test func dismissFailsWhenTheAlertIsMissing() throws {
        let driver = app { InMemoryNode(.button, label: "Cancel") }
        #expect(causes(on: driver) { Alert(id: "Error").dismiss() }
            == [Cause(.timedOut(expected: "exists", observed: "does not exist"), attempt: "Alert \"Error\" to be: exists", timeout: 0.3)],
                "no tap attempted after the alert was not found")
        #expect(driver.actionLog.isEmpty)
    }

    @Test func dismissFailsWhenTheButtonIsMissing() throws {
        let driver = Self.alertApp()
        #expect(causes(on: driver) { Alert(id: "Error", dismissButtonID: "Close").dismiss() }
            == [Cause(.notFound(query: "App › Alert \"Error\" › Button \"Close\""), attempt: "tap Button \"Close\"", timeout: 0.3)])
    }

    @Test func sheet() {
        let log = EventLog()
        let driver = app {
            InMemoryNode(.sheet, label: "Share photo") {
                InMemoryNode(.button, label: "Save").onTap { _ in log.append("save") }
                InMemoryNode(.button, label: "Cancel").onTap { ui in ui.remove("Share photo") }
            }
        }
        let sheet = Sheet(id: "Share photo")
        #expect(sheet.type == .sheet)
        #expect(sheet.dismissButtonID == "Cancel")
        #expect(sheet.message == nil)
        #expect(sheet.actionButton(withID: "Save").queryDescription == "App › Sheet \"Share photo\" › Button \"Save\"")
        expectNoFailures(on: driver) {
            sheet.actionButton(withID: "Save").tap()
            sheet.dismiss()
            #expect(!sheet.exists)
        }
        #expect(log.events == ["save"])
    }

    @Test func activitySheet() {
        let driver = app {
            InMemoryNode(.other, id: "ActivityListView") {
                InMemoryNode(.button, label: "Copy")
                InMemoryNode(.button, label: "Close").onTap { ui in ui.remove("ActivityListView") }
            }
        }
        let sheet = ActivitySheet()
        #expect(sheet.id == "ActivityListView")
        #expect(sheet.type == .other)
        #expect(sheet.dismissButtonID == "Close")
        #expect(sheet.queryDescription == "App › ActivitySheet \"ActivityListView\"")
        expectNoFailures(on: driver) {
            #expect(sheet.actionButton(withID: "Copy").exists)
            sheet.dismiss()
            #expect(!sheet.exists)
        }
    }

    @Test func dismissFailuresPointAtTheScopedCallSite() throws {
        let driver = Self.alertApp()
        let recorded = failures(on: driver) {
            CallSite.with(fileID: "MyTests/Flows.swift", filePath: "/tmp/MyTests/Flows.swift", line: 31, column: 5) {
                Alert(id: "Error", dismissButtonID: "Retry").dismiss()
            }
        }
        let failure = try #require(recorded.first)
        #expect(failure.fileID == "MyTests/Flows.swift")
        #expect(failure.line == 31)
    }
}
