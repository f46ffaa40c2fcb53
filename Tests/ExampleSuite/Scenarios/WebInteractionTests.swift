import BDD
import Contexts
import ElementCore
import XCTest

/// Issue 11: what users do on the web, written with the contexts alone: a menu that opens on
/// hover, a form driven by the keyboard, a checkbox list, a link, counting rows, the page's
/// address and title, and text assertions that wait.
final class WebInteractionTests: ExampleAppTestCase {
    func test_hoverMenu() {
        Scenario("Sorting with a menu that opens on hover") {
            Given(I: open(.tasks))
            And(I: see(tasksScreen))
            And(I: doNotSee(tasksScreen.sortMenu))
            When(I: hover(tasksScreen.sortButton))
            Then(I: see(tasksScreen.sortMenu))
            When(I: tap(tasksScreen.sortMenu.item("Newest first")))
            Then(the: text(of: tasksScreen.sortOrder, is: "Sorted: newest first"))
            And(the: text(of: tasksScreen.row(0), contains: "Walk the dog"))
        }
    }

    func test_keyboardOnlyForm() {
        Scenario("Adding tasks with the keyboard alone") {
            Given(I: open(.tasks))
            And(I: count(of: tasksScreen.rows, is: 2))
            When(I: type("Water the plants", into: tasksScreen.newTaskField))
            And(I: press(.enter))
            Then(I: count(of: tasksScreen.rows, is: 3))
            And(the: text(of: tasksScreen.newTaskField, is: ""))
            When(I: fill(tasksScreen.newTaskField, with: "Call the bank"))
            And(I: press(.tab))
            And(I: press(.enter))
            Then(I: count(of: tasksScreen.rows, is: 4))
            And(the: text(of: tasksScreen.itemsLeft, is: "4 items left"))
        }
    }

    func test_checkboxList() {
        Scenario("Ticking tasks off") {
            Given(I: open(.tasks))
            And(the: value(of: tasksScreen.checkBox("Buy milk"), is: false))
            When(I: adjust(tasksScreen.checkBox("Buy milk"), to: true))
            Then(the: value(of: tasksScreen.checkBox("Buy milk"), is: true))
            And(the: text(of: tasksScreen.itemsLeft, is: "1 item left"))
            When(I: tap(tasksScreen.checkBox("Walk the dog")))
            Then(the: text(of: tasksScreen.itemsLeft, matches: #"^0 items? left$"#))
        }
    }

    func test_linkNavigationAndTheAddress() {
        Scenario("Following a link to another screen") {
            Given(I: open(.tasks))
            And(I: see(url: "/tasks"))
            And(the: title(is: "Tasks – TABTestKit Example"))
            When(I: tap(tasksScreen.otherElementsLink))
            Then(I: see(otherScreen))
            And(I: see(url: "/other"))
            And(I: see(urlContaining: "/oth"))
            And(the: title(is: "Other elements – TABTestKit Example"))
        }
    }

    func test_aWaitingTextFailureSaysWhatIsClosest() {
        Scenario("A text that never comes names the nearest one") {
            Given(I: open(.tasks))
            And(the: text(of: tasksScreen.itemsLeft, is: "2 items left"))
            Then(the: expectFailure(containing: ["Label \"3 items left\"", "closest: Label \"2 items left\""]) {
                see(Label(id: "3 items left"), timeout: 1)
            })
            And(the: expectFailure(containing: ["waiting for the text of Label \"ItemsLeft\" to be \"3 items left\"",
                                          "Observed:  \"2 items left\""]) {
                text(of: tasksScreen.itemsLeft, is: "3 items left", timeout: 1)
            })
            And(the: expectFailure(containing: ["waiting for 5 matches of Cell", "Observed:  2 ("]) {
                count(of: tasksScreen.rows, is: 5, timeout: 1)
            })
            And(the: expectFailure(containing: ["waiting for the page address to be \"/profile\"", "/tasks\""]) {
                see(url: "/profile", timeout: 1)
            })
        }
    }

    func test_scrollingALazyList() {
        Scenario("Scrolling a list that loads more rows as it reaches its end") {
            Given(I: open(.shipments))
            And(I: doNotSee(shipmentsScreen.shipment(55)))
            When(I: scroll(shipmentsScreen.content, .downwards, until: shipmentsScreen.shipment(55), is: .exists, .visible))
            Then(I: see(shipmentsScreen.shipment(55)))
        }
    }
}
