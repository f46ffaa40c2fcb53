import TABTestKit

/// The Other screen's in-page alert and sheet, and scrolling to its bottom.
final class DialogAndScrollBenchTests: PeerBenchTestCase {
    func test_inPageAlert() {
        Scenario("Choosing an alert's action") {
            Given(I: open(deepLink: "/deeplink/other"))
            When(I: tap(otherScreen.showAlertButton))
            Then(I: see(exampleAlert))
            And(the: message(in: exampleAlert, is: "Alert message"))
            When(I: tap("OK", in: exampleAlert))
            Then(I: doNotSee(exampleAlert))
            And(the: value(of: otherScreen.alertResultLabel, is: "Alert result: OK"))
        }
    }

    func test_sheet() {
        Scenario("Choosing a sheet's action") {
            Given(I: open(deepLink: "/deeplink/other"))
            When(I: tap(otherScreen.showSheetButton))
            Then(I: see(exampleSheet))
            When(I: tap("Delete", in: exampleSheet))
            Then(I: doNotSee(exampleSheet))
            And(the: value(of: otherScreen.sheetResultLabel, is: "Sheet result: Delete"))
        }
    }

    func test_scrollToBottom() {
        Scenario("Scrolling until the bottom label shows") {
            Given(I: open(deepLink: "/deeplink/other"))
            And(I: see(otherScreen))
            And(the: state(of: otherScreen.bottomLabel, isNot: .visible))
            When(I: scroll(otherScreen.content, .downwards, until: otherScreen.bottomLabel, is: .visible, maxTries: 20))
            Then(the: value(of: otherScreen.bottomLabel, is: "Bottom of other"))
        }
    }
}
