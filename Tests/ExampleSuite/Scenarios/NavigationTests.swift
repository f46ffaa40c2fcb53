import BDD
import Contexts
import ElementCore
import XCTest

/// The tab bar and the nav bar: moving between the tabs and to the profile.
final class NavigationTests: ExampleAppTestCase {
    func test_tabBar() {
        Scenario("Moving between the tabs") {
            Given(I: open(.table))
            And(I: see(tabBarScreen))
            And(the: numberOfTabs(in: tabBarScreen.tabBar, is: 4))
            And(the: state(of: tabBarScreen.tableTab, is: .selected))
            When(I: tap(tabBarScreen.collectionTab))
            Then(I: see(collectionScreen))
            And(the: state(of: tabBarScreen.tabBar.button(withID: "CollectionTab"), is: .selected))
            When(I: tap(tabBarScreen.otherTab))
            Then(I: see(otherScreen))
            When(I: tap(tabBarScreen.pageTab))
            Then(I: see(pageScreen))
            And(the: state(of: tabBarScreen.tableTab, isNot: .selected))
        }
        Scenario("Reading the nav bar's title") {
            Given(I: see(pageScreen))
            Then(the: value(of: pageScreen.title, is: "Page"))
            When(I: tap(tabBarScreen.tableTab))
            Then(the: value(of: tableScreen.title, is: "Table"))
            And(the: value(of: navBar.header, is: "Table"))
        }
        Scenario("Opening the profile from the nav bar") {
            When(I: tap(tabBarScreen.profileButton))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.title, is: "My Profile"))
            And(the: value(of: profileScreen.usernameLabel, is: "Not logged in"))
        }
    }
}
