import ElementCore
import InMemoryEngine
import Testing
import XCUIStyleExtensions

enum HomeAccessID {
    enum Plain: String { case setting = "HomeSetting1" }
    enum Pretty: String, PrettyRawRepresentable { case setting }
    enum HandWritten: String, PrettyRawRepresentable { case setting = "HomeSetting3", other }
    enum Renamed: String, PrettyRawRepresentable {
        static var identifierPrefix: String { "Home" }
        case setting
    }
    enum Described: String, PrettyRawRepresentable, CustomStringConvertible {
        case setting = "HomeSetting4"
        var description: String { "a setting" }
    }
    enum Bare: String, PrettyRawRepresentable {
        static var identifierPrefix: String { "" }
        case setting
    }
}

struct GenericScreen<Model> {
    enum IDs: String, PrettyRawRepresentable { case title }
}

private enum FilePrivateIDs: String, PrettyRawRepresentable { case hidden }

extension Button {
    enum NestedIDs: String, PrettyRawRepresentable { case ok }
}

struct FakeView: AccessibilityIdentifiable {
    var accessibilityIdentifier: String?
}

final class FakeObjectView: AccessibilityIdentifiable {
    var accessibilityIdentifier: String?
}

func identifier<ID: RawRepresentable>(inGenericCode id: ID) -> String where ID.RawValue == String {
    id.accessibilityID
}

@Suite("Accessibility identifiers")
struct IdentifierTests {
    @Test func prettyNamesCarryTheTypePathWithoutTheModule() {
        #expect(LoginAccessID.Forget.phoneNumber.prettyRawValue == "LoginAccessID_Forget_phoneNumber")
        #expect(LoginAccessID.SignIn.signIn.prettyRawValue == "LoginAccessID_SignIn_signIn")
        #expect(LoginAccessID.Forget.identifierPrefix == "LoginAccessID_Forget")
        #expect(!String(reflecting: LoginAccessID.Forget.self).hasPrefix("LoginAccessID"), "the module is there to drop")
        #expect(HomeAccessID.Pretty.setting.prettyRawValue == "HomeAccessID_Pretty_setting")
    }

    @Test func handWrittenRawValuesAndOverridesWin() {
        #expect(HomeAccessID.HandWritten.setting.prettyRawValue == "HomeSetting3")
        #expect(HomeAccessID.HandWritten.other.prettyRawValue == "HomeAccessID_HandWritten_other")
        #expect(HomeAccessID.Renamed.setting.prettyRawValue == "Home_setting")
        #expect(HomeAccessID.Bare.setting.prettyRawValue == "setting")
        // A custom description hides the case name: the prefix always applies.
        #expect(HomeAccessID.Described.setting.prettyRawValue == "HomeAccessID_Described_HomeSetting4")
    }

    @Test func genericLocalPrivateAndExtensionTypes() {
        enum Local: String, PrettyRawRepresentable { case field }
        #expect(GenericScreen<Int>.IDs.title.prettyRawValue == "GenericScreen_IDs_title")
        #expect(GenericScreen<[String: Int]>.IDs.title.prettyRawValue == "GenericScreen_IDs_title")
        #expect(Local.field.prettyRawValue == "IdentifierTests_Local_field", "the function's anonymous context is dropped, its type kept")
        #expect(FilePrivateIDs.hidden.prettyRawValue == "FilePrivateIDs_hidden")
        #expect(Button.NestedIDs.ok.prettyRawValue == "Button_NestedIDs_ok", "ElementCore's module is dropped like ours")
    }

    @Test func accessibilityIDPicksThePrettyNameOnlyForPrettyEnums() {
        #expect(HomeAccessID.Plain.setting.accessibilityID == "HomeSetting1")
        #expect(LoginAccessID.SignUp.phoneNumber.accessibilityID == "phoneNumber")
        #expect(LoginAccessID.Forget.phoneNumber.accessibilityID == "LoginAccessID_Forget_phoneNumber")
        #expect(identifier(inGenericCode: LoginAccessID.Forget.phoneNumber) == "LoginAccessID_Forget_phoneNumber")
        #expect(identifier(inGenericCode: LoginAccessID.SignUp.signUp) == "signUp")
    }

    @Test func theOperatorSetsIdentifiers() {
        var view = FakeView()
        view <<< LoginAccessID.Forget.phoneNumber
        #expect(view.accessibilityIdentifier == "LoginAccessID_Forget_phoneNumber")
        view <<< LoginAccessID.SignUp.phoneNumber
        #expect(view.accessibilityIdentifier == "phoneNumber")
        view <<< "custom"
        #expect(view.accessibilityIdentifier == "custom")

        let object = FakeObjectView()
        object <<< LoginAccessID.SignIn.password
        #expect(object.accessibilityIdentifier == "LoginAccessID_SignIn_password")
        object <<< "plain"
        #expect(object.accessibilityIdentifier == "plain")
        var variable = FakeObjectView()
        variable <<< HomeAccessID.Plain.setting
        #expect(variable.accessibilityIdentifier == "HomeSetting1")
        variable = FakeObjectView()
        let none: FakeObjectView? = nil
        none <<< LoginAccessID.SignIn.password
    }

    @Test func elementInitializersTakeEnumCases() {
        #expect(Button(id: LoginAccessID.SignIn.signIn).id == "LoginAccessID_SignIn_signIn")
        #expect(Button(id: LoginAccessID.SignUp.signUp).id == "signUp")
        #expect(TextField(id: LoginAccessID.Forget.phoneNumber, index: 2).index == 2)
        let form = View(id: HomeAccessID.Pretty.setting)
        #expect(Label(id: HomeAccessID.Plain.setting, parent: form).queryDescription
            == #"App › View "HomeAccessID_Pretty_setting" › Label "HomeSetting1""#)
        #expect(Header(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(SecureTextField(id: LoginAccessID.SignIn.password).id == "LoginAccessID_SignIn_password")
        #expect(TextView(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(Switch(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(Slider(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(Stepper(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(SegmentedControl(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(Picker(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(DatePicker(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(PickerWheel(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(Image(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(Icon(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(PageIndicator(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(Cell(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(Table(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(CollectionView(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(ScrollView(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(WebView(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(NavBar(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        #expect(TabBar(id: HomeAccessID.Pretty.setting).id == "HomeAccessID_Pretty_setting")
        let alert = Alert(id: HomeAccessID.Pretty.setting, message: "Sure?", dismissButtonID: "No")
        #expect(alert.id == "HomeAccessID_Pretty_setting" && alert.message == "Sure?" && alert.dismissButtonID == "No")
        #expect(Sheet(id: HomeAccessID.Plain.setting).id == "HomeSetting1")
        let key = Keyboard.Key(id: HomeAccessID.Plain.setting)
        #expect(key.id == "HomeSetting1" && key.queryDescription == #"App › Keyboard › Key "HomeSetting1""#)
        #expect(Table(id: nil).cell(matchingID: HomeAccessID.Pretty.setting, index: 1).queryDescription
            == #"App › Table › Cell "HomeAccessID_Pretty_setting" [1]"#)
        // Plain strings still pick ElementCore's own initializer.
        #expect(Button(id: "Log in").id == "Log in")
        #expect(Button().id == nil)
    }

    @Test func theAppAndTheTestsAgreeThroughTheEnums() {
        // The "app" sets identifiers with <<<; the test finds the elements with the same enums.
        var phoneView = FakeView()
        phoneView <<< LoginAccessID.Forget.phoneNumber
        var signUpView = FakeView()
        signUpView <<< LoginAccessID.SignUp.signUp
        let phoneID = phoneView.accessibilityIdentifier ?? ""
        let signUpID = signUpView.accessibilityIdentifier ?? ""
        let driver = InMemoryEngine(app: InMemoryApp {
            InMemoryNode(.textField, id: phoneID, value: "")
            InMemoryNode(.button, id: signUpID, label: "Sign up")
        })
        withEngine(driver) {
            TextField(id: LoginAccessID.Forget.phoneNumber).clearAndType("555")
            #expect(TextField(id: LoginAccessID.Forget.phoneNumber).value == "555")
            #expect(Button(id: LoginAccessID.SignUp.signUp).label == "Sign up")
            #if !TABTESTKIT_XCUI  // on Apple platforms `.element` is Einstein's XCUIElement (EinsteinXCUI)
            #expect(LoginAccessID.Forget.phoneNumber.element.accessibilityValue == "555")
            #expect(LoginAccessID.Forget.phoneNumber.element.queryDescription == #"App › Element "LoginAccessID_Forget_phoneNumber""#)
            #endif
        }
    }
}
