import TABTestKit

/// Tabs, the nav bar's Profile button and deep links into the running app.
final class NavigationBenchTests: PeerBenchTestCase {
    func test_tabs() {
        Scenario("Moving between the tabs") {
            Given(I: open(deepLink: "/deeplink/table"))
            And(I: see(tableScreen))
            And(the: state(of: tabBarScreen.tableTab, is: .selected))
            When(I: tap(tabBarScreen.collectionTab))
            Then(I: see(collectionScreen))
            And(the: state(of: tabBarScreen.collectionTab, is: .selected))
            When(I: tap(tabBarScreen.otherTab))
            Then(I: see(otherScreen))
            When(I: tap(tabBarScreen.pageTab))
            Then(I: see(pageScreen))
            And(the: state(of: tabBarScreen.tableTab, isNot: .selected))
        }
    }

    func test_profileFromNavBar() {
        Scenario("Opening the profile from the nav bar") {
            Given(I: open(deepLink: "/deeplink/table"))
            And(I: see(tableScreen))
            When(I: tap(tabBarScreen.profileButton))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.usernameLabel, is: "Not logged in"))
        }
    }

    func test_deepLinkToDetail() {
        Scenario("A deep link to a row's detail, and back") {
            Given(I: see(loginScreen))
            When(I: open(deepLink: "/deeplink/detail/5"))
            Then(I: see(detailScreen))
            And(the: value(of: detailScreen.trait, is: "Row 5"))
            And(the: value(of: detailScreen.selectionLabel, is: "You selected row 5"))
            When(I: tap(detailScreen.backButton))
            Then(I: see(tableScreen))
        }
    }

    func test_deepLinkToProfile() {
        Scenario("A deep link to the profile when nobody is logged in") {
            Given(I: see(loginScreen))
            When(I: open(deepLink: "/deeplink/profile"))
            Then(I: see(profileScreen))
            And(the: value(of: profileScreen.loginMethodLabel, is: "Logged out"))
        }
    }
}
