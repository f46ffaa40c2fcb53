import ElementCore
import InMemoryEngine
import Testing

@Suite("Quick start on the in-memory engine")
struct QuickStartTests {
    @Test func loggingOut() {
        withEngine(profileApp()) {
            #expect(profileScreen.waitFor())
            #expect(profileScreen.usernameLabel.value == "My username")
            profileScreen.logOutButton.tap()
            #expect(profileScreen.trait.waitFor(not: .exists))
        }
    }

    @Test func wrongExpectationNamesTheElement() {
        let failures = Failures.capture {
            withEngine(profileApp()) {
                ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.2)) {
                    _ = Label(id: "Nope").value
                }
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Could not read the value of Label \"Nope\" within 0.20 s: it does not exist") == true)
        #expect(failures.first?.message.contains("Query:     App › Label \"Nope\"") == true)
    }
}
