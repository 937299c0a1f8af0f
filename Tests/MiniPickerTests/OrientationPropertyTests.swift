import Testing
import MiniPicker
import TestSupport

/// Random event sequences played on a horizontal ribbon and on a vertical
/// wheel of the same lengths, with the same coordinates along their axes:
/// positions, selections, visible cells and callbacks must be identical.
@MainActor
@Suite("Orientation: a vertical wheel behaves as a horizontal ribbon, given the same coordinates along its axis")
struct OrientationPropertyTests {
    static let seed: UInt64 = 0x0A11_2026

    /// A layout of a random length showing one to five cells, and its twin along the other axis.
    static func layouts(_ rng: inout SeededGenerator) -> (horizontal: ComponentLayout, vertical: ComponentLayout) {
        let length = [1.0, 5, 37.5, 100, Double(Int.random(in: 20...200, using: &rng))].randomElement(using: &rng)!
        let itemLength = length / Double(Int.random(in: 1...5, using: &rng))
        let isCyclic = rng.chance(0.4)
        return (ComponentLayout(width: length, itemWidth: itemLength, isCyclic: isCyclic),
                ComponentLayout(length: length, itemLength: itemLength, axis: .vertical, isCyclic: isCyclic))
    }

    /// The physics of a sequence: the default, or one scaled for small units.
    static func configuration(_ rng: inout SeededGenerator) -> RibbonScroller.Configuration {
        rng.chance(0.5) ? RibbonScroller.Configuration() : RibbonScroller.Configuration(tapSlop: 0.5)
    }

    /// An event time: mostly increasing, sometimes not a number or in the past.
    static func eventTime(_ rng: inout SeededGenerator, _ time: inout Double) -> Double {
        time += Double.random(in: 0...40, using: &rng)
        return rng.chance(0.03) ? (rng.chance(0.5) ? .nan : time - 500) : time
    }

    @Test("scrollers: press(along:), move(along:), release(along:) match press(x:), move(x:), release(x:)")
    func scrollers() {
        var rng = SeededGenerator(seed: Self.seed)
        for sequence in 0..<1000 {
            let count = PropertyTests.rowCount(&rng)
            let (layout, _) = Self.layouts(&rng)
            let selected = Int.random(in: -2...max(0, min(count, 1 << 40)), using: &rng)
            let configuration = Self.configuration(&rng)
            var horizontal = RibbonScroller(count: count, itemWidth: layout.itemWidth, viewportWidth: layout.width,
                                            isCyclic: layout.isCyclic, selectedIndex: selected, configuration: configuration)
            var vertical = RibbonScroller(count: count, itemWidth: layout.itemLength, viewportWidth: layout.length,
                                          isCyclic: layout.isCyclic, selectedIndex: selected, configuration: configuration)
            var time = 0.0
            for step in 0..<60 {
                let t = Self.eventTime(&rng, &time)
                let position = PropertyTests.coordinate(&rng, width: layout.length)
                var cells: (horizontal: [VisibleCell], vertical: [VisibleCell])?
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1: horizontal.press(x: position, at: t); vertical.press(along: position, at: t)
                case 2, 3: horizontal.move(x: position, at: t); vertical.move(along: position, at: t)
                case 4:
                    cells = (Array(horizontal.visibleCells(afterMovingTo: position, at: t)),
                             Array(vertical.visibleCells(afterMovingTo: position, at: t)))
                case 5, 6: horizontal.release(x: position, at: t); vertical.release(along: position, at: t)
                case 7: horizontal.cancel(); vertical.cancel()
                default: horizontal.advance(to: t); vertical.advance(to: t)
                }
                let ok = horizontal == vertical && cells.map { $0.horizontal == $0.vertical } != false
                #expect(ok, "seed \(rng.seed) sequence \(sequence) step \(step): \(horizontal) != \(vertical)")
                if !ok { return }
            }
        }
    }

    @Test("label ribbons: a vertical one shows, selects and reports as the horizontal one does")
    func labelRibbons() {
        var rng = SeededGenerator(seed: Self.seed &+ 1)
        for sequence in 0..<500 {
            let count = PropertyTests.rowCount(&rng)
            let (horizontalLayout, verticalLayout) = Self.layouts(&rng)
            let selected = Int.random(in: -2...max(0, min(count, 1 << 40)), using: &rng)
            let configuration = Self.configuration(&rng)
            var heard: (horizontal: [String], vertical: [String]) = ([], [])
            let horizontal = LabelRibbon(count: count, selecting: selected, layout: horizontalLayout,
                                         configuration: configuration) { "#\($0)" }
            let vertical = LabelRibbon(count: count, selecting: selected, layout: verticalLayout,
                                       configuration: configuration) { "#\($0)" }
            horizontal.onSelect = { heard.horizontal.append("select \($0)") }
            horizontal.onCenter = { heard.horizontal.append("centre \($0)") }
            vertical.onSelect = { heard.vertical.append("select \($0)") }
            vertical.onCenter = { heard.vertical.append("centre \($0)") }
            var time = 0.0
            for step in 0..<60 {
                let t = Self.eventTime(&rng, &time)
                let position = PropertyTests.coordinate(&rng, width: horizontalLayout.length)
                switch Int.random(in: 0..<14, using: &rng) {
                case 0, 1: horizontal.press(x: position, at: t); vertical.press(along: position, at: t)
                case 2, 3, 4: horizontal.move(x: position, at: t); vertical.move(along: position, at: t)
                case 5, 6: horizontal.release(x: position, at: t); vertical.release(along: position, at: t)
                case 7: horizontal.cancel(); vertical.cancel()
                case 8, 9: horizontal.advance(to: t); vertical.advance(to: t)
                case 10:
                    let animated = rng.chance(0.5)
                    if rng.chance(0.5) {
                        horizontal.increment(animated: animated); vertical.increment(animated: animated)
                    } else {
                        horizontal.decrement(animated: animated); vertical.decrement(animated: animated)
                    }
                case 11:
                    let row = Int.random(in: -3...50, using: &rng), animated = rng.chance(0.5)
                    horizontal.selectRow(row, animated: animated); vertical.selectRow(row, animated: animated)
                case 12:
                    let rows = PropertyTests.rowCount(&rng), row = Int.random(in: 0...60, using: &rng)
                    horizontal.reload(count: rows, selecting: row) { "#\($0)" }
                    vertical.reload(count: rows, selecting: row) { "#\($0)" }
                default:
                    horizontal.advanceToRest(); vertical.advanceToRest()
                }
                var shown: (horizontal: [String], vertical: [String]) = ([], [])
                horizontal.forEachVisibleLabel { shown.horizontal.append("\($1)@\($0.offset)/\($0.slot)") }
                vertical.forEachVisibleLabel { shown.vertical.append("\($1)@\($0.offset)/\($0.slot)") }
                let ok = horizontal.scroller == vertical.scroller && horizontal.selectedRow == vertical.selectedRow
                    && shown.horizontal == shown.vertical && heard.horizontal == heard.vertical
                    && horizontal.isAnimating == vertical.isAnimating && horizontal.currentTime == vertical.currentTime
                    && horizontal.accessibilityValue == vertical.accessibilityValue
                #expect(ok, """
                    seed \(rng.seed) sequence \(sequence) step \(step): \
                    shown \(shown.horizontal) vs \(shown.vertical), heard \(heard.horizontal) vs \(heard.vertical), \
                    scrollers \(horizontal.scroller) vs \(vertical.scroller)
                    """)
                if !ok { return }
            }
        }
    }

    @Test("pickers: wheels pressed by component and position match ribbons pressed by x, component by component")
    func pickers() {
        var rng = SeededGenerator(seed: Self.seed &+ 2)
        for sequence in 0..<500 {
            let components = Int.random(in: 1...3, using: &rng)
            let rows = (0..<components).map { _ in PropertyTests.rowCount(&rng) }
            let horizontalSource = RecordingSource(rows: rows), verticalSource = RecordingSource(rows: rows)
            for component in 0..<components {
                let (horizontal, vertical) = Self.layouts(&rng)
                horizontalSource.layouts[component] = horizontal
                verticalSource.layouts[component] = vertical
            }
            let spacing = [0.0, 2, 8.5][Int.random(in: 0..<3, using: &rng)]
            let configuration = Self.configuration(&rng)
            let cacheRadius = Int.random(in: 0...10, using: &rng)
            let horizontal = RibbonPicker<String>(componentSpacing: spacing, configuration: configuration, cacheRadius: cacheRadius)
            let vertical = RibbonPicker<String>(componentSpacing: spacing, configuration: configuration, cacheRadius: cacheRadius)
            horizontal.dataSource = horizontalSource
            horizontal.delegate = horizontalSource
            vertical.dataSource = verticalSource
            vertical.delegate = verticalSource
            let context = "seed \(rng.seed) sequence \(sequence)"
            #expect((0..<components).allSatisfy { vertical.origin(ofComponent: $0) == 0 } && vertical.width == 0, "\(context)")
            /// The horizontal component under `x`, read from the horizontal picker's geometry.
            func component(at x: Double) -> Int? {
                (0..<components).first { x >= horizontal.origin(ofComponent: $0)
                    && x < horizontal.origin(ofComponent: $0) + horizontal.layout(ofComponent: $0).length }
            }
            /// `x` as a position along a component: from its leading edge.
            func along(_ x: Double, _ component: Int) -> Double { x - horizontal.origin(ofComponent: component) }
            var pressed = 0
            var time = 0.0
            for step in 0..<60 {
                let t = Self.eventTime(&rng, &time)
                let x = PropertyTests.coordinate(&rng, width: horizontal.width)
                let chosen = Int.random(in: 0..<components, using: &rng)
                switch Int.random(in: 0..<15, using: &rng) {
                case 0, 1:
                    // A press between or beyond the ribbons lands outside the chosen wheel too.
                    let target = component(at: x) ?? chosen
                    horizontal.press(x: x, at: t)
                    vertical.press(along: along(x, target), inComponent: target, at: t)
                    if component(at: x) != nil { pressed = target }
                case 2, 3, 4: horizontal.move(x: x, at: t); vertical.move(along: along(x, pressed), at: t)
                case 5, 6: horizontal.release(x: x, at: t); vertical.release(along: along(x, pressed), at: t)
                case 7: horizontal.cancel(); vertical.cancel()
                case 8, 9: horizontal.advance(to: t); vertical.advance(to: t)
                case 10:
                    let row = Int.random(in: -5...50, using: &rng), animated = rng.chance(0.5)
                    horizontal.selectRow(row, inComponent: chosen, animated: animated)
                    vertical.selectRow(row, inComponent: chosen, animated: animated)
                case 11:
                    let count = PropertyTests.rowCount(&rng)
                    horizontalSource.rows[chosen] = count
                    verticalSource.rows[chosen] = count
                    horizontal.reloadComponent(chosen)
                    vertical.reloadComponent(chosen)
                case 12:
                    let animated = rng.chance(0.5)
                    if rng.chance(0.5) {
                        horizontal.increment(inComponent: chosen, animated: animated)
                        vertical.increment(inComponent: chosen, animated: animated)
                    } else {
                        horizontal.decrement(inComponent: chosen, animated: animated)
                        vertical.decrement(inComponent: chosen, animated: animated)
                    }
                case 13: horizontal.advanceToRest(); vertical.advanceToRest()
                default: horizontal.reloadAllComponents(); vertical.reloadAllComponents()
                }
                var ok = horizontalSource.events == verticalSource.events
                    && horizontal.isAnimating == vertical.isAnimating && horizontal.currentTime == vertical.currentTime
                for c in 0..<components {
                    ok = ok && horizontal.scroller(ofComponent: c) == vertical.scroller(ofComponent: c)
                        && horizontal.selectedRow(inComponent: c) == vertical.selectedRow(inComponent: c)
                        && horizontal.visibleCells(inComponent: c) == vertical.visibleCells(inComponent: c)
                }
                #expect(ok, "\(context) step \(step): events \(horizontalSource.events) vs \(verticalSource.events)")
                if !ok { return }
            }
        }
    }
}
