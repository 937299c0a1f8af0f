import Testing
import MiniPicker

/// The physics of a wheel whose rows are one unit high (a terminal's lines):
/// a tap travels at most half a row.
let lineWheelPhysics = RibbonScroller.Configuration(tapSlop: 0.5)

/// The hours of a day on a wheel five rows high, one row a unit, wrapping.
@MainActor
func makeHourWheel(selecting hour: Int = 9) -> LabelRibbon {
    LabelRibbon(count: 24, selecting: hour,
                layout: ComponentLayout(length: 5, itemLength: 1, axis: .vertical, isCyclic: true),
                configuration: lineWheelPhysics) { hour in
        hour < 10 ? "0\(hour)" : "\(hour)"
    }
}

/// The rows and offsets a ribbon shows, from its leading edge on.
@MainActor
func shownRows(_ ribbon: LabelRibbon) -> [(label: String, offset: Double)] {
    var rows: [(label: String, offset: Double)] = []
    ribbon.forEachVisibleLabel { place, label in rows.append((label, place.offset)) }
    return rows
}

@MainActor
@Suite("Orientation: horizontal ribbons and vertical wheels")
struct OrientationTests {
    @Test("a layout measures along its axis; width and itemWidth are the same lengths under their first names")
    func layoutLengths() {
        let ribbon = ComponentLayout(width: 120, itemWidth: 40)
        let wheel = ComponentLayout(length: 5, itemLength: 1, axis: .vertical, isCyclic: true)
        let table: [(ComponentLayout, ComponentLayout.Axis, Double, Double, Bool)] = [
            (ribbon, .horizontal, 120, 40, false),
            (wheel, .vertical, 5, 1, true),
            (ComponentLayout(length: 30), .horizontal, 30, 30, false),
            (ComponentLayout(width: 30, isCyclic: true), .horizontal, 30, 30, true),
        ]
        for (layout, axis, length, itemLength, isCyclic) in table {
            #expect(layout.axis == axis && layout.isCyclic == isCyclic)
            #expect(layout.length == length && layout.width == length)
            #expect(layout.itemLength == itemLength && layout.itemWidth == itemLength)
        }
        #expect(ComponentLayout(length: 120, itemLength: 40) == ribbon)
        #expect(ComponentLayout(length: 120, itemLength: 40, axis: .vertical) != ribbon)
    }

    @Test("a wheel shows the chosen row in the middle, the ones before above it and the ones after below")
    func wheelRows() {
        let wheel = makeHourWheel(selecting: 9)
        #expect(shownRows(wheel).map(\.label) == ["07", "08", "09", "10", "11"])
        #expect(shownRows(wheel).map(\.offset) == [0, 1, 2, 3, 4])
        let midnight = makeHourWheel(selecting: 0)
        #expect(shownRows(midnight).map(\.label) == ["22", "23", "00", "01", "02"])
    }

    @Test("dragging a wheel's content up brings later rows to the middle, down brings earlier ones",
          arguments: [
              // (from, to, the row in the middle after the drag, the rows centred on the way)
              (2.5, 0.5, 11, [10, 11]),     // up two rows, as a finger's swipe up
              (2.5, 1.5, 10, [10]),
              (2.5, 2.1, 9, []),             // less than half a row, a tap: back to 09
              (2.5, 3.5, 8, [8]),            // down one row
              (2.5, 5.5, 6, [8, 6]),         // down three, dragged past the bottom edge
          ])
    func wheelDrag(from: Double, to: Double, middle: Int, centred: [Int]) {
        let wheel = makeHourWheel(selecting: 9)
        var seen: [Int] = []
        var selected: [Int] = []
        wheel.onCenter = { seen.append($0) }
        wheel.onSelect = { selected.append($0) }
        wheel.press(along: from, at: 0)
        wheel.move(along: (from + to) / 2, at: 100)
        wheel.move(along: to, at: 200)
        wheel.release(along: to, at: 600)          // held still: no fling
        wheel.advanceToRest()
        #expect(wheel.selectedRow == middle)
        #expect(seen == centred)
        #expect(selected == (middle == 9 ? [] : [middle]))
        #expect(shownRows(wheel)[2].label == (middle < 10 ? "0\(middle)" : "\(middle)"))
    }

    @Test("a tap near a wheel's top steps back, near its bottom steps on; Down and Up keys step the same way",
          arguments: [(0.5, 8), (1.2, 8), (2.5, 9), (3.9, 10), (4.5, 10)])
    func wheelTaps(position: Double, middle: Int) {
        let wheel = makeHourWheel(selecting: 9)
        wheel.press(along: position, at: 0)
        wheel.release(along: position, at: 50)
        wheel.advanceToRest()
        #expect(wheel.selectedRow == middle)
        let keys = makeHourWheel(selecting: 9)
        keys.increment(animated: false)     // Down
        #expect(keys.selectedRow == 10)
        keys.decrement(animated: false)     // Up
        keys.decrement(animated: false)
        #expect(keys.selectedRow == 8)
    }

    @Test("a press outside a wheel's length, or not a number, is ignored")
    func wheelIgnoresOutside() {
        let wheel = makeHourWheel(selecting: 9)
        for position in [-0.01, 5, 7, .nan, .infinity, -.infinity] {
            wheel.press(along: position, at: 0)
            wheel.move(along: 0, at: 100)
            wheel.release(along: 0, at: 200)
            #expect(wheel.scroller.phase == .idle && wheel.selectedRow == 9, "press at \(position)")
        }
    }

    @Test("wheels stand across their axis: each starts at the top, the host names the one pressed")
    func pickerOfWheels() {
        let source = RecordingSource(rows: [24, 60, 2])
        let wheel = ComponentLayout(length: 5, itemLength: 1, axis: .vertical, isCyclic: true)
        source.layouts = [0: wheel, 1: wheel, 2: ComponentLayout(length: 5, itemLength: 1, axis: .vertical)]
        let picker = RibbonPicker<String>(componentSpacing: 2, configuration: lineWheelPhysics)
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(9, inComponent: 0, animated: false)
        picker.selectRow(30, inComponent: 1, animated: false)
        #expect((0..<3).map { picker.origin(ofComponent: $0) } == [0, 0, 0])
        #expect(picker.width == 0)
        // press(x:) finds horizontal components only.
        picker.press(x: 1, at: 0)
        #expect((0..<3).allSatisfy { picker.scroller(ofComponent: $0).phase == .idle })
        // The minutes dragged up two rows.
        picker.press(along: 2.5, inComponent: 1, at: 10)
        picker.move(along: 1.5, at: 50)
        picker.move(along: 0.5, at: 100)
        picker.release(along: 0.5, at: 500)
        settle(picker)
        #expect((0..<3).map { picker.selectedRow(inComponent: $0) } == [9, 32, 0])
        #expect(source.events == [.center(row: 31, component: 1), .center(row: 32, component: 1),
                                  .select(row: 32, component: 1)])
        #expect(picker.visibleCells(inComponent: 1).map(\.cell) == ["1:30", "1:31", "1:32", "1:33", "1:34"])
        #expect(picker.visibleCells(inComponent: 1).map(\.place.offset) == [0, 1, 2, 3, 4])
        // The AM/PM wheel does not wrap: rows 0 and 1 below the middle, nothing above.
        #expect(picker.visibleCells(inComponent: 2).map(\.place.offset) == [2, 3])
        // Presses outside a wheel's length, on no component, or at no number are ignored.
        source.events.removeAll()
        for (position, component) in [(5.0, 0), (-0.5, 0), (2.0, 3), (2.0, -1), (.nan, 2)] {
            picker.press(along: position, inComponent: component, at: 600)
            picker.move(along: -3, at: 700)
            picker.release(along: -3, at: 800)
        }
        settle(picker)
        #expect(source.events.isEmpty)
        #expect((0..<3).map { picker.selectedRow(inComponent: $0) } == [9, 32, 0])
    }

    @Test("a press on another component ends the drag of the first, whichever way each runs")
    func pressOnAnotherComponent() {
        let source = RecordingSource(rows: [24, 60])
        source.layouts = [0: ComponentLayout(length: 5, itemLength: 1, axis: .vertical),
                          1: ComponentLayout(length: 5, itemLength: 1, axis: .vertical)]
        let picker = RibbonPicker<String>(configuration: lineWheelPhysics)
        picker.dataSource = source
        picker.delegate = source
        picker.press(along: 4, inComponent: 0, at: 0)
        picker.move(along: 1, at: 100)                    // three rows up, not released
        #expect(picker.scroller(ofComponent: 0).ribbon.centeredIndex == 3)
        picker.press(along: 2.5, inComponent: 1, at: 200)
        #expect(picker.scroller(ofComponent: 0).phase == .idle)
        #expect(picker.scroller(ofComponent: 0).ribbon.centeredIndex == 0)
        #expect(picker.scroller(ofComponent: 1).phase == .tracking)
        #expect(source.selections.isEmpty)
    }

    @Test("in a mixed picker the ribbons stand left to right and the wheels take no room on the x axis")
    func mixedAxes() {
        let source = RecordingSource(rows: [12, 24, 60])
        source.layouts = [0: ComponentLayout(width: 100),
                          1: ComponentLayout(length: 5, itemLength: 1, axis: .vertical),
                          2: ComponentLayout(width: 60, itemWidth: 20)]
        let picker = RibbonPicker<String>(componentSpacing: 8)
        picker.dataSource = source
        picker.delegate = source
        #expect((0..<3).map { picker.origin(ofComponent: $0) } == [0, 0, 108])
        #expect(picker.width == 168)
        #expect(picker.origin(ofComponent: 3) == 168)
        // (x, the component press(x:) finds)
        let hits: [(Double, Int?)] = [(0, 0), (99.9, 0), (100, nil), (104, nil), (108, 2), (167.9, 2), (168, nil), (2, 0)]
        for (x, expected) in hits {
            picker.press(x: x, at: 0)
            let tracking = (0..<3).filter { picker.scroller(ofComponent: $0).phase == .tracking }
            #expect(tracking == (expected.map { [$0] } ?? []), "press at x = \(x)")
            picker.cancel()
        }
        // press(along:inComponent:) takes a ribbon's x in the picker too.
        picker.press(along: 110, inComponent: 2, at: 0)
        #expect(picker.scroller(ofComponent: 2).phase == .tracking)
        picker.cancel()
        picker.press(along: 50, inComponent: 2, at: 0)
        #expect(picker.scroller(ofComponent: 2).phase == .idle)
        // A component that turns into a wheel gives up its place on the x axis.
        source.layouts[0] = ComponentLayout(length: 100, axis: .vertical)
        picker.reloadAllComponents()
        #expect((0..<3).map { picker.origin(ofComponent: $0) } == [0, 0, 0])
        #expect(picker.width == 60)
    }
}
