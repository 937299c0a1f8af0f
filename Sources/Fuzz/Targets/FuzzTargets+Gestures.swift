import FuzzSupport
import MiniPicker

extension FuzzTargets {
    /// The ribbon picker under any sequence of presses, drags, releases,
    /// programmatic selections, reloads and clock steps, with any row counts
    /// and layouts: the selection is always a row, positions are finite, a
    /// picker at rest sits on a cell's centre, the cell cache stays within
    /// its bound, and `didSelectRow` tells exactly the user's changes.
    ///
    /// - Parameter bytes: The fuzzer's input, read as choices.
    /// - Returns: The invariants that did not hold.
    @MainActor
    public static func gestures(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let log = InvariantLog()
        let components = input.int(in: 0...3)
        let source = FuzzSource(rows: (0..<components).map { _ in rowCount(&input) },
                                layouts: (0..<components).map { _ in layout(&input) }, log: log)
        let picker = RibbonPicker<Int>(defaultLayout: layout(&input), cacheRadius: input.int(in: 0...12))
        picker.dataSource = source
        picker.delegate = source
        var time = 0.0
        var steps = 0
        while !input.isAtEnd && steps < 400 {
            steps += 1
            let before = (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
            source.selections.removeAll()
            var programmatic = false
            let component = picker.numberOfComponents > 0 ? input.int(in: 0...(picker.numberOfComponents - 1)) : -1
            let x = input.double(scale: max(1, picker.width))
            let t: Double = input.int(in: 0...15) == 0 ? input.double(scale: 1e6) : { time += Double(input.int(in: 0...80)); return time }()
            switch input.int(in: 0...12) {
            case 0, 1: picker.press(x: x, at: t)
            case 2, 3, 4: picker.move(x: x, at: t)
            case 5: picker.release(x: x, at: t)
            case 6: picker.cancel()
            case 7: picker.advance(to: t)
            case 8:
                guard component >= 0 else { break }
                programmatic = true
                picker.selectRow(input.int(in: -5...100), inComponent: component, animated: input.bool())
            case 9:
                guard component >= 0 else { break }
                programmatic = true
                source.rows[component] = rowCount(&input)
                if input.bool() { source.layouts[component] = layout(&input) }
                picker.reloadComponent(component)
            case 10:
                guard component >= 0 else { break }
                input.bool() ? picker.increment(inComponent: component) : picker.decrement(inComponent: component)
            case 11:
                guard component >= 0 else { break }
                _ = picker.visibleCells(inComponent: component)
            default:
                programmatic = true
                picker.reloadAllComponents()
            }
            var changed: [Int] = []
            for c in 0..<picker.numberOfComponents {
                let rows = picker.numberOfRows(inComponent: c)
                let row = picker.selectedRow(inComponent: c)
                let scroller = picker.scroller(ofComponent: c)
                log.check(rows == 0 ? row == nil : (row.map { $0 >= 0 && $0 < rows } ?? false), "selection \(String(describing: row)) of \(rows)")
                log.check(scroller.ribbon.offset.isFinite && scroller.ribbon.position.isFinite, "position not finite")
                if scroller.phase == .idle && rows > 0 {
                    log.check(scroller.ribbon.offset == 0 && scroller.ribbon.centeredIndex == row, "at rest off a cell centre")
                }
                let layout = picker.layout(ofComponent: c)
                let radius = max(picker.cacheRadius, Int((layout.width / layout.itemWidth / 2).rounded(.up)) + 1)
                log.check(picker.cachedCellCount(inComponent: c) <= 2 * radius + 1, "cache over its bound")
                if c < before.count && row != before[c] && !programmatic { changed.append(c) }
            }
            log.check(source.selections.map(\.component) == changed, "didSelectRow \(source.selections) for changes \(changed)")
            for selection in source.selections {
                log.check(selection.row == picker.selectedRow(inComponent: selection.component), "didSelectRow with a stale row")
            }
        }
        return log.violations
    }
}

/// A data source and delegate whose counts and layouts come from the fuzzer.
private final class FuzzSource: RibbonPickerDataSource, RibbonPickerDelegate {
    let log: InvariantLog
    var rows: [Int]
    var layouts: [ComponentLayout]
    var selections: [(row: Int, component: Int)] = []

    init(rows: [Int], layouts: [ComponentLayout], log: InvariantLog) {
        self.log = log
        self.rows = rows
        self.layouts = layouts
    }

    func numberOfComponents(in picker: RibbonPicker<Int>) -> Int { rows.count }
    func picker(_ picker: RibbonPicker<Int>, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func picker(_ picker: RibbonPicker<Int>, cellForRow row: Int, forComponent component: Int, reusing cell: Int?) -> Int {
        log.check(row >= 0 && row < picker.numberOfRows(inComponent: component), "cell asked for row \(row)")
        return row
    }
    func picker(_ picker: RibbonPicker<Int>, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
    func picker(_ picker: RibbonPicker<Int>, layoutForComponent component: Int) -> ComponentLayout? {
        component < layouts.count ? layouts[component] : nil
    }
}

private func rowCount(_ input: inout FuzzInput) -> Int {
    switch input.int(in: 0...9) {
    case 0: 0
    case 1: 1
    case 2: 2
    case 3: 3
    case 4: Int.max
    case 5: -input.int(in: 0...1000)
    case 6: input.int(in: 0...Int.max)
    default: input.int(in: 4...60)
    }
}

private func layout(_ input: inout FuzzInput) -> ComponentLayout {
    let width = Double(input.int(in: 1...400)) / Double(input.int(in: 1...4))
    let cells = Double(input.int(in: 1...64))
    return ComponentLayout(width: width, itemWidth: width / cells, isCyclic: input.bool())
}
