import ElementCore

/// Collection (`/collection`): a 3-column grid of 50 cells that refreshes.
struct CollectionScreen: Screen {
    let title = Header(id: "CollectionHeader", parent: navBar)
    var trait: Header { title }
    let collectionView = CollectionView(id: "CollectionView")
    let lastRefreshedLabel = Label(id: "LastRefreshed")
    let refreshButton = Button(id: "RefreshButton")
    let selectedCellLabel = Label(id: "SelectedCell")

    /// The cell labelled `Cell n`.
    func cell(_ number: Int) -> Cell { collectionView.cell(matchingID: "Cell \(number)") }
}

let collectionScreen = CollectionScreen()
