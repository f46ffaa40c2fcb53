import ElementCore
import Foundation
import TABTestKitCLI
import Testing
import WebDriver

@Suite("Screens from XCUI / Appium page sources")
struct PageSourceTests {
    /// An Appium XCUITest page source of a login screen, as `GET /session/{id}/source` returns it.
    static let loginSource = """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Example" label="Example" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeOther type="XCUIElementTypeOther" name="LoginScreen" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Welcome" label="Welcome" traits="Header" enabled="true" visible="true" x="20" y="100" width="350" height="40"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Please log in" name="Please log in" label="Please log in" traits="Header, StaticText" enabled="true" visible="true" x="20" y="150" width="350" height="40"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="UsernameField" label="Username" value="Username" enabled="true" visible="true" x="20" y="200" width="350" height="44"/>
            <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" name="PasswordField" label="Password" value="••••" enabled="true" visible="true" x="20" y="260" width="350" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Log in" label="Log in" enabled="false" visible="true" x="20" y="320" width="350" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Log in" name="Log in" label="Log in" enabled="false" visible="true" x="30" y="330" width="330" height="24"/>
            </XCUIElementTypeButton>
            <XCUIElementTypeLink type="XCUIElementTypeLink" name="Forgot password?" label="Forgot password?" enabled="true" visible="false" x="20" y="900" width="350" height="20"/>
          </XCUIElementTypeOther>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """

    @Test func theXMLBecomesTheEnginesTree() throws {
        let tree = try PageSourceReader.tree(fromXML: Data(Self.loginSource.utf8), source: "login.xml")
        #expect(tree.nodes.map(\.snapshot.type)
            == [.application, .window, .other, .other, .staticText, .textField, .secureTextField, .button, .staticText, .link])
        #expect(tree.nodes[0].parent == nil, "AppiumAUT is transparent")
        #expect(tree.nodes[5].parent == 2)
        #expect(tree.nodes[5].snapshot.identifier == "UsernameField")
        #expect(tree.nodes[5].snapshot.label == "Username")
        #expect(tree.nodes[3].role == "heading", "traits=Header")
        #expect(tree.nodes[7].snapshot.isEnabled == false)
        #expect(tree.nodes[9].snapshot.isVisible == false)
    }

    @Test func theScreenUsesIdentifiersTheHeaderAndNoWindow() throws {
        let tree = try PageSourceReader.tree(fromXML: Data(Self.loginSource.utf8), source: "login.xml")
        let source = ScreenGeneration.Source.pageSource(URL(fileURLWithPath: "/tmp/login.xml"))
        let generated = try ScreenGeneration.generate(tree, source: source, options: .init(), withScenario: false)
        let lines = generated.screen.split(separator: "\n").map(String.init)
        #expect(lines.contains("struct WelcomeScreen: Screen {"))
        #expect(lines.contains("    let loginScreen = View(id: \"LoginScreen\")"))
        #expect(lines.contains("    let welcomeHeader = Header(id: \"Welcome\")"), "an .other node with the header trait")
        #expect(lines.contains("    let pleaseLogInLabel = Label(id: \"Please log in\")"), "a Header element is of type .other: a text stays a Label")
        #expect(lines.contains("    let usernameField = TextField(id: \"UsernameField\") // \"Username\""))
        #expect(lines.contains("    let passwordField = SecureTextField(id: \"PasswordField\") // \"Password\""))
        #expect(lines.contains("    let logInButton = Button(id: \"Log in\")"))
        #expect(lines.contains("    let forgotPasswordLink = Link(id: \"Forgot password?\")"))
        #expect(!generated.screen.contains("Window"), "windows are structure, not elements")
        #expect(!lines.contains { $0.hasPrefix("    let ") && $0.contains("Application(") }, "the app is every query's root, not an element")
        #expect(!lines.contains { $0.contains("Label(id: \"Log in\")") }, "the button's own title is not an element")
    }

    @Test func malformedOrForeignXMLSaysWhatIsWrong() {
        #expect(throws: PageSourceError.self) {
            try PageSourceReader.tree(fromXML: Data("<AppiumAUT><XCUIElementTypeButton".utf8), source: "broken.xml")
        }
        #expect(throws: PageSourceError.noXCUINodes(source: "android.xml")) {
            try PageSourceReader.tree(fromXML: Data("<hierarchy><android.widget.Button text=\"OK\"/></hierarchy>".utf8), source: "android.xml")
        }
    }
}
