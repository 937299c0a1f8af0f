import MiniPicker
import Testing
import TestSupport

/// Every public initializer and method of MiniPicker that takes a number,
/// walked with the values of ``HostileValues``, in child processes: a trap
/// fails the test (the child exits with a signal) instead of the test run.
/// The documented answers to those values have tests of their own.
@Suite("MiniPicker: no trap on any value an app can pass")
struct MiniPickerHostileValueTests {
    @Test("ribbons, their positions and visible cells")
    func ribbons() async {
        await #expect(processExitsWith: .success) { HostileMiniPicker.ribbons() }
    }

    @Test("scrollers: gestures, selection, reloads and resizes at any numbers and times")
    func scrollers() async {
        await #expect(processExitsWith: .success) { HostileMiniPicker.scrollers() }
    }

    @Test("the motion math and the configuration")
    func motion() async {
        await #expect(processExitsWith: .success) { HostileMiniPicker.motion() }
    }

    @Test("layouts, cell caches and visible cells")
    func cachesAndLayouts() async {
        await #expect(processExitsWith: .success) { HostileMiniPicker.cachesAndLayouts() }
    }

    @Test("pickers and label ribbons on the main actor")
    func pickers() async {
        await #expect(processExitsWith: .success) { await HostileMiniPicker.pickers() }
    }

    @Test("the walk calls every public function and initializer that takes a number")
    func coverage() {
        let coverage = PublicAPIScan.coverage(ofModule: "MiniPicker")
        #expect(coverage.declarations > 40, "the scan found \(coverage.declarations) declarations")
        #expect(coverage.unwalked.isEmpty, "not walked: \(coverage.unwalked)")
    }
}

/// The walks, run in child processes by the tests above.
enum HostileMiniPicker {
    static let ints = HostileValues.ints
    static let doubles = HostileValues.doubles

    static func ribbons() {
        for count in ints {
            for width in doubles {
                var ribbon = Ribbon(count: count, itemWidth: width, isCyclic: count % 2 == 0, centeredOn: count / 3)
                for value in ints {
                    _ = ribbon.index(ofSlot: value)
                    _ = ribbon.nearestSlot(showing: value)
                    _ = ribbon.distance(toSlot: value)
                    _ = ribbon.centerPosition(ofCell: value)
                    ribbon.center(onCell: value)
                }
                for distance in doubles {
                    _ = ribbon.index(at: distance)
                    ribbon.scroll(by: distance)
                    ribbon.place(at: distance, fromCell: count)
                    for _ in ribbon.visibleCells(inViewportOfWidth: distance).prefix(64) {}
                    ribbon.resize(itemWidth: distance)
                }
                ribbon.isCyclic.toggle()
                ribbon.reload(count: count &- 1)
            }
        }
        for slot in ints { for index in ints { for offset in doubles { _ = VisibleCell(slot: slot, index: index, offset: offset) } } }
    }

    static func scrollers() {
        for count in [0, 1, 3, 12, Int.max, Int.min, -1] {
            for width in doubles {
                var scroller = RibbonScroller(count: count, itemWidth: 40, viewportWidth: width, isCyclic: count == 12,
                                              selectedIndex: count)
                var other = RibbonScroller(ribbon: Ribbon(count: count, itemWidth: width), viewportWidth: 120)
                // Taps that glide to the tapped cell, on a cyclic and a plain ribbon, and cancels that glide back.
                var glider = RibbonScroller(count: count, itemWidth: width, viewportWidth: 500, isCyclic: count == 3,
                                            selectedIndex: count / 2,
                                            configuration: RibbonScroller.Configuration(tapAction: .glideToCell))
                for position in doubles {
                    for time in doubles {
                        scroller.press(along: position, at: time)
                        scroller.move(along: -position, at: time + 16)
                        _ = scroller.visibleCells(afterMovingTo: position / 2, at: time + 32)
                        scroller.release(along: position, at: time + 48)
                        scroller.advance(to: time + 64)
                        other.press(x: position, at: time)
                        other.move(x: position * 2, at: time)
                        other.release(x: -position, at: time)
                        other.advance(to: time)
                        glider.press(along: position, at: time)
                        glider.release(along: position, at: time)
                        glider.advance(to: time + 16)
                        glider.press(along: -position, at: time, interruptingAt: time - 8)
                        glider.move(along: position, at: time + 8)
                        glider.cancel(at: time + 16)
                        glider.advance(to: time + 32)
                    }
                }
                for value in ints {
                    scroller.select(value, animated: value % 2 == 0, at: width)
                    scroller.step(by: value, animated: true, at: width)
                    scroller.advance(to: width)
                    scroller.reload(count: value, isCyclic: value % 3 == 0)
                }
                scroller.resize(itemWidth: width, viewportWidth: -width)
                scroller.press(along: 10, at: width)
                scroller.cancel(at: width)
                scroller.advance(to: width)
                scroller.cancel()
            }
        }
    }

    static func motion() {
        for a in doubles {
            for b in doubles {
                _ = Deceleration.restingDistance(velocity: a, rate: b)
                _ = Deceleration.distance(after: a, velocity: b, rate: a)
                _ = Deceleration.velocity(after: b, velocity: a, rate: b)
                _ = RubberBand.offset(forOvershoot: a, dimension: b)
                _ = RubberBand.offset(forOvershoot: a, dimension: 320, coefficient: b)
                _ = RubberBand.overshoot(forOffset: a, dimension: b)
                _ = RubberBand.overshoot(forOffset: a, dimension: 320, coefficient: b)
                let curve = SettleCurve(displacement: a, velocity: b, springRate: a, minimumMomentumRate: b)
                _ = curve.displacement(at: a)
                _ = curve.velocity(at: b)
                _ = curve.restTime(tolerance: b)
                _ = curve.isAtRest(at: a, tolerance: b)
                var tracker = VelocityTracker()
                tracker.add(x: a, time: b)
                tracker.add(x: b, time: a)
                _ = tracker.velocity(window: a)
                _ = RibbonScroller.Configuration(decelerationRate: a, rubberBandCoefficient: b, springRate: a,
                                                 settleTolerance: b, tapSlop: a, tapStepZone: b, velocityWindow: a,
                                                 maximumVelocity: b, maximumSettleDuration: a,
                                                 tapAction: .glideToCell)
            }
        }
    }

    static func cachesAndLayouts() {
        for radius in ints {
            var cache = CellCache<Int>(radius: radius, reuseLimit: radius)
            for slot in ints {
                cache.insert(slot, forSlot: slot)
                _ = cache.cachedCell(forSlot: slot)
                _ = cache.cell(forSlot: slot &+ 1) { $0 ?? slot }
                cache.recenter(on: slot)
            }
            _ = cache.dequeueReusableCell()
            cache.removeAll(keepingReusableCells: radius % 2 == 0)
        }
        for a in doubles {
            for b in doubles {
                _ = ComponentLayout(width: a, itemWidth: b, isCyclic: true)
                _ = ComponentLayout(width: a)
                _ = ComponentLayout(length: a, itemLength: b, axis: .vertical)
                _ = ComponentLayout(length: b, itemLength: nil)
            }
        }
    }

    @MainActor
    static func pickers() {
        let source = Rows()
        for spacing in doubles {
            for radius in [0, -1, Int.max, Int.min, 1 << 20] {
                let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: spacing), componentSpacing: spacing,
                                                  cacheRadius: radius)
                picker.setDataSource(source)
                picker.setDelegate(source)
                for count in [0, 3, Int.max, -5] {
                    source.count = count
                    source.width = spacing
                    picker.reloadAllComponents()
                    walk(picker)
                }
            }
        }
        for count in ints {
            let ribbon = LabelRibbon(count: count, selecting: count, layout: ComponentLayout(width: 0)) { String($0) }
            for row in ints {
                _ = ribbon.label(ofRow: row)
                ribbon.selectRow(row, animated: row % 2 == 0)
                ribbon.reload(count: row, selecting: count) { String($0) }
            }
            for value in doubles {
                ribbon.press(x: value, at: value)
                ribbon.move(x: -value, at: value)
                ribbon.release(x: value, at: value)
                ribbon.press(along: value, at: 0)
                ribbon.move(along: value, at: 16)
                ribbon.release(along: value, at: 32)
                ribbon.advance(to: value)
                ribbon.advanceToRest(frameInterval: value)
            }
            ribbon.reload(count: 12, selecting: 3) { String($0) }
        }
    }

    @MainActor
    static func walk(_ picker: RibbonPicker<String>) {
        for component in ints {
            _ = picker.numberOfRows(inComponent: component)
            _ = picker.selectedRow(inComponent: component)
            _ = picker.layout(ofComponent: component)
            _ = picker.origin(ofComponent: component)
            _ = picker.scroller(ofComponent: component)
            _ = picker.visibleCells(inComponent: component)
            picker.forEachVisibleCell(inComponent: component) { _, _ in }
            _ = picker.cachedCellCount(inComponent: component)
            _ = picker.maximumCellCount(inComponent: component)
            _ = picker.accessibilityValue(forComponent: component)
            picker.accessibilityIncrement(inComponent: component)
            picker.accessibilityDecrement(inComponent: component)
            picker.increment(inComponent: component, animated: false)
            for rows in ints { picker.step(by: rows, inComponent: component, animated: rows % 2 == 0) }
            picker.step(by: component)
            picker.decrement(inComponent: component)
            picker.reloadComponent(component)
            for row in [0, -1, Int.max, Int.min, 7] { picker.selectRow(row, inComponent: component, animated: row == 7) }
        }
        for value in doubles {
            picker.press(x: value, at: value)
            picker.move(x: value * 3, at: value)
            picker.release(x: -value, at: value)
            picker.press(along: value, inComponent: 0, at: 1)
            picker.move(along: -value, at: 17)
            picker.release(along: value, at: 33)
            picker.advance(to: value)
            picker.press(along: value, inComponent: 1, at: 40)
            picker.move(along: value / 2, at: 48)
            picker.cancel(at: value)
            picker.configuration = RibbonScroller.Configuration(
                decelerationRate: value, rubberBandCoefficient: value, springRate: value, settleTolerance: value,
                tapSlop: value, velocityWindow: value, maximumVelocity: value, maximumSettleDuration: value,
                tapAction: value > 0 ? .glideToCell : .stepOneCell)
            picker.advanceToRest(frameInterval: value)
        }
    }

    /// A data source and delegate whose counts and widths a walk sets.
    @MainActor
    final class Rows: RibbonPickerDataSource, RibbonPickerDelegate {
        var count = 3
        var width = 100.0

        func numberOfComponents(in picker: RibbonPicker<String>) -> Int { 2 }
        func picker(_ picker: RibbonPicker<String>, numberOfRowsInComponent component: Int) -> Int { count }
        func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int,
                    reusing cell: String?) -> String { String(row) }
        func picker(_ picker: RibbonPicker<String>, layoutForComponent component: Int) -> ComponentLayout? {
            component == 0 ? ComponentLayout(width: width, itemWidth: width / 3) : ComponentLayout(length: width, axis: .vertical)
        }
    }
}
