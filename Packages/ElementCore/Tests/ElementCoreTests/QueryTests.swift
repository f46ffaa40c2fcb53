import ElementCore
import Testing

@Suite("Building queries")
struct QueryTests {
    @Test func descriptionWalksTheParentChain() {
        let ok = Button(id: "OK", parent: Alert(id: "Error"))
        #expect(ok.queryDescription == "App › Alert \"Error\" › Button \"OK\"")
        #expect(Alert(id: "Error").actionButton(withID: "OK").queryDescription == "App › Alert \"Error\" › Button \"OK\"")
        #expect(QueryBuilder.describe(ok) == ok.queryDescription)
        #expect(ok.query.steps.map(\.type) == [.alert, .button])
        #expect(ok.query.steps.map(\.kind) == ["Alert", "Button"])
        #expect(ok.query.app == .underTest)
    }

    @Test func explicitIndexIsShown() {
        #expect(Button(id: "OK", index: 1).queryDescription == "App › Button \"OK\" [1]")
        #expect(Button(id: "OK", index: 0).queryDescription == "App › Button \"OK\" [0]")
        #expect(Button(id: "OK").queryDescription == "App › Button \"OK\"")
        #expect(Button().queryDescription == "App › Button")
        #expect(Button(id: "OK").atIndex(3).queryDescription == "App › Button \"OK\" [3]")
        #expect(Table(id: "List").cell(matchingID: "Row", index: 2).queryDescription == "App › Table \"List\" › Cell \"Row\" [2]")
    }

    @Test func explicitIndexOnLocatableElements() {
        #expect(Button(id: "OK").isIndexExplicit == false)
        #expect(Button(id: "OK").index == 0)
        #expect(Button(id: "OK", index: 0).isIndexExplicit)
        #expect(Button(id: "OK", index: 2).index == 2)
        #expect(QueryBuilder.step(for: Button(id: "OK")).index == nil)
        #expect(QueryBuilder.step(for: Button(id: "OK", index: 0)).index == 0)
    }

    @Test func customElementDefaults() {
        let element = MyElement(id: "avatar")
        #expect(element.index == 0)
        #expect(element.isIndexExplicit == false)
        #expect(element.filters.isEmpty)
        #expect(element.kindName == "MyElement")
        #expect(element.parent is Application)
        #expect(element.queryDescription == "App › MyElement \"avatar\"")
        #expect(MyElement(id: nil).queryDescription == "App › MyElement")
    }

    @Test func customElementIndexIsExplicitWhenNotZero() {
        let second = CustomElement(id: "Row", type: .cell, index: 1)
        #expect(second.isIndexExplicit)
        #expect(second.queryDescription == "App › CustomElement \"Row\" [1]")
        let first = CustomElement(id: "Row", type: .cell, index: 0)
        #expect(first.isIndexExplicit == false)
        #expect(first.queryDescription == "App › CustomElement \"Row\"")
        #expect(ExplicitFirst(id: "OK").queryDescription == "App › ExplicitFirst \"OK\" [0]")
    }

    @Test func customKindNameAndCustomParent() {
        #expect(AvatarButton(id: "me").queryDescription == "App › Avatar \"me\"")
        let nested = CustomElement(id: "Save", type: .button, parent: CustomElement(id: "Toolbar", type: .toolbar, parent: View(id: "Root")))
        #expect(nested.queryDescription == "App › View \"Root\" › CustomElement \"Toolbar\" › CustomElement \"Save\"")
        #expect(nested.query.steps.map(\.type) == [.other, .toolbar, .button])
    }

    @Test func otherApplicationsAreTheRoot() {
        let settings = Application(.bundleIdentifier("com.apple.Preferences"))
        let general = Button(id: "General", parent: settings)
        #expect(general.queryDescription == "App(\"com.apple.Preferences\") › Button \"General\"")
        #expect(general.query.app == .bundleIdentifier("com.apple.Preferences"))
        #expect(Application.underTest.query.steps.isEmpty)
        #expect(Application.underTest.queryDescription == "App")
        #expect(Application.underTest.type == .application)
        #expect(Application.underTest.id == nil)
        #expect(settings.kindName == "App")
    }

    @Test func parentQueryAndAllMatches() {
        let query = Button(id: "OK", index: 2, parent: Alert(id: "Error")).query
        #expect(query.parentQuery.description == "App › Alert \"Error\"")
        #expect(query.allMatches.description == "App › Alert \"Error\" › Button \"OK\"")
        #expect(query.steps.last?.index == 2)
        #expect(Application.underTest.query.allMatches.steps.isEmpty)
    }

    @Test func filtersAreDescribedBeforeTheIndex() {
        let filtered = Button().filtered(by: LabelPrefix(prefix: "Sa")).atIndex(1)
        #expect(filtered.queryDescription == "App › Button where label begins with \"Sa\" [1]")
        #expect(filtered.filters.count == 1)
        #expect(filtered.type == .button)
    }

    @Test func strictnessComesFromTheConfiguration() {
        #expect(Button(id: "OK").query.isStrict)
        ElementConfiguration.with(ElementConfiguration(strictMatching: false)) {
            #expect(Button(id: "OK").query.isStrict == false)
            #expect(ElementConfiguration.current.strictMatching == false)
            #expect(QueryBuilder.query(for: Button(id: "OK"), strict: true).isStrict)
        }
        #expect(QueryBuilder.query(for: Button(id: "OK"), strict: false).isStrict == false)
        #expect(ElementConfiguration.current.strictMatching)
    }

    @Test func configurationDefaults() {
        let configuration = ElementConfiguration()
        #expect(configuration.defaultTimeout == 10)
        #expect(configuration.actionTimeout == 10)
        #expect(configuration.appTimeout == 60)
        #expect(configuration.strictMatching)
        #expect(configuration.pollIntervals.first == 0)
        ElementConfiguration.with(.fast) {
            #expect(ElementConfiguration.current.defaultTimeout == 0.3)
            #expect(ElementConfiguration.current.actionTimeout == 0.3)
        }
    }

    @Test func cyclicParentStopsAtTheMaximumDepth() {
        let query = Ouroboros(id: "loop").query
        #expect(query.steps.count == QueryBuilder.maximumDepth)
        #expect(QueryBuilder.maximumDepth == 64)
        #expect(query.description.hasPrefix("App › Ouroboros \"loop\" › Ouroboros \"loop\""))
    }

    @Test func stepKindDefaultsToTheCapitalisedTypeName() {
        #expect(QueryStep(type: .staticText, id: nil, index: nil).kind == "StaticText")
        #expect(QueryStep(type: .button, id: "OK", index: 0).description == "Button \"OK\" [0]")
        #expect(QueryStep(type: .cell, id: nil, index: nil, kind: "Row").description == "Row")
    }

    @Test func stepMatchesIdentifierOrLabel() {
        let step = QueryStep(type: .button, id: "save", index: nil)
        #expect(step.matchesTypeAndID(ElementSnapshot(type: .button, identifier: "save", label: "Save changes")))
        #expect(step.matchesTypeAndID(ElementSnapshot(type: .button, identifier: "", label: "save")))
        #expect(!step.matchesTypeAndID(ElementSnapshot(type: .button, identifier: "Save", label: "Save")))
        #expect(!step.matchesTypeAndID(ElementSnapshot(type: .link, identifier: "save")))
        #expect(QueryStep(type: .any, id: "save", index: nil).matchesTypeAndID(ElementSnapshot(type: .link, identifier: "save")))
        #expect(QueryStep(type: .link, id: nil, index: nil).matchesTypeAndID(ElementSnapshot(type: .link)))
    }

    @Test func snapshotDescription() {
        #expect(ElementSnapshot(type: .button, identifier: "logOut", label: "Log out").description == "button \"Log out\" id=logOut")
        #expect(ElementSnapshot(type: .button, identifier: "OK", label: "OK").description == "button \"OK\"")
        #expect(ElementSnapshot(type: .textField, identifier: "name", value: "Kane").description == "textField id=name value=\"Kane\"")
        #expect(ElementSnapshot(type: .other).description == "other")
    }

    @Test func driverErrorsAndActions() {
        #expect(EngineError.notFound(step: 0).isRetryable)
        #expect(EngineError.ambiguous(step: 0, matches: []).isRetryable)
        #expect(EngineError.notActionable(reason: "moving").isRetryable)
        #expect(!EngineError.unsupported("x").isRetryable)
        #expect(!EngineError.engineFailure("x").isRetryable)
        #expect(!EngineError.invalidQuery("x").isRetryable)
        #expect(EngineError.notFound(step: 1).description == "no element matched level 2 of the query")
        #expect(ElementAction.typeText("hunter2", isSecure: true).description == "type 7 secure characters")
        #expect(ElementAction.typeText("hi", isSecure: false).description == "type \"hi\"")
        #expect(ElementAction.longPress(duration: 0.5).description == "long press (0.5 s)")
        #expect(ElementAction.drag(from: .middle, to: .topThird).description == "drag from (0.50, 0.50) to (0.50, 0.33)")
    }

    @Test func appTargetsAndStates() {
        #expect(AppTarget.underTest.description == "App")
        #expect(AppTarget.bundleIdentifier("com.apple.mobilesafari").description == "App(\"com.apple.mobilesafari\")")
        // XCUIApplication.State raw values.
        #expect(AppState.unknown.rawValue == 0)
        #expect(AppState.notRunning.rawValue == 1)
        #expect(AppState.runningBackgroundSuspended.rawValue == 2)
        #expect(AppState.runningBackground.rawValue == 3)
        #expect(AppState.runningForeground.rawValue == 4)
        #expect(AppState.runningForeground.description == "running in the foreground")
    }
}
