import Testing
import MiniPicker

@MainActor
@Suite("RibbonPicker: the UIPickerView contract")
struct RibbonPickerTests {
    @Test("didSelectRow passes the row, then the component (the seed swapped them)")
    func rowAndComponentOrder() {
        let (picker, source) = makePicker(rows: [12, 31])
        picker.selectRow(3, inComponent: 1, animated: false)
        // Drag component 1 (x from 100 to 200) left by 70: row 4.
        picker.press(x: 150, at: 0)
        picker.move(x: 80, at: 500)
        picker.release(x: 80, at: 1000)
        settle(picker)
        #expect(source.selections == [.select(row: 4, component: 1)])
        #expect(picker.selectedRow(inComponent: 1) == 4)
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test("programmatic selection does not call didSelectRow (the seed did)")
    func programmaticSelectionIsSilent() {
        let (picker, source) = makePicker(rows: [12])
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.selectRow(9, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 9)
        settle(picker)
        #expect(source.events.isEmpty)
    }

    @Test("didSelectRow comes once per settle and only when the row changed")
    func selectOncePerSettle() {
        let (picker, source) = makePicker(rows: [12])
        picker.selectRow(6, inComponent: 0, animated: false)
        picker.press(x: 50, at: 0)
        picker.move(x: 10, at: 500)
        picker.release(x: 10, at: 1000)          // back to 6: no change
        settle(picker)
        #expect(source.selections.isEmpty)
        picker.press(x: 50, at: 5000)
        picker.move(x: -140, at: 5500)
        #expect(picker.selectedRow(inComponent: 0) == 6)   // still the committed row mid-drag
        picker.release(x: -140, at: 6000)
        settle(picker)
        #expect(source.selections == [.select(row: 8, component: 0)])
    }

    @Test("the centred row is reported while moving, in order")
    func centerCallbacks() {
        let (picker, source) = makePicker(rows: [12])
        picker.press(x: 50, at: 0)
        picker.move(x: -10, at: 10)    // 60 → row 1
        picker.move(x: -80, at: 20)    // 130 → row 1
        picker.move(x: -160, at: 30)   // 210 → row 2
        picker.move(x: 10, at: 40)     // 90 → row 0
        let centres = source.events.compactMap { if case .center(let row, _) = $0 { row } else { nil } }
        #expect(centres == [1, 2, 0])
        picker.cancel()
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.selections.isEmpty)
        picker.selectRow(7, inComponent: 0, animated: true)
        settle(picker)
        #expect(source.events.count == 3)   // programmatic motion reports no centred rows
    }

    @Test("increment and decrement step, report on settle and expose an accessibility value")
    func incrementDecrement() {
        let (picker, source) = makePicker(rows: [3])
        #expect(picker.accessibilityValue(forComponent: 0) == "row 1 of 3")
        picker.increment()
        settle(picker)
        picker.accessibilityIncrement()
        settle(picker)
        picker.increment(animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(source.selections == [.select(row: 1, component: 0), .select(row: 2, component: 0)])
        #expect(picker.accessibilityValue(forComponent: 0) == "row 3 of 3")
        picker.decrement(animated: false)
        picker.accessibilityDecrement()
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test("several components sit side by side and each tracks its own drag")
    func components() {
        let (picker, source) = makePicker(rows: [10, 20, 30])
        source.layouts[1] = ComponentLayout(width: 60, itemWidth: 20, isCyclic: true)
        picker.reloadAllComponents()
        #expect(picker.width == 260)
        #expect(picker.origin(ofComponent: 2) == 160)
        #expect(picker.visibleCells(inComponent: 1).map(\.cell) == ["1:19", "1:0", "1:1"])
        picker.press(x: 130, at: 0)         // component 1
        picker.move(x: 1000, at: 100)       // far outside: still component 1
        picker.release(x: 1000, at: 700)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 2) == 0)
        // 870 to the right on 20-wide cells: 43.5 cells back → row -43 wrapped = 17.
        #expect(picker.selectedRow(inComponent: 1) == 17)
        picker.press(x: -1, at: 800)
        picker.press(x: 261, at: 810)
        picker.move(x: 0, at: 820)
        #expect(!picker.isAnimating)
        #expect(picker.scroller(ofComponent: 0).phase == .idle)
    }

    @Test("rows counts below zero count as zero, and an empty component reports -1")
    func badCounts() {
        let (picker, source) = makePicker(rows: [-5, 3])
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == nil)
        #expect(picker.accessibilityValue(forComponent: 0) == nil)
        picker.selectRow(2, inComponent: 0, animated: true)
        picker.press(x: 50, at: 0)
        picker.release(x: -300, at: 10)
        #expect(picker.selectedRow(inComponent: 0) == nil)
        #expect(picker.visibleCells(inComponent: 0).isEmpty)
        source.rows = [Int.max, -1]
        picker.reloadAllComponents()
        #expect(picker.numberOfRows(inComponent: 0) == Ribbon.maximumCount)
        #expect(picker.numberOfRows(inComponent: 1) == 0)
    }

    @Test("a reload during a drag or an animation is safe: selection clamped, stale cells dropped")
    func reloadMidMotion() {
        let (picker, source) = makePicker(rows: [20])
        picker.selectRow(15, inComponent: 0, animated: false)
        _ = picker.visibleCells(inComponent: 0)
        #expect(picker.visibleCells(inComponent: 0).map(\.cell) == ["0:15"])
        picker.press(x: 50, at: 0)
        picker.move(x: 20, at: 100)
        source.rows = [10]
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 9)
        #expect(picker.cachedCellCount(inComponent: 0) == 0)
        picker.move(x: 10, at: 200)
        picker.release(x: 10, at: 300)
        source.rows = [4]
        picker.reloadAllComponents()
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(picker.visibleCells(inComponent: 0).map(\.cell) == ["0:3"])
    }

    @Test("cells are cached by slot, evicted beyond the radius and handed back for reuse")
    func cellReuse() {
        let (picker, source) = makePicker(rows: [1000])
        for row in stride(from: 0, through: 300, by: 1) {
            picker.selectRow(row, inComponent: 0, animated: false)
            _ = picker.visibleCells(inComponent: 0)
            #expect(picker.cachedCellCount(inComponent: 0) <= 21)
        }
        #expect(source.made.count == 301)
        #expect(source.made.filter(\.reused).count > 250)
        picker.selectRow(900, inComponent: 0, animated: false)
        #expect(picker.cachedCellCount(inComponent: 0) == 0)
    }

    @Test("a width change clears the cache and re-centres on the selection")
    func widthChange() {
        let (picker, source) = makePicker(rows: [12])
        picker.selectRow(4, inComponent: 0, animated: false)
        _ = picker.visibleCells(inComponent: 0)
        #expect(picker.cachedCellCount(inComponent: 0) == 1)
        source.layouts[0] = ComponentLayout(width: 300, itemWidth: 100)
        picker.reloadComponent(0)
        #expect(picker.cachedCellCount(inComponent: 0) == 0)
        #expect(picker.visibleCells(inComponent: 0).map(\.cell) == ["0:3", "0:4", "0:5"])
        #expect(picker.selectedRow(inComponent: 0) == 4)
    }

    @Test("a delegate may call back into the picker from its callbacks")
    func reentrancy() {
        let (picker, source) = makePicker(rows: [12, 12])
        source.onSelect = { picker, row, component in
            if component == 0 { picker.selectRow(row, inComponent: 1, animated: true) }
            picker.reloadComponent(component)
        }
        source.onMake = { picker in
            _ = picker.selectedRow(inComponent: 0)
            _ = picker.cachedCellCount(inComponent: 0)
        }
        _ = picker.visibleCells(inComponent: 0)
        picker.increment(inComponent: 0, animated: false)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(picker.visibleCells(inComponent: 0).map(\.cell) == ["0:1"])
    }

    @Test("good layouts are accepted; an item width defaults to the width")
    func layouts() {
        let layout = ComponentLayout(width: 120, itemWidth: 40, isCyclic: true)
        #expect(layout.width == 120)
        #expect(layout.itemWidth == 40)
        #expect(ComponentLayout(width: 80).itemWidth == 80)
    }

    @Test("widths that are no lengths clamp to the documented layouts", arguments: [
        // (width, itemWidth, expected length, expected item length)
        (0.0, nil, 0.0, 1.0), (.nan, nil, 0.0, 1.0), (-40, nil, 0.0, 1.0), (.infinity, nil, 0.0, 1.0),
        (320, 0.05, 320, 320 / 4096), (100, -5, 100, 100), (100, .nan, 100, 100), (100, .infinity, 100, 100),
        (0, 40, 0, 40), (120, 40, 120, 40), (-.infinity, 0, 0, 1),
    ] as [(Double, Double?, Double, Double)])
    func clampedLayouts(width: Double, itemWidth: Double?, length: Double, itemLength: Double) {
        let layout = ComponentLayout(width: width, itemWidth: itemWidth)
        #expect(layout.length == length && layout.itemLength == itemLength, "\(width) \(String(describing: itemWidth))")
        #expect(layout.isEmpty == (length == 0))
    }

    @Test("a component of width 0, as a view's before its first layout, shows nothing, ignores the pointer and keeps its row")
    func zeroWidthComponent() {
        let source = RecordingSource(rows: [12])
        source.layouts[0] = ComponentLayout(width: 0)
        let picker = RibbonPicker<String>()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(5, inComponent: 0, animated: false)
        #expect(picker.visibleCells(inComponent: 0).isEmpty)
        picker.press(x: 0, at: 0)
        picker.move(x: -300, at: 16)
        picker.release(x: -300, at: 32)
        picker.advanceToRest()
        #expect(picker.selectedRow(inComponent: 0) == 5 && source.selections.isEmpty)
        // Laid out at last: the row is still there, and the component works.
        source.layouts[0] = ComponentLayout(width: 120, itemWidth: 40)
        picker.reloadComponent(0)
        #expect(picker.visibleCells(inComponent: 0).map(\.cell) == ["0:4", "0:5", "0:6"])
        picker.press(x: 100, at: 100)
        picker.release(x: 100, at: 150)
        picker.advanceToRest()
        #expect(picker.selectedRow(inComponent: 0) == 6)
    }

    @Test("counts, spacings and radii outside their ranges clamp instead of trapping")
    func clampedNumbers() {
        #expect(Ribbon(count: -1, itemWidth: 10).count == 0)
        #expect(Ribbon(count: Int.max, itemWidth: 10).count == Ribbon.maximumCount)
        #expect(Ribbon(count: 3, itemWidth: .nan).itemWidth == 1)
        #expect(RibbonScroller(count: 3, itemWidth: 40, viewportWidth: 0).viewportWidth == 0)
        #expect(RibbonScroller(count: 3, itemWidth: 40, viewportWidth: .nan).viewportWidth == 0)
        #expect(CellCache<Int>(radius: -4, reuseLimit: -1).capacity == 1)
        let picker = RibbonPicker<String>(componentSpacing: -1, cacheRadius: -3)
        #expect(picker.componentSpacing == 0)
        let empty = Ribbon(count: 0, itemWidth: 10)
        #expect(empty.index(ofSlot: 7) == 7 && empty.nearestSlot(showing: 3) == 0)
    }
}
