import ElementCore
import Foundation
import WebDriver

/// The Screens of a recording: one per screen seen (told apart by their names, which come from
/// their traits), each made by ``ScreenPlanner`` from the page as first seen, and given the
/// elements acted on later that it lacked.
struct ScreenCatalog {
    private(set) var screens: [ScreenPlan] = []
    private var byName: [String: Int] = [:]

    /// The screen `tree` shows, and the plan of `tree` itself (to find event targets in).
    mutating func screen(for tree: PageTree) -> (screen: Int, plan: ScreenPlan)? {
        let planner = ScreenPlanner(source: Self.path(of: tree.url))
        guard let plan = try? planner.plan(tree) else { return nil }
        if let known = byName[plan.name] { return (known, plan) }
        byName[plan.name] = screens.count
        screens.append(plan)
        return (screens.count - 1, plan)
    }

    /// The element of `screen` that is `planned` in `plan` (a plan of a page showing that
    /// screen), added to the screen — with its parents — when the screen lacks it.
    /// - Returns: its position in the screen.
    mutating func element(_ planned: Int, of plan: ScreenPlan, in screen: Int) -> Int {
        let parent = plan.elements[planned].parent.map { element($0, of: plan, in: screen) }
        var wanted = plan.elements[planned]
        wanted.parent = parent
        if let existing = screens[screen].elements.firstIndex(where: { Self.sameQuery($0, wanted) }) { return existing }
        var naming = ElementNaming(taken: screens[screen].elements.map(\.name))
        wanted.name = naming.claim(id: wanted.id, kind: wanted.kind, parentName: parent.map { screens[screen].elements[$0].name })
        screens[screen].elements.append(wanted)
        return screens[screen].elements.count - 1
    }

    /// Whether two elements of the same screen are found the same way (their parents already
    /// being positions in that screen).
    private static func sameQuery(_ lhs: PlannedElement, _ rhs: PlannedElement) -> Bool {
        lhs.kind == rhs.kind && lhs.id == rhs.id && lhs.index == rhs.index && lhs.parent == rhs.parent
    }

    /// A URL's path and query, as a test opens it (`http://host:8080/table?x=1` → `/table?x=1`);
    /// the host and port are left out, so the same app on another port gives the same text.
    static func path(of url: String) -> String {
        guard let components = URLComponents(string: url), components.scheme == "http" || components.scheme == "https" else {
            return url
        }
        var path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        let items = (components.queryItems ?? []).filter { $0.name != LaunchParameter.name }
        if !items.isEmpty {
            var query = URLComponents()
            query.queryItems = items
            path += "?" + (query.percentEncodedQuery ?? "")
        }
        if let fragment = components.percentEncodedFragment { path += "#" + fragment }
        return path
    }
}
