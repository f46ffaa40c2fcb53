import ElementCore
import Foundation
import InProcessEngine
import Testing

/// The seed's first rule: only the top view controller's view is searched.
@MainActor
@Suite struct TopControllerTests {
    @Test func aPlainControllerIsTheTopOne() throws {
        let controller = RootViewController()
        let app = MemoryApp(controller: controller)
        #expect(app.topViewController === controller)
        let label = try app.label("Label text")
        #expect(label === controller.statusLabel)
    }

    @Test func aPushedControllerIsSearchedInsteadOfTheOneBelow() throws {
        let root = RootViewController()
        let navigation = InMemoryNavigationController(rootViewController: root)
        let app = MemoryApp(controller: navigation, failureBehavior: .doNothing)
        try app.tapButton(title: "Push view controller")
        #expect(navigation.viewControllers.count == 2)
        #expect(app.topViewController === navigation.topViewController)
        root.statusLabel.text = "Only on the root"
        #expect(try app.label("Only on the root") == nil)
        try app.tapButton(title: "Pop view controller")
        #expect(navigation.viewControllers.count == 1)
        #expect(try app.label("Only on the root") === root.statusLabel)
    }

    @Test func aPresentedControllerCoversThePresentingOne() throws {
        let root = RootViewController()
        let app = MemoryApp(controller: root, failureBehavior: .doNothing)
        #expect(try app.button("Dismiss view controller") === root.view.subviews.compactMap { $0 as? InMemoryButton }
            .first { $0.title == "Dismiss view controller" })
        try app.tapButton(title: "Present view controller")
        let presented = try #require(root.presentedViewController as? RootViewController)
        #expect(app.topViewController === presented)
        root.statusLabel.text = "Only on the root"
        #expect(try app.label("Only on the root") == nil)
        try app.tapButton(title: "Dismiss view controller")
        #expect(root.presentedViewController == nil)
        #expect(try app.label("Only on the root") === root.statusLabel)
    }

    @Test func nestedPresentationsAreFollowedToTheLastOne() throws {
        let root = RootViewController()
        let app = MemoryApp(controller: InMemoryNavigationController(rootViewController: root), failureBehavior: .doNothing)
        try app.tapButton(title: "Present view controller")
        try app.tapButton(title: "Present view controller")
        let first = try #require(root.presentedViewController)
        let second = try #require(first.presentedViewController)
        #expect(app.topViewController === second)
        try app.tapButton(title: "Dismiss view controller")
        #expect(app.topViewController === first)
        try app.tapButton(title: "Dismiss view controller")
        #expect(app.topViewController === root)
    }

    @Test func aTabBarControllerShowsItsSelectedTab() throws {
        let first = RootViewController()
        let second = FormViewController()
        let tabs = InMemoryTabBarController()
        tabs.viewControllers = [first, second]
        let app = MemoryApp(controller: tabs, failureBehavior: .doNothing)
        #expect(app.topViewController === first)
        #expect(try app.switch("A switch") == nil)
        tabs.selectedIndex = 1
        #expect(try app.switch("A switch") === second.aSwitch)
    }

    @Test func anAlertIsTheTopControllerAndItsButtonsRunTheirHandlers() throws {
        let root = RootViewController()
        let app = MemoryApp(controller: root, failureBehavior: .doNothing)
        #expect(app.alertViewController == nil)
        try app.tapButton(title: "Show alert")
        let alert = try #require(app.alertViewController)
        #expect(try app.label("Alert title") != nil)
        #expect(try app.label("Alert message.") != nil)
        #expect(try app.button(title: "Show alert") == nil)
        #expect(alert.tapButton(title: "Disabled") == false)
        #expect(root.alertResult == nil)
        #expect(alert.tapButton(title: "Dismiss"))
        #expect(root.alertResult == "Dismiss")
        #expect(app.alertViewController == nil)
        #expect(try app.label("Changed label text") === root.statusLabel)
    }

    @Test func theNavigationBarOfTheTopControllersStackIsShownAndAModalCoversIt() throws {
        let root = RootViewController()
        let navigation = InMemoryNavigationController(rootViewController: root)
        let app = MemoryApp(controller: navigation)
        let driver = app.engine
        let bar = NavBar()
        try app.tapButton(title: "Push view controller")
        #expect(try driver.resolve(bar.query).snapshot?.label == "Root")
        #expect(try driver.resolve(bar.button(withID: "Back").query).snapshot?.label == "Root")
        try app.tapButton(title: "Present view controller")
        #expect(try driver.resolve(bar.query).snapshot == nil)
    }
}
