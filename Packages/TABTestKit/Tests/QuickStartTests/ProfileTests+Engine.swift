import TABTestKit

/// The app of the quick start, in memory: a profile whose Log out button logs out.
let profileApp = InMemoryApp {
    InMemoryNode(.other, id: "Profile") {
        InMemoryNode(.other, label: "Not Instagram")
        InMemoryNode(.staticText, id: "UsernameLabel", value: "My username")
        InMemoryNode(.button, label: "Log out").onTap { ui in
            ui.show { InMemoryNode(.other, label: "Log in") }
        }
    }
}

// The quick start's engine, chosen without touching ProfileTests' source.
extension ProfileTests: TABTestCaseEngineProviding {
    func makeTestEngine() throws -> any Engine {
        InMemoryEngine(app: profileApp, launched: false)
    }
}
