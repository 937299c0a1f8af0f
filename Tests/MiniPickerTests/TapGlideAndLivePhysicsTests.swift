import Testing
@testable import MiniPicker

/// The physics of these tests: the defaults, with a tap gliding to the tapped cell.
private let glide = RibbonScroller.Configuration(tapAction: .glideToCell)

/// A scroller of 100-wide cells in a viewport five cells wide (500), so that
/// a viewport at rest shows the centred cell from 200 to 300 and two cells on
/// each side: the one at 0..<100 is two before the centred one.
private func fiveCellScroller(count: Int = 20, selected: Int = 10, cyclic: Bool = false,
                              configuration: RibbonScroller.Configuration = glide) -> RibbonScroller {
    RibbonScroller(count: count, itemWidth: 100, viewportWidth: 500, isCyclic: cyclic,
                   selectedIndex: selected, configuration: configuration)
}

extension RibbonScroller {
    /// A tap: press and release at the same place, 50 ms apart.
    fileprivate mutating func tap(along position: Double, at time: Double = 0) {
        press(along: position, at: time)
        release(along: position, at: time + 50)
    }

    /// The cells centred on the way to rest, each once, in the order they came.
    fileprivate mutating func centredCellsToRest() -> [Int] {
        var seen: [Int] = []
        if let first = ribbon.centeredIndex { seen.append(first) }
        var now = time ?? 0
        while isAnimating {
            now += 1000.0 / 60.0
            advance(to: now)
            if let index = ribbon.centeredIndex, index != seen.last { seen.append(index) }
        }
        return seen
    }
}

@Suite("Scroller: a tap glides to the tapped cell")
struct TapGlideTests {
    @Test("the default configuration keeps the arrows")
    func defaultIsStepOneCell() {
        #expect(RibbonScroller.Configuration().tapAction == .stepOneCell)
        #expect(RibbonScroller.Configuration(tapSlop: 2).tapAction == .stepOneCell)
        #expect(glide.tapAction == .glideToCell)
        // The other values are the defaults: only the tap's action differs.
        #expect(glide == RibbonScroller.Configuration(decelerationRate: Deceleration.normal, rubberBandCoefficient: 0.55,
                                                      springRate: 0.02, settleTolerance: 0.5, tapSlop: 4,
                                                      tapStepZone: 1.0 / 3.0, velocityWindow: 100, maximumVelocity: 8,
                                                      maximumSettleDuration: 10_000, tapAction: .glideToCell))
    }

    @Test("a tap on each visible cell of a five-cell viewport lands on that cell", arguments: [
        // (along, the cell drawn there): cells 8, 9, 10 (centred), 11, 12 span 0..<100 … 400..<500.
        (50.0, 8), (150.0, 9), (250.0, 10), (350.0, 11), (450.0, 12),
        // The edges: a cell is half-open, so a position on a boundary is the later cell's.
        (0.0, 8), (99.999, 8), (100.0, 9), (299.999, 10), (300.0, 11), (499.999, 12),
    ])
    func tapEachVisibleCell(along: Double, expected: Int) {
        var scroller = fiveCellScroller()
        scroller.tap(along: along)
        // Any cell but the centred one glides there with the spring; the centred one is already there.
        #expect(scroller.isAnimating == (expected != 10))
        #expect(scroller.targetIndex == (expected != 10 ? expected : nil))
        #expect(scroller.selectedIndex == 10)   // committed only when it lands
        scroller.runToRest()
        #expect(scroller.phase == .idle)
        #expect(scroller.selectedIndex == expected)
        #expect(scroller.ribbon.centeredIndex == expected)
        #expect(scroller.ribbon.offset == 0)
    }

    @Test("the glide is the settle spring from rest: it lands at the spring's rest time", arguments: [
        (50.0, 8, -200.0), (150.0, 9, -100.0), (350.0, 11, 100.0), (450.0, 12, 200.0),
    ])
    func glideIsTheSpring(along: Double, expected: Int, travel: Double) {
        var scroller = fiveCellScroller()
        scroller.tap(along: along, at: 1000)
        let curve = SettleCurve(displacement: -travel, velocity: 0, springRate: 0.02,
                                minimumMomentumRate: -logarithm(Deceleration.normal) / 2)
        let rest = curve.restTime(tolerance: 0.5)
        #expect(!curve.isMomentum)
        #expect(scroller.settling.curve == curve)
        #expect(scroller.settling.startTime == 1050)
        scroller.advance(to: 1050 + 100)
        #expect(abs(scroller.ribbon.position - (1050 + travel + curve.displacement(at: 100))) < 1e-9)
        scroller.advance(to: (1050 + rest).nextDown)
        #expect(scroller.isAnimating)
        scroller.advance(to: (1050 + rest).nextUp)
        #expect(!scroller.isAnimating)
        #expect(scroller.selectedIndex == expected)
    }

    @Test("the default configuration still steps one cell in the arrow zones and stops in the middle", arguments: [
        // (along, expected): the zones are the outer thirds, 0..<166.7 and 333.3..<500.
        (50.0, 9), (150.0, 9), (250.0, 10), (350.0, 11), (450.0, 11),
    ])
    func defaultStepsOneCell(along: Double, expected: Int) {
        var scroller = fiveCellScroller(configuration: RibbonScroller.Configuration())
        scroller.tap(along: along)
        scroller.runToRest()
        #expect(scroller.selectedIndex == expected)
        #expect(scroller.ribbon.offset == 0)
    }

    @Test("a tap in the gap past an end of a plain ribbon goes to the nearer end cell", arguments: [
        // (selected, along, expected): at cell 0 the viewport shows a gap of two cells before it.
        (0, 50.0, 0), (0, 150.0, 0), (0, 250.0, 0), (0, 350.0, 1), (0, 450.0, 2),
        (19, 50.0, 17), (19, 150.0, 18), (19, 350.0, 19), (19, 450.0, 19),
        // A press outside the viewport counts as at its nearer edge.
        (10, -1e300, 8), (10, -0.001, 8), (10, 500.0, 12), (10, 1e300, 12),
    ])
    func gapsGoToTheEnds(selected: Int, along: Double, expected: Int) {
        var scroller = fiveCellScroller(selected: selected)
        scroller.tap(along: along)
        scroller.runToRest()
        #expect(scroller.selectedIndex == expected)
        #expect(scroller.ribbon.offset == 0)
    }

    @Test("a tap past an end while the ribbon springs back goes to the end cell")
    func tapWhileRubberBanding() {
        var scroller = fiveCellScroller(selected: 0)
        // Drag cell 0 150 to the right, past the start, and let go slowly: it springs back.
        scroller.press(along: 250, at: 0)
        scroller.move(along: 400, at: 500)
        scroller.release(along: 400, at: 1000)
        #expect(scroller.ribbon.overshoot < 0)
        scroller.advance(to: 1016)
        // The band drew cell 0 right of the centre, so the viewport's first cells are the gap.
        scroller.tap(along: 20, at: 1020)
        #expect(scroller.targetIndex == 0)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 0)
    }

    @Test("on a cyclic ribbon the glide takes the shorter way round", arguments: [
        // (count, selected, along, target, the cells centred on the way, in order)
        (12, 0, 50.0, 10, [0, 11, 10]),      // cell 10 is two back, not ten forward
        (12, 0, 450.0, 2, [0, 1, 2]),
        (12, 11, 450.0, 1, [11, 0, 1]),      // across the seam, forward
        (4, 0, 450.0, 2, [0, 1, 2]),         // both ways two cells: the way it was drawn, forward…
        (4, 0, 50.0, 2, [0, 3, 2]),          // …or back
        (3, 0, 450.0, 2, [0, 2]),            // drawn two forward, one back is shorter
        (3, 0, 50.0, 1, [0, 1]),             // drawn two back, one forward is shorter
        (2, 0, 450.0, 0, [0]),               // a repetition of the centred cell: it stays
    ])
    func cyclicShortestWay(count: Int, selected: Int, along: Double, target: Int, path: [Int]) {
        var scroller = fiveCellScroller(count: count, selected: selected, cyclic: true)
        scroller.tap(along: along)
        #expect(scroller.centredCellsToRest() == path)
        #expect(scroller.selectedIndex == target)
        #expect(scroller.ribbon.offset == 0)
    }

    @Test("a tap that interrupts a settle goes to the cell drawn under the finger at the press", arguments: [
        // A step from 10 to 15 drawn at 100 ms: the spring is at −500·3·e^−2 = −203.0 from cell 15,
        // position 1347.0, so cell 13 is centred (3.0 before its centre) and 11…15 show.
        (50.0, 11), (150.0, 12), (250.0, 13), (350.0, 14), (450.0, 15),
    ])
    func tapInterruptingASettle(along: Double, expected: Int) {
        var scroller = fiveCellScroller()
        scroller.step(by: 5, animated: true, at: 0)
        scroller.advance(to: 100)
        #expect(abs(scroller.ribbon.position - 1346.997_075_145_081) < 1e-9)
        // The press comes at 150 ms, when the spring would be at 1450.4 (cell 14 centred), but the
        // user saw the frame of 100 ms.
        scroller.press(along: along, at: 150, interruptingAt: 100)
        scroller.release(along: along, at: 200)
        scroller.runToRest()
        #expect(scroller.selectedIndex == expected)
    }

    @Test("a wheel glides the same way down its axis", arguments: [
        // (y in a wheel five rows high with rows one unit high, on row 10; expected row)
        (0.5, 8), (1.5, 9), (2.5, 10), (3.5, 11), (4.5, 12), (0.0, 8), (4.999, 12),
    ])
    @MainActor
    func verticalWheel(y: Double, expected: Int) {
        let source = RecordingSource(rows: [20])
        source.layouts[0] = ComponentLayout(length: 5, itemLength: 1, axis: .vertical)
        let picker = RibbonPicker<String>(configuration: RibbonScroller.Configuration(tapSlop: 0.5, tapAction: .glideToCell))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(10, inComponent: 0, animated: false)
        picker.press(along: y, inComponent: 0, at: 0)
        picker.release(along: y, at: 40)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == expected)
        #expect(source.selections == (expected == 10 ? [] : [.select(row: expected, component: 0)]))
    }

    @Test("a host's geometry keeps the tap action")
    func geometryKeepsTapAction() {
        var scroller = fiveCellScroller()
        scroller.apply(RibbonGeometry(itemLength: 100, viewportLength: 500, tapSlop: 2))
        #expect(scroller.configuration.tapSlop == 2)
        #expect(scroller.configuration.tapAction == .glideToCell)
        scroller.tap(along: 450)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 12)
    }
}

@MainActor
@Suite("RibbonPicker: steps of any size in constant time")
struct HugeStepTests {
    /// A picker of one 100-wide component of `rows` rows on `selected`.
    func picker(rows: Int, cyclic: Bool, selected: Int) -> (RibbonPicker<String>, RecordingSource) {
        let (picker, source) = makePicker(rows: [rows])
        source.layouts[0] = ComponentLayout(width: 100, isCyclic: cyclic)
        picker.reloadAllComponents()
        picker.selectRow(selected, inComponent: 0, animated: false)
        return (picker, source)
    }

    @Test("step(by:) lands on the ends of a plain component and on the wrapped row of a cyclic one", arguments: [
        // (rows, cyclic, selected, step, expected row)
        (12, false, 5, Int.max, 11), (12, false, 5, Int.min, 0),
        (12, false, 5, 3, 8), (12, false, 5, -7, 0),
        (12, true, 5, Int.max, 0),     // Int.max = 12·q + 7: 5 + 7 = 12 → 0
        (12, true, 5, Int.min, 9),     // Int.min = −12·q − 8: 5 − 8 = −3 → 9
        (12, true, 5, -7, 10),
        (7, true, 3, Int.max, 3),      // Int.max is a multiple of 7
        (7, true, 3, Int.min, 2),      // Int.min = −7·q − 1
        (1, true, 0, Int.min, 0), (1, false, 0, Int.max, 0),
        // Ribbon.maximumCount, 4 611 686 018 427 387 903 = m: Int.max = 2·m + 1, Int.min = −2·m − 2.
        (Ribbon.maximumCount, false, 5, Int.max, Ribbon.maximumCount - 1), (Ribbon.maximumCount, false, 5, Int.min, 0),
        (Ribbon.maximumCount, true, 5, Int.max, 6), (Ribbon.maximumCount, true, 5, Int.min, 3),
        (Ribbon.maximumCount, true, Ribbon.maximumCount - 1, Int.max, 0),
    ])
    func hugeSteps(rows: Int, cyclic: Bool, selected: Int, step: Int, expected: Int) {
        // Without animation, at once.
        let (still, stillSource) = picker(rows: rows, cyclic: cyclic, selected: selected)
        still.step(by: step, animated: false)
        #expect(!still.isAnimating)
        #expect(still.selectedRow(inComponent: 0) == expected)
        #expect(stillSource.selections == (expected == selected ? [] : [.select(row: expected, component: 0)]))
        // Animated, on landing.
        let (moving, source) = picker(rows: rows, cyclic: cyclic, selected: selected)
        moving.step(by: step)
        #expect(moving.scroller(ofComponent: 0).targetIndex == (expected == selected ? nil : expected))
        settle(moving)
        #expect(moving.selectedRow(inComponent: 0) == expected)
        #expect(moving.scroller(ofComponent: 0).ribbon.offset == 0)
        #expect(source.selections == (expected == selected ? [] : [.select(row: expected, component: 0)]))
    }

    @Test("steps add up from the running animation's target, also with the largest steps", arguments: [
        // (cyclic, second step, expected): 5, then +3 → 8 animating, then the second step from 8.
        (false, Int.max, 11), (false, Int.min, 0), (true, Int.max, 3), (true, Int.min, 0),
    ])
    func hugeStepsAddUp(cyclic: Bool, second: Int, expected: Int) {
        let (picker, _) = picker(rows: 12, cyclic: cyclic, selected: 5)
        picker.step(by: 3)
        picker.advance(to: 16)
        picker.step(by: second)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == expected)
    }

    @Test("a step on another component, or one outside the picker, changes nothing; a step during a press is ignored")
    func stepTargets() {
        let (picker, source) = makePicker(rows: [12, 12])
        picker.step(by: 4, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 4)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        for component in [-1, 2, Int.max, Int.min] { picker.step(by: Int.max, inComponent: component) }
        #expect(!picker.isAnimating)
        picker.press(x: 50, at: 0)
        picker.step(by: 3, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.selections == [.select(row: 4, component: 1)])
    }

    @Test("a step too long for the spring to draw lands at once")
    func stepBeyondTheDoubles() {
        // 4.6e18 cells of 1e300 each: the distance is no finite number.
        var scroller = RibbonScroller(count: Ribbon.maximumCount, itemWidth: 1e300, viewportWidth: 1e300)
        scroller.step(by: Int.max, at: 0)
        #expect(scroller.phase == .idle)
        #expect(scroller.selectedIndex == Ribbon.maximumCount - 1)
        scroller.step(by: Int.min, at: 0)
        #expect(scroller.selectedIndex == 0)
    }
}

@Suite("Scroller and picker: a cancelled drag glides back")
struct CancelGlideTests {
    /// A drag of cell 6 of 12 by 120 to the left (cell 7 centred, 20 past its centre) at 100 ms.
    func dragged() -> RibbonScroller {
        var scroller = makeScroller()
        scroller.press(x: 50, at: 0)
        scroller.move(x: -70, at: 100)
        return scroller
    }

    @Test("cancel(at:) settles from where the ribbon is drawn to the selected cell", arguments: [
        // (cancel time, when the glide starts): a time that is not finite, or earlier than the
        // latest seen, counts as the latest (the move's, 100).
        (150.0, 150.0), (Double.nan, 100.0), (Double.infinity, 100.0), (-Double.infinity, 100.0), (50.0, 100.0),
    ])
    func cancelGlidesBack(time: Double, start: Double) {
        var scroller = dragged()
        #expect(scroller.ribbon.position == 770)
        scroller.cancel(at: time)
        #expect(scroller.phase == .settling)
        #expect(scroller.isAnimating)
        #expect(scroller.isUserDriven)
        #expect(scroller.targetIndex == 6)
        #expect(scroller.selectedIndex == 6)
        // Drawn where the drag left it.
        #expect(scroller.ribbon.position == 770)
        #expect(scroller.ribbon.centeredIndex == 7)
        #expect(scroller.ribbon.offset == 20)
        // The settle spring from 120 past cell 6, at rest.
        let curve = SettleCurve(displacement: 120, velocity: 0, springRate: 0.02,
                                minimumMomentumRate: -logarithm(Deceleration.normal) / 2)
        #expect(scroller.settling.curve == curve)
        #expect(scroller.settling.startTime == start)
        // The drag is over: its release is ignored.
        scroller.release(x: -300, at: start + 10)
        #expect(scroller.targetIndex == 6)
        scroller.advance(to: start + 100)
        #expect(abs(scroller.ribbon.position - (650 + curve.displacement(at: 100))) < 1e-9)
        let rest = curve.restTime(tolerance: 0.5)
        scroller.advance(to: (start + rest).nextDown)
        #expect(scroller.isAnimating)
        scroller.advance(to: (start + rest).nextUp)
        #expect(scroller.phase == .idle)
        #expect(scroller.selectedIndex == 6)
        #expect(scroller.ribbon.position == 650)
    }

    @Test("cancel() still returns at once")
    func cancelStillJumps() {
        var scroller = dragged()
        scroller.cancel()
        #expect(scroller.phase == .idle)
        #expect(scroller.ribbon.position == 650)
    }

    @Test("cancel(at:) during a fling glides back from the frame drawn last, not to the fling's cell")
    func cancelDuringAFling() {
        var scroller = makeScroller(count: 100)
        scroller.press(x: 300, at: 0)
        for (i, x) in [250.0, 200, 150, 100].enumerated() { scroller.move(x: x, at: Double(i + 1) * 25) }
        scroller.release(x: 100, at: 100)
        #expect(scroller.targetIndex == 18)
        scroller.advance(to: 300)
        let drawn = scroller.ribbon
        scroller.cancel(at: 320)
        #expect(scroller.ribbon == drawn)
        #expect(scroller.targetIndex == 6)
        #expect(scroller.settling.curve.initialVelocity == 0)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 6)
    }

    @Test("cancel(at:) at rest, on the selected cell or on an empty ribbon changes nothing")
    func cancelAtRest() {
        var scroller = makeScroller()
        scroller.cancel(at: 10)
        #expect(scroller.phase == .idle)
        #expect(scroller.ribbon.position == 650)
        #expect(scroller.time == 10)
        // A press and no move: already on the cell, so it rests at once.
        scroller.press(x: 50, at: 20)
        scroller.cancel(at: 30)
        #expect(scroller.phase == .idle)
        #expect(scroller.selectedIndex == 6)
        var empty = makeScroller(count: 0, selected: 0)
        empty.cancel(at: 10)
        #expect(empty.phase == .idle && empty.selectedIndex == nil)
    }

    @Test("cancel(at:) on a cyclic ribbon glides back the shorter way")
    func cancelCyclic() {
        var scroller = makeScroller(count: 12, selected: 0, cyclic: true)
        scroller.press(x: 50, at: 0)
        scroller.move(x: 320, at: 100)        // 270 back: cell 9 centred, 30 past its centre
        #expect(scroller.ribbon.centeredIndex == 9)
        scroller.cancel(at: 100)
        #expect(scroller.centredCellsToRest() == [9, 10, 11, 0])
        #expect(scroller.selectedIndex == 0)
    }

    @Test("RibbonPicker.cancel(at:) glides back: rows pass the centre, and no selection")
    @MainActor
    func pickerCancelGlides() {
        let (picker, source) = makePicker(rows: [12])
        picker.press(x: 50, at: 0)
        picker.move(x: -70, at: 100)          // row 1 centred, 20 past its centre
        #expect(source.events == [.center(row: 1, component: 0)])
        picker.cancel(at: 150)
        #expect(picker.isAnimating)
        #expect(picker.scroller(ofComponent: 0).phase == .settling)
        #expect(picker.scroller(ofComponent: 0).ribbon.position == 170)
        #expect(picker.scroller(ofComponent: 0).settling.startTime == 150)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.release(x: -300, at: 160)      // the cancelled drag's release is ignored
        #expect(picker.scroller(ofComponent: 0).targetIndex == 0)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.scroller(ofComponent: 0).ribbon.position == 50)
        #expect(source.events == [.center(row: 1, component: 0), .center(row: 0, component: 0)])
        // With no drag, nothing happens; a time that is not finite is the latest seen.
        picker.cancel(at: .nan)
        #expect(!picker.isAnimating)
        picker.press(x: 50, at: 1000)
        picker.move(x: -70, at: 1100)
        picker.cancel(at: .nan)
        #expect(picker.scroller(ofComponent: 0).settling.startTime == 1100)
    }
}

@MainActor
@Suite("RibbonPicker: changing physics keeps the motion")
struct LivePhysicsTests {
    /// A picker of 100 rows on row 6, flung by 200 at 2 per ms, released at 100 ms:
    /// 850 + 2 / −ln 0.998 = 1849.0, the target is row 18.
    func flung() -> (RibbonPicker<String>, RecordingSource) {
        let (picker, source) = makePicker(rows: [100])
        picker.selectRow(6, inComponent: 0, animated: false)
        picker.press(x: 90, at: 0)
        for (i, x) in [40.0, -10, -60, -110].enumerated() { picker.move(x: x, at: Double(i + 1) * 25) }
        picker.release(x: -110, at: 100)
        return (picker, source)
    }

    @Test("a new deceleration mid-fling keeps the target and re-plans the curve from where it is")
    func newDecelerationMidFling() {
        let (picker, source) = flung()
        #expect(picker.scroller(ofComponent: 0).targetIndex == 18)
        picker.advance(to: 300)
        let before = picker.scroller(ofComponent: 0)
        #expect(before.settling.curve.isMomentum)
        let configuration = RibbonScroller.Configuration(decelerationRate: Deceleration.fast)
        picker.configuration = configuration
        let after = picker.scroller(ofComponent: 0)
        #expect(picker.configuration == configuration)
        #expect(after.configuration == configuration)
        #expect(picker.isAnimating)
        // Kept, not projected again (0.99 would rest near 1049, row 10).
        #expect(after.targetIndex == 18)
        #expect(after.ribbon == before.ribbon)   // nothing moves until the next frame
        // From the displacement and velocity at 300 ms; the old curve's decay (about 1/500 per ms) is
        // now slower than half the new deceleration's (0.005 per ms): the spring takes over.
        let elapsed = 300 - before.settling.startTime
        let curve = SettleCurve(displacement: before.settling.curve.displacement(at: elapsed),
                                velocity: before.settling.curve.velocity(at: elapsed), springRate: 0.02,
                                minimumMomentumRate: -logarithm(Deceleration.fast) / 2)
        #expect(!curve.isMomentum)
        #expect(after.settling.curve == curve)
        #expect(after.settling.startTime == 300)
        let rest = curve.restTime(tolerance: 0.5)
        picker.advance(to: (300 + rest).nextDown)
        #expect(picker.isAnimating)
        picker.advance(to: (300 + rest).nextUp)
        #expect(!picker.isAnimating)
        #expect(picker.selectedRow(inComponent: 0) == 18)
        #expect(picker.scroller(ofComponent: 0).ribbon.offset == 0)
        #expect(source.selections == [.select(row: 18, component: 0)])
    }

    @Test("a new spring mid-step lands when the new spring says", arguments: [0.002, 0.02, 0.2, 10.0])
    func newSpringMidStep(rate: Double) {
        let (picker, _) = makePicker(rows: [12])
        picker.press(x: 50, at: 0)
        picker.release(x: 50, at: 10)          // a tap: the picker's clock reads 10
        picker.increment()                     // a spring from −100, from 10 ms
        picker.advance(to: 60)
        let before = picker.scroller(ofComponent: 0).settling
        picker.configuration = RibbonScroller.Configuration(springRate: rate)
        let curve = SettleCurve(displacement: before.curve.displacement(at: 50), velocity: before.curve.velocity(at: 50),
                                springRate: rate, minimumMomentumRate: -logarithm(Deceleration.normal) / 2)
        let after = picker.scroller(ofComponent: 0).settling
        // An equal configuration (0.02) keeps the curve as it was.
        #expect(after.curve == (rate == 0.02 ? before.curve : curve))
        #expect(after.startTime == (rate == 0.02 ? 10 : 60))
        let end = rate == 0.02 ? 10 + before.duration : 60 + min(curve.restTime(tolerance: 0.5), 10_000)
        picker.advance(to: end.nextDown)
        #expect(picker.isAnimating)
        picker.advance(to: end.nextUp)
        #expect(!picker.isAnimating)
        #expect(picker.selectedRow(inComponent: 0) == 1)
    }

    @Test("a press in progress goes on under the new physics")
    func pressGoesOn() {
        let (picker, source) = makePicker(rows: [12])
        picker.press(x: 50, at: 0)
        picker.move(x: 80, at: 100)            // 30 past the start of row 0: rubber-banded
        picker.configuration = RibbonScroller.Configuration(rubberBandCoefficient: 2, tapAction: .glideToCell)
        #expect(picker.scroller(ofComponent: 0).phase == .tracking)
        picker.move(x: 90, at: 200)            // 40 past: banded with the new coefficient
        let band = RubberBand.offset(forOvershoot: -40, dimension: 100, coefficient: 2)
        #expect(abs(picker.scroller(ofComponent: 0).ribbon.offset - band) < 1e-12)
        picker.move(x: -80, at: 300)
        picker.release(x: -80, at: 1300)        // a slow drag of 130: row 1
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(source.selections == [.select(row: 1, component: 0)])
    }

    @Test("a new tap action during a press decides the release")
    func tapActionDuringAPress() {
        let source = RecordingSource(rows: [20])
        let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: 500, itemWidth: 100))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(10, inComponent: 0, animated: false)
        picker.press(x: 50, at: 0)
        picker.configuration = glide
        picker.release(x: 50, at: 40)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 8)     // the arrows would have stepped to 9
        picker.configuration = RibbonScroller.Configuration()
        picker.press(x: 50, at: 1000)
        picker.release(x: 50, at: 1040)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 7)
    }

    @Test("components made after the change take it; at rest nothing moves")
    func newComponentsTakeIt() {
        let (picker, source) = makePicker(rows: [12])
        picker.configuration = glide
        source.rows = [12, 5]
        picker.reloadAllComponents()
        #expect(picker.scroller(ofComponent: 0).configuration == glide)
        #expect(picker.scroller(ofComponent: 1).configuration == glide)
        #expect(picker.scroller(ofComponent: 7).configuration == glide)
        #expect(!picker.isAnimating)
        #expect(source.events.isEmpty)
    }
}
