import BDD
import Contexts
import ElementCore
import XCTest

/// In-page alerts and sheets, and the browser's own alert() and confirm().
final class DialogTests: ExampleAppTestCase {
    func test_alert() {
        Scenario("Choosing an alert's action") {
            Given(I: open(.otherScreen))
            When(I: tap(otherScreen.showAlertButton))
            Then(I: see(exampleAlert))
            And(the: message(in: exampleAlert, is: "Alert message"))
            When(I: tap("OK", in: exampleAlert))
            Then(I: doNotSee(exampleAlert))
            And(the: value(of: otherScreen.alertResultLabel, is: "Alert result: OK"))
        }
        Scenario("Dismissing an alert") {
            Given(I: tap(otherScreen.showAlertButton))
            And(I: see(exampleAlert.actionButton(withID: "Cancel")))
            When(I: dismiss(exampleAlert))
            Then(the: value(of: otherScreen.alertResultLabel, is: "Alert result: Cancel"))
        }
    }

    func test_sheet() {
        Scenario("Choosing a sheet's action") {
            Given(I: open(.otherScreen))
            When(I: tap(otherScreen.showSheetButton))
            Then(I: see(exampleSheet))
            When(I: tap("Delete", in: exampleSheet))
            Then(I: doNotSee(exampleSheet))
            And(the: value(of: otherScreen.sheetResultLabel, is: "Sheet result: Delete"))
        }
        Scenario("Dismissing a sheet") {
            Given(I: tap(otherScreen.showSheetButton))
            When(I: dismiss(exampleSheet))
            Then(the: value(of: otherScreen.sheetResultLabel, is: "Sheet result: Cancel"))
        }
    }

    func test_nativeAlertAndConfirm() {
        Scenario("Dismissing the browser's alert()") {
            Given(I: open(.otherScreen))
            When(I: tap(otherScreen.showNativeAlertButton))
            Then(I: see(nativeAlert))
            And(the: message(in: nativeAlert, is: "Native alert"))
            When(I: dismiss(nativeAlert))
            Then(the: value(of: otherScreen.nativeAlertResultLabel, is: "Native alert: dismissed"))
        }
        Scenario("Answering the browser's confirm()") {
            When(I: tap(otherScreen.showNativeConfirmButton))
            And(I: tap("Cancel", in: nativeConfirm))
            Then(the: value(of: otherScreen.confirmResultLabel, is: "Confirm result: Cancel"))
            When(I: tap(otherScreen.showNativeConfirmButton))
            And(I: tap("OK", in: nativeConfirm))
            Then(the: value(of: otherScreen.confirmResultLabel, is: "Confirm result: OK"))
        }
    }
}
