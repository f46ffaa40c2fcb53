import Foundation

/// The example app's deep links (see `Tests/ExampleApp/README.md`).
enum DeepLink: Sendable {
    case profile
    case table
    case collection
    case otherScreen
    case page
    case tasks
    case shipments
    case uploads
    case checkout
    case playlist
    /// The entries list (the page-object seed's master page).
    case entries
    case detail(row: Int)
    /// The same detail link with a custom scheme, as an app would receive it.
    case customSchemeDetail(row: Int)

    /// The link's text, e.g. `/deeplink/detail/5`.
    var text: String {
        switch self {
        case .profile: return "/deeplink/profile"
        case .table: return "/deeplink/table"
        case .collection: return "/deeplink/collection"
        case .otherScreen: return "/deeplink/other"
        case .page: return "/deeplink/page"
        case .tasks: return "/deeplink/tasks"
        case .shipments: return "/deeplink/shipments"
        case .uploads: return "/deeplink/uploads"
        case .checkout: return "/deeplink/checkout"
        case .playlist: return "/deeplink/playlist"
        case .entries: return "/deeplink/entries"
        case .detail(let row): return "/deeplink/detail/\(row)"
        case .customSchemeDetail(let row): return "example-app://deeplink/detail/\(row)"
        }
    }

    /// The link as a URL (relative links resolve against the app's base URL).
    var url: URL? { URL(string: text) }
}
