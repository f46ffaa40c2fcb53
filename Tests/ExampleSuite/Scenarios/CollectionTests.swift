import BDD
import Contexts
import ElementCore
import XCTest

/// The Collection tab: counting cells, refreshing, selecting a cell.
final class CollectionTests: ExampleAppTestCase {
    func test_collection() {
        Scenario("Counting and selecting cells") {
            Given(I: open(.collection))
            And(I: see(collectionScreen))
            Then(the: numberOfCells(in: collectionScreen.collectionView, is: 50))
            And(the: value(of: collectionScreen.selectedCellLabel, is: "No cell selected"))
            When(I: tap(collectionScreen.cell(5)))
            Then(the: state(of: collectionScreen.cell(5), is: .selected))
            And(the: value(of: collectionScreen.selectedCellLabel, is: "Selected: Cell 5"))
        }
        Scenario("Pulling to refresh") {
            Given(the: value(of: collectionScreen.lastRefreshedLabel, is: "Last refreshed: 0"))
            When(I: refresh(collectionScreen.collectionView))
            Then(the: value(of: collectionScreen.lastRefreshedLabel, is: "Last refreshed: 1"))
            When(I: tap(collectionScreen.refreshButton))
            Then(the: value(of: collectionScreen.lastRefreshedLabel, is: "Last refreshed: 2"))
        }
    }
}
