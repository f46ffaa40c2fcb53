import TABTestKit

// TABTestKit 1.8's quick start, verbatim but for the imports.

struct ProfileScreen: Screen {
  let trait = Header(id: "Not Instagram")
  let usernameLabel = Label(id: "UsernameLabel")
  let logOutButton = Button(id: "Log out")
}
let profileScreen = ProfileScreen()
class ProfileTests: TABTestCase {
  func test_loggingOut() {
    Scenario("Logging out") {
      Given(I: see(profileScreen))
      And(the: value(of: profileScreen.usernameLabel, is: "My username"))
      When(I: tap(profileScreen.logOutButton))
      Then(I: doNotSee(profileScreen))
    }
  }
}
