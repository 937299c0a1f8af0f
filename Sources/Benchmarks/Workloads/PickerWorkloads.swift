import MiniPicker

/// A data source and delegate as an app writes one: a number of rows and a
/// cell per row, made from a reused cell when the picker offers one.
@MainActor
final class BenchSource<Cell>: RibbonPickerDataSource, RibbonPickerDelegate {
    let rows: Int
    let make: (_ row: Int, _ reusing: Cell?) -> Cell

    init(rows: Int, make: @escaping (_ row: Int, _ reusing: Cell?) -> Cell) {
        self.rows = rows
        self.make = make
    }

    func numberOfComponents(in picker: RibbonPicker<Cell>) -> Int { 1 }

    func picker(_ picker: RibbonPicker<Cell>, numberOfRowsInComponent component: Int) -> Int { rows }

    func picker(_ picker: RibbonPicker<Cell>, cellForRow row: Int, forComponent component: Int, reusing cell: Cell?) -> Cell {
        make(row, cell)
    }
}

/// A cell that is a class, as a view is: reconfigured when reused.
final class LabelCell {
    var row: Int
    var text: String

    init(row: Int) {
        self.row = row
        text = String(row)
    }

    func configure(row: Int) {
        self.row = row
        text = String(row)
    }
}

/// One pointer move after another through the public picker class, with its
/// visible cells, as a host draws them each frame: the same moves as
/// ``OurDrag``, from another module, with the app's data source and delegate.
///
/// The component is a horizontal ribbon, pressed and moved by x
/// (`picker-step`), or a vertical wheel of the same lengths, pressed by
/// component and y and moved along its axis (`picker-step-vertical`).
@MainActor
struct PickerDrag<Cell> {
    let picker: RibbonPicker<Cell>
    let source: BenchSource<Cell>
    /// The pointer's coordinate along the axis.
    var x = 50.0
    var time = 0.0
    var direction = 1.0

    init(rows: Int, axis: ComponentLayout.Axis = .horizontal, make: @escaping (_ row: Int, _ reusing: Cell?) -> Cell) {
        source = BenchSource(rows: rows, make: make)
        picker = RibbonPicker<Cell>(defaultLayout: ComponentLayout(length: 100, axis: axis))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(rows / 2, inComponent: 0, animated: false)
        switch axis {
        case .horizontal: picker.press(x: x, at: time)
        case .vertical: picker.press(along: x, inComponent: 0, at: time)
        }
    }

    /// The next pointer position and time.
    @inline(__always)
    mutating func advancePointer() {
        if x >= 90 || x <= 10 { direction = -direction }
        x += direction
        time += 1
    }

    /// One move by x on a ribbon, then a walk over the visible cells; `digest` reads each cell.
    @inline(__always)
    mutating func step(_ digest: (Cell) -> Int) -> Int {
        advancePointer()
        picker.move(x: x, at: time)
        return visibleDigest(digest)
    }

    /// One move along a wheel's axis, then a walk over the visible cells; `digest` reads each cell.
    @inline(__always)
    mutating func stepAlong(_ digest: (Cell) -> Int) -> Int {
        advancePointer()
        picker.move(along: x, at: time)
        return visibleDigest(digest)
    }

    /// The visible cells' rows, offsets and digests, summed.
    @inline(__always)
    func visibleDigest(_ digest: (Cell) -> Int) -> Int {
        var sum = 0
        picker.forEachVisibleCell(inComponent: 0) { place, cell in
            sum &+= place.index &+ Int(truncatingIfNeeded: place.offset.bitPattern) &+ digest(cell)
        }
        return sum
    }
}

/// A picker of `rows` string cells, on a ribbon or a wheel.
@MainActor
func stringPickerDrag(rows: Int, axis: ComponentLayout.Axis = .horizontal) -> PickerDrag<String> {
    PickerDrag(rows: rows, axis: axis) { row, _ in String(row) }
}

/// A picker of `rows` class cells, reused and reconfigured.
@MainActor
func classPickerDrag(rows: Int) -> PickerDrag<LabelCell> {
    PickerDrag(rows: rows) { row, reusing in
        guard let cell = reusing else { return LabelCell(row: row) }
        cell.configure(row: row)
        return cell
    }
}
