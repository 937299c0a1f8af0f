import Testing
import MiniPicker
import TestSupport

@MainActor
@Suite("Properties under random event sequences")
struct PropertyTests {
    static let seed: UInt64 = 0x5EED_2011

    /// A row count drawn from the interesting cases: empty, tiny, ordinary, huge.
    static func rowCount(_ rng: inout SeededGenerator) -> Int {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: 0
        case 1: 1
        case 2: 2
        case 3: 3
        case 4: Ribbon.maximumCount
        case 5: Int.random(in: 1_000_000...1_000_000_000_000, using: &rng)
        default: Int.random(in: 4...40, using: &rng)
        }
    }

    static func coordinate(_ rng: inout SeededGenerator, width: Double) -> Double {
        switch Int.random(in: 0..<40, using: &rng) {
        case 0: .nan
        case 1: .infinity
        case 2: -1e12
        default: Double.random(in: -60...(width + 60), using: &rng)
        }
    }

    @Test("picker invariants hold after every event; didSelectRow exactly when a user motion changed the row")
    func pickerInvariants() {
        var rng = SeededGenerator(seed: Self.seed)
        for sequence in 0..<1500 {
            let components = Int.random(in: 1...3, using: &rng)
            let source = RecordingSource(rows: (0..<components).map { _ in Self.rowCount(&rng) })
            for c in 0..<components where rng.chance(0.5) {
                let width = Double(Int.random(in: 20...200, using: &rng))
                source.layouts[c] = ComponentLayout(width: width, itemWidth: width / Double(Int.random(in: 1...5, using: &rng)),
                                                    isCyclic: rng.chance(0.5))
            }
            let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: 100, isCyclic: rng.chance(0.3)),
                                            cacheRadius: Int.random(in: 0...10, using: &rng))
            picker.dataSource = source
            picker.delegate = source
            var time = 0.0
            for step in 0..<60 {
                let before = (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
                source.events.removeAll()
                var programmatic = false
                time += Double.random(in: 0...40, using: &rng)
                let eventTime = rng.chance(0.03) ? (rng.chance(0.5) ? .nan : time - 500) : time
                let component = Int.random(in: 0..<picker.numberOfComponents, using: &rng)
                switch Int.random(in: 0..<15, using: &rng) {
                case 0, 1: picker.press(x: Self.coordinate(&rng, width: picker.width), at: eventTime)
                case 2, 3, 4: picker.move(x: Self.coordinate(&rng, width: picker.width), at: eventTime)
                case 5, 6: picker.release(x: Self.coordinate(&rng, width: picker.width), at: eventTime)
                case 7: picker.cancel()
                case 8, 9: picker.advance(to: eventTime)
                case 10:
                    programmatic = true
                    picker.selectRow(Int.random(in: -5...50, using: &rng), inComponent: component, animated: rng.chance(0.5))
                case 11:
                    programmatic = true
                    source.rows[component] = Self.rowCount(&rng)
                    picker.reloadComponent(component)
                case 12: rng.chance(0.5) ? picker.increment(inComponent: component) : picker.decrement(inComponent: component)
                case 13: _ = picker.visibleCells(inComponent: component)
                default:
                    programmatic = true
                    picker.reloadAllComponents()
                }
                let context = "seed \(Self.seed) sequence \(sequence) step \(step)"
                var changed: [RecordingSource.Event] = []
                for c in 0..<picker.numberOfComponents {
                    let rows = picker.numberOfRows(inComponent: c)
                    let row = picker.selectedRow(inComponent: c)
                    let scroller = picker.scroller(ofComponent: c)
                    #expect(rows == 0 ? row == nil : row.map((0..<rows).contains) == true,
                            "\(context): selection \(String(describing: row)) of \(rows)")
                    #expect(scroller.ribbon.position.isFinite && scroller.ribbon.offset.isFinite, "\(context)")
                    if scroller.phase == .idle && rows > 0 {
                        #expect(scroller.ribbon.offset == 0 && scroller.ribbon.centeredIndex == row,
                                "\(context): at rest off the selected cell's centre")
                    }
                    let radius = max(picker.cacheRadius, Int((picker.layout(ofComponent: c).width / picker.layout(ofComponent: c).itemWidth / 2).rounded(.up)) + 1)
                    #expect(picker.cachedCellCount(inComponent: c) <= 2 * radius + 1, "\(context): cache over its bound")
                    if c < before.count, let row, row != before[c], !programmatic { changed.append(.select(row: row, component: c)) }
                }
                #expect(source.selections == changed, "\(context): didSelectRow \(source.selections) for changes \(changed)")
            }
        }
    }

    @Test("every move shows the press position scrolled by the pointer's travel, rubber-banded past the ends")
    func dragFollowsSpecification() {
        var rng = SeededGenerator(seed: Self.seed &+ 2)
        for sequence in 0..<1500 {
            let count = max(1, Self.rowCount(&rng))
            let itemWidth = [0.5, 1, 37.5, 100][Int.random(in: 0..<4, using: &rng)]
            let viewportWidth = itemWidth * Double(Int.random(in: 1...3, using: &rng))
            let selected = [0, 1, count / 2, count - 2, count - 1, Int.random(in: 0..<count, using: &rng)].randomElement(using: &rng)!
            var scroller = RibbonScroller(count: count, itemWidth: itemWidth, viewportWidth: viewportWidth,
                                          isCyclic: rng.chance(0.3), selectedIndex: selected)
            let pressX = Double.random(in: 0...viewportWidth, using: &rng)
            scroller.press(x: pressX, at: 0)
            // The same drag through the fused step, which takes a fast path within the cell.
            var fused = scroller
            let start = scroller.ribbon
            var x = pressX
            for move in 1...40 {
                // Mostly small moves that stay within a cell, sometimes long ones and turns at the ends.
                x += rng.chance(0.8) ? Double.random(in: -0.2...0.2, using: &rng) * itemWidth
                                     : Double.random(in: -3...3, using: &rng) * itemWidth
                scroller.move(x: x, at: Double(move))
                let cells = Array(fused.visibleCells(afterMovingTo: x, at: Double(move)))
                var expected = start
                expected.scroll(by: pressX - x)
                let overshoot = expected.overshoot
                if overshoot != 0 {
                    let band = RubberBand.offset(forOvershoot: overshoot, dimension: viewportWidth,
                                                 coefficient: scroller.configuration.rubberBandCoefficient)
                    expected.scroll(by: band - overshoot)
                }
                let ok = scroller.ribbon == expected && fused.ribbon == expected
                    && cells == Array(expected.visibleCells(inViewportOfWidth: viewportWidth))
                #expect(ok, "seed \(rng.seed) sequence \(sequence) move \(move): \(scroller.ribbon), fused \(fused.ribbon) != \(expected)")
                if !ok { return }
            }
        }
    }

    @Test("scroller invariants hold for extreme counts, widths and values")
    func scrollerInvariants() {
        var rng = SeededGenerator(seed: Self.seed &+ 1)
        let values: [Double] = [0, -0.0, 1e-300, 1e300, -1e300, .nan, .infinity, -.infinity, 0.5, 1e15]
        for sequence in 0..<1500 {
            let count = Self.rowCount(&rng)
            let itemWidth = [1e-6, 0.5, 1, 37, 1e6][Int.random(in: 0..<5, using: &rng)]
            var scroller = RibbonScroller(count: count, itemWidth: itemWidth, viewportWidth: itemWidth * Double(Int.random(in: 1...4, using: &rng)),
                                          isCyclic: rng.chance(0.5), selectedIndex: Int.random(in: -3...Int.max, using: &rng))
            var time = 0.0
            for step in 0..<50 {
                time += Double.random(in: 0...50, using: &rng)
                let x = rng.chance(0.2) ? values.randomElement(using: &rng)! : Double.random(in: -3...3, using: &rng) * scroller.viewportWidth
                let t = rng.chance(0.1) ? values.randomElement(using: &rng)! : time
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: scroller.press(x: x, at: t)
                case 1, 2: scroller.move(x: x, at: t)
                case 3: scroller.release(x: x, at: t)
                case 4: scroller.cancel()
                case 5: scroller.advance(to: t)
                case 6: scroller.step(by: Int.random(in: -3...3, using: &rng), animated: rng.chance(0.7), at: t)
                case 7: scroller.select(Int.random(in: Int.min...Int.max, using: &rng), animated: rng.chance(0.5), at: t)
                default: scroller.reload(count: Self.rowCount(&rng), isCyclic: rng.chance(0.2) ? !scroller.ribbon.isCyclic : nil)
                }
                let context = "seed \(rng.seed) sequence \(sequence) step \(step)"
                let ribbon = scroller.ribbon
                #expect(ribbon.offset.isFinite, "\(context)")
                if ribbon.count == 0 {
                    #expect(scroller.selectedIndex == nil && scroller.phase == .idle, "\(context)")
                } else {
                    #expect(ribbon.centeredSlot >= 0 && ribbon.centeredSlot < ribbon.count, "\(context)")
                    #expect(scroller.selectedIndex.map { $0 >= 0 && $0 < ribbon.count } == true, "\(context)")
                    if ribbon.isCyclic || ribbon.overshoot == 0 {
                        #expect(ribbon.offset >= -ribbon.itemWidth / 2 && ribbon.offset < ribbon.itemWidth / 2, "\(context): offset \(ribbon.offset) \(scroller)")
                    }
                    if scroller.phase == .idle {
                        #expect(ribbon.offset == 0 && ribbon.centeredIndex == scroller.selectedIndex, "\(context)")
                    }
                }
            }
            // Every motion comes to rest within the maximum settle duration.
            let now = scroller.time ?? 0
            scroller.cancel()
            scroller.step(by: 1, at: now)
            scroller.advance(to: now + scroller.configuration.maximumSettleDuration)
            #expect(scroller.phase == .idle, "seed \(rng.seed) sequence \(sequence): still moving \(scroller)")
        }
    }
}
