import Foundation

/// Where an ``InMemoryCollectionView`` gets its items (`UICollectionViewDataSource`).
@preconcurrency @MainActor
public protocol InMemoryCollectionViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: InMemoryCollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: InMemoryCollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item (`[section, item]`); asked when the item comes on screen.
    func collectionView(_ collectionView: InMemoryCollectionView, cellForItemAt indexPath: IndexPath) -> InMemoryCollectionViewCell
}

extension InMemoryCollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: InMemoryCollectionView) -> Int { 1 }
}

/// What an ``InMemoryCollectionView`` tells its delegate (`UICollectionViewDelegate`): set the
/// collection view's `delegate` to an object that adopts this protocol.
@preconcurrency @MainActor
public protocol InMemoryCollectionViewDelegate: InMemoryScrollViewDelegate {
    /// Whether an item may be selected.
    func collectionView(_ collectionView: InMemoryCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// An item was selected.
    func collectionView(_ collectionView: InMemoryCollectionView, didSelectItemAt indexPath: IndexPath)
}

extension InMemoryCollectionViewDelegate {
    /// Allows the selection.
    public func collectionView(_ collectionView: InMemoryCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: InMemoryCollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A collection view (`UICollectionView` with a flow layout): items of `itemSize`, left to
/// right then top to bottom, sections one after another; only the cells on screen are
/// subviews.
@preconcurrency @MainActor
open class InMemoryCollectionView: InMemoryScrollView {
    /// Where the items come from.
    public weak var dataSource: (any InMemoryCollectionViewDataSource)?
    /// The size of every item.
    open var itemSize = CGSize(width: 100, height: 100)
    /// Whether items can be selected.
    open var allowsSelection = true
    /// The selected items.
    public private(set) var indexPathsForSelectedItems: [IndexPath] = []
    private let tiler = CellTiler<InMemoryCollectionViewCell>()
    private var isLoaded = false

    /// Asks the data source for the items again.
    public func reloadData() {
        tiler.removeAll()
        isLoaded = true
        layoutItems()
    }

    /// The index path of a cell on screen.
    public func indexPath(for cell: InMemoryCollectionViewCell) -> IndexPath? { tiler.indexPath(of: cell) }

    /// The cell of an item, when it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> InMemoryCollectionViewCell? { tiler.cell(at: indexPath) }

    /// The cells on screen, in order.
    public var visibleCells: [InMemoryCollectionViewCell] {
        prepareSubviews()
        return tiler.cells
    }

    /// Marks an item selected (without telling the delegate, as in UIKit).
    public func selectItem(at indexPath: IndexPath) {
        indexPathsForSelectedItems = [indexPath]
        for cell in tiler.cells { cell.isSelected = tiler.indexPath(of: cell) == indexPath }
    }

    override var kind: ViewKind { .collection }

    override func prepareSubviews() {
        isLoaded ? layoutItems() : reloadData()
    }

    override func contentOffsetDidChange() {
        if isLoaded { layoutItems() }
    }

    private func layoutItems() {
        guard let dataSource, itemSize.width > 0, itemSize.height > 0 else { return tiler.removeAll() }
        let columns = max(1, Int(frame.width / itemSize.width))
        var frames: [(IndexPath, CGRect)] = []
        var top: CGFloat = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
            for item in 0..<count {
                let origin = CGPoint(x: CGFloat(item % columns) * itemSize.width, y: top + CGFloat(item / columns) * itemSize.height)
                frames.append((IndexPath(indexes: [section, item]), CGRect(origin: origin, size: itemSize)))
            }
            top += CGFloat((count + columns - 1) / columns) * itemSize.height
        }
        contentSize = CGSize(width: frame.width, height: top)
        tiler.tile(in: self, frames: frames) { indexPath in
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = indexPathsForSelectedItems.contains(indexPath)
            return cell
        }
    }
}

/// A collection view cell (`UICollectionViewCell`).
@preconcurrency @MainActor
open class InMemoryCollectionViewCell: InMemoryView {
    /// Whether the cell's item is selected.
    open var isSelected = false

    /// A cell, with a label showing `text` when given.
    public init(text: String? = nil, frame: CGRect = .zero) {
        super.init(frame: frame)
        if let text {
            addSubview(InMemoryLabel(text: text, frame: CGRect(x: 0, y: 0, width: max(frame.width, 80), height: 20)))
        }
    }

    override var kind: ViewKind { .collectionCell }
    override var node: any ViewNode { MemoryCollectionCellNode(base: self) }

    /// Selects the cell through its index path and the collection view's delegate. Returns
    /// whether it was selected.
    @discardableResult
    public func tap() -> Bool { Interactions.tap(MemoryCollectionCellNode(base: self)) }
}

struct MemoryCollectionCellNode: MemoryNode, CellNode {
    let base: InMemoryCollectionViewCell

    func select() -> Bool {
        guard let collection = base.superview as? InMemoryCollectionView, collection.allowsSelection,
              let indexPath = collection.indexPath(for: base) else { return false }
        let delegate = collection.delegate as? any InMemoryCollectionViewDelegate
        guard delegate?.collectionView(collection, shouldSelectItemAt: indexPath) ?? true else { return false }
        collection.selectItem(at: indexPath)
        delegate?.collectionView(collection, didSelectItemAt: indexPath)
        return true
    }
}
