import ElementCore

/// Page (`/page`): three pages that swipe horizontally, with a page indicator.
struct PageScreen: Screen {
    let title = Header(id: "PageHeader", parent: navBar)
    var trait: Header { title }
    let pages = ScrollView(id: "PageScrollView")
    let pageIndicator = PageIndicator(id: "PageIndicator")
    let previousButton = Button(id: "Previous page")
    let nextButton = Button(id: "Next page")

    /// The heading of page `number` (1…3).
    func pageTitle(_ number: Int) -> Header { Header(id: "PageTitle-\(number)", parent: pages) }
}

let pageScreen = PageScreen()
