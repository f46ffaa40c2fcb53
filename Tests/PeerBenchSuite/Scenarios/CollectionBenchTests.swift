import TABTestKit

/// The collection: selecting a cell and refreshing.
final class CollectionBenchTests: PeerBenchTestCase {
    func test_collectionSelectCell() {
        Scenario("Counting and selecting cells") {
            Given(I: open(deepLink: "/deeplink/collection"))
            And(I: see(collectionScreen))
            Then(the: numberOfCells(in: collectionScreen.collectionView, is: 50))
            And(the: value(of: collectionScreen.selectedCellLabel, is: "No cell selected"))
            When(I: tap(collectionScreen.cell(5)))
            Then(the: state(of: collectionScreen.cell(5), is: .selected))
            And(the: value(of: collectionScreen.selectedCellLabel, is: "Selected: Cell 5"))
        }
    }

    func test_collectionRefresh() {
        Scenario("Refreshing the collection") {
            Given(I: open(deepLink: "/deeplink/collection"))
            And(the: value(of: collectionScreen.lastRefreshedLabel, is: "Last refreshed: 0"))
            When(I: tap(collectionScreen.refreshButton))
            Then(the: value(of: collectionScreen.lastRefreshedLabel, is: "Last refreshed: 1"))
            When(I: tap(collectionScreen.refreshButton))
            Then(the: value(of: collectionScreen.lastRefreshedLabel, is: "Last refreshed: 2"))
        }
    }
}
