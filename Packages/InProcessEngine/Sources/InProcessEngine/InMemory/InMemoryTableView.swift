import ElementCore
import Foundation

/// Where an ``InMemoryTableView`` gets its rows (`UITableViewDataSource`).
@preconcurrency @MainActor
public protocol InMemoryTableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: InMemoryTableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: InMemoryTableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row (`[section, row]`); asked when the row comes on screen.
    func tableView(_ tableView: InMemoryTableView, cellForRowAt indexPath: IndexPath) -> InMemoryTableViewCell
}

extension InMemoryTableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: InMemoryTableView) -> Int { 1 }
}

/// What an ``InMemoryTableView`` tells its delegate (`UITableViewDelegate`): set the table's
/// `delegate` to an object that adopts this protocol.
@preconcurrency @MainActor
public protocol InMemoryTableViewDelegate: InMemoryScrollViewDelegate {
    /// The row about to be selected; return another one, or `nil` to refuse.
    func tableView(_ tableView: InMemoryTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row was selected.
    func tableView(_ tableView: InMemoryTableView, didSelectRowAt indexPath: IndexPath)
}

extension InMemoryTableViewDelegate {
    /// Selects the row asked for.
    public func tableView(_ tableView: InMemoryTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: InMemoryTableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A table (`UITableView`): rows of ``InMemoryTableViewCell``s stacked at `rowHeight`, of
/// which only those on screen are subviews, as UIKit keeps only visible cells.
@preconcurrency @MainActor
open class InMemoryTableView: InMemoryScrollView {
    /// Where the rows come from.
    public weak var dataSource: (any InMemoryTableViewDataSource)?
    /// The height of every row.
    open var rowHeight: CGFloat = 44
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// The selected row.
    public private(set) var indexPathForSelectedRow: IndexPath?
    private let tiler = CellTiler<InMemoryTableViewCell>()
    private var isLoaded = false

    /// Asks the data source for the rows again.
    public func reloadData() {
        tiler.removeAll()
        isLoaded = true
        layoutRows()
    }

    /// The index path of a cell on screen.
    public func indexPath(for cell: InMemoryTableViewCell) -> IndexPath? { tiler.indexPath(of: cell) }

    /// The cell of a row, when it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> InMemoryTableViewCell? { tiler.cell(at: indexPath) }

    /// The cells on screen, in order.
    public var visibleCells: [InMemoryTableViewCell] {
        prepareSubviews()
        return tiler.cells
    }

    /// Marks a row selected (without telling the delegate, as in UIKit).
    public func selectRow(at indexPath: IndexPath?) {
        indexPathForSelectedRow = indexPath
        for cell in tiler.cells { cell.isSelected = tiler.indexPath(of: cell) == indexPath }
    }

    override var kind: ViewKind { .table }

    override func prepareSubviews() {
        isLoaded ? layoutRows() : reloadData()
    }

    override func contentOffsetDidChange() {
        if isLoaded { layoutRows() }
    }

    private func layoutRows() {
        guard let dataSource else { return tiler.removeAll() }
        var frames: [(IndexPath, CGRect)] = []
        var y: CGFloat = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                frames.append((IndexPath(indexes: [section, row]), CGRect(x: 0, y: y, width: frame.width, height: rowHeight)))
                y += rowHeight
            }
        }
        contentSize = CGSize(width: frame.width, height: y)
        tiler.tile(in: self, frames: frames) { indexPath in
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.isSelected = indexPath == indexPathForSelectedRow
            return cell
        }
    }
}

/// A table cell (`UITableViewCell`), with a text label.
@preconcurrency @MainActor
open class InMemoryTableViewCell: InMemoryView {
    /// The cell's label; its text is the cell's text.
    public let textLabel = InMemoryLabel()
    /// Whether the cell's row is selected.
    open var isSelected = false

    /// A cell showing `text`.
    public init(text: String? = nil, frame: CGRect = .zero) {
        super.init(frame: frame)
        textLabel.text = text
        addSubview(textLabel)
        layoutLabel()
    }

    /// The frame; the text label follows it.
    override open var frame: CGRect {
        didSet { layoutLabel() }
    }

    private func layoutLabel() {
        textLabel.frame = CGRect(x: 16, y: 0, width: max(0, frame.width - 32), height: frame.height)
    }

    override var kind: ViewKind { .tableCell }
    override var node: any ViewNode { MemoryTableCellNode(base: self) }

    /// Selects the cell through its index path and the table's delegate (the seed's
    /// `cell.tap()`). Returns whether it was selected.
    @discardableResult
    public func tap() -> Bool { Interactions.tap(MemoryTableCellNode(base: self)) }
}

struct MemoryTableCellNode: MemoryNode, CellNode {
    let base: InMemoryTableViewCell

    func select() -> Bool {
        guard let table = base.superview as? InMemoryTableView, table.allowsSelection,
              let indexPath = table.indexPath(for: base) else { return false }
        let delegate = table.delegate as? any InMemoryTableViewDelegate
        let chosen: IndexPath?
        if let delegate { chosen = delegate.tableView(table, willSelectRowAt: indexPath) } else { chosen = indexPath }
        guard let chosen else { return false }
        table.selectRow(at: chosen)
        delegate?.tableView(table, didSelectRowAt: chosen)
        return true
    }
}

/// Keeps the cells that are on screen as subviews of their table or collection view, in
/// index-path order, making the others only when they come on screen.
@MainActor
final class CellTiler<Cell: InMemoryView> {
    private var visible: [(indexPath: IndexPath, cell: Cell)] = []

    var cells: [Cell] { visible.map(\.cell) }

    func indexPath(of cell: Cell) -> IndexPath? { visible.first { $0.cell === cell }?.indexPath }
    func cell(at indexPath: IndexPath) -> Cell? { visible.first { $0.indexPath == indexPath }?.cell }

    func removeAll() {
        for entry in visible { entry.cell.removeFromSuperview() }
        visible = []
    }

    func tile(in container: InMemoryScrollView, frames: [(IndexPath, CGRect)], make: (IndexPath) -> Cell) {
        let shown = CGRect(origin: container.contentOffset, size: container.frame.size)
        var next: [(indexPath: IndexPath, cell: Cell)] = []
        for (indexPath, frame) in frames where Geometry.overlaps(frame, shown) {
            let cell = cell(at: indexPath) ?? make(indexPath)
            cell.frame = frame
            next.append((indexPath, cell))
        }
        for entry in visible where !next.contains(where: { $0.cell === entry.cell }) {
            entry.cell.removeFromSuperview()
        }
        // Re-added in order, so the cells are in document order.
        for entry in next { container.addSubview(entry.cell) }
        visible = next
    }
}

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// An index path of a row in a section (UIKit adds this on Apple platforms).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path of an item in a section (UIKit adds this on Apple platforms).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (the first index).
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The row (the second index).
    public var row: Int { count > 1 ? self[1] : 0 }
    /// The item (the second index).
    public var item: Int { count > 1 ? self[1] : 0 }
}
#endif
