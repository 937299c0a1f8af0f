import Testing
@testable import MiniPicker

@Suite("Scroller: drag and settle")
struct RibbonScrollerTests {
    // The seed's scenarios: start in the middle of 12, drag, release.
    @Test("a slow drag settles on the cell nearest the release point", arguments: [
        // (pointer travel: negative drags the ribbon left, showing higher cells; expected cell)
        (-60.0, 7), (-40.0, 6), (60.0, 5), (40.0, 6), (-50.0, 7), (50.0, 6), (-149.0, 7), (-151.0, 8), (250.0, 4), (251.0, 3),
    ])
    func slowDrag(travel: Double, expected: Int) {
        var scroller = makeScroller()
        scroller.slowDrag(from: 200, to: 200 + travel)
        #expect(scroller.phase == .settling || scroller.selectedIndex == expected)
        if scroller.isAnimating {
            #expect(scroller.targetIndex == expected)
            #expect(scroller.selectedIndex == 6)   // committed only on settle
        }
        scroller.runToRest()
        #expect(scroller.phase == .idle)
        #expect(scroller.selectedIndex == expected)
        #expect(scroller.ribbon.centeredIndex == expected)
        #expect(scroller.ribbon.offset == 0)
        #expect(scroller.ribbon.position == Double(expected) * 100 + 50)
    }

    @Test("the drag follows the pointer 1:1, also outside the viewport")
    func followsPointer() {
        var scroller = makeScroller(count: 1000, selected: 500)
        scroller.press(x: 50, at: 0)
        for (x, t) in [(40.0, 10.0), (-300.0, 20.0), (-10_000.0, 30.0), (700.0, 40.0)] {
            scroller.move(x: x, at: t)
            #expect(scroller.ribbon.position == 50_050 + (50 - x))
        }
    }

    @Test("cancel returns at once to the committed cell")
    func cancel() {
        var scroller = makeScroller()
        scroller.press(x: 50, at: 0)
        scroller.move(x: -120, at: 100)
        #expect(scroller.ribbon.centeredIndex == 8)
        scroller.cancel()
        #expect(scroller.phase == .idle)
        #expect(scroller.selectedIndex == 6)
        #expect(scroller.ribbon.position == 650)
        scroller.release(x: -120, at: 200)   // the release of a cancelled drag is ignored
        #expect(scroller.phase == .idle)
        #expect(scroller.selectedIndex == 6)
    }

    @Test("a fling projects its resting point with deceleration and snaps it to the nearest cell", arguments: [
        // (deceleration rate, expected target): released at 850 moving at 2 per ms.
        (0.998, 18),   // 850 + 998.9997 = 1848.9997 → cell 18
        (0.99, 10),    // 850 + 199.00  = 1049.0    → cell 10
    ])
    func flingTarget(rate: Double, expected: Int) {
        var scroller = makeScroller(count: 100, configuration: .init(decelerationRate: rate))
        scroller.press(x: 300, at: 0)
        for (i, x) in [250.0, 200, 150, 100].enumerated() { scroller.move(x: x, at: Double(i + 1) * 25) }
        scroller.release(x: 100, at: 100)
        #expect(scroller.targetIndex == expected)
        let positions = scroller.runToRest()
        // Straight there: never backwards, never past the target.
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(positions.allSatisfy { $0 <= Double(expected) * 100 + 50 })
        #expect(scroller.selectedIndex == expected)
        #expect(scroller.ribbon.offset == 0)
    }

    @Test("release velocity is clamped to the maximum")
    func maximumVelocity() {
        var scroller = makeScroller(count: 10_000, selected: 0)
        scroller.press(x: 90, at: 0)
        scroller.move(x: -100_000, at: 1)
        scroller.release(x: -100_000, at: 1)
        // Position 50 + 100 090 = 100 140; resting 8 / 0.0020020027 = 3996 further → 104 136 → cell 1041.
        #expect(scroller.targetIndex == 1041)
    }

    @Test("past the first cell the drag rubber-bands and springs back")
    func rubberBandStart() {
        var scroller = makeScroller(selected: 0)
        scroller.press(x: 50, at: 0)
        scroller.move(x: 150, at: 500)
        #expect(abs(scroller.ribbon.overshoot - -35.483870967741936) < 1e-9)
        #expect(abs(scroller.ribbon.position - (50 - 35.483870967741936)) < 1e-9)
        scroller.release(x: 150, at: 1000)
        #expect(scroller.targetIndex == 0)
        let positions = scroller.runToRest()
        #expect(positions.allSatisfy { $0 <= 50 })
        #expect(scroller.selectedIndex == 0)
        #expect(scroller.ribbon.position == 50)
    }

    @Test("past the last cell the drag rubber-bands, and a fling outwards still ends on the last cell")
    func rubberBandEnd() {
        var scroller = makeScroller(selected: 11)
        scroller.press(x: 90, at: 0)
        scroller.move(x: -10, at: 50)
        #expect(abs(scroller.ribbon.overshoot - 35.483870967741936) < 1e-9)
        scroller.move(x: -1000, at: 60)
        #expect(scroller.ribbon.overshoot < 100)
        scroller.release(x: -1100, at: 70)
        #expect(scroller.targetIndex == 11)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 11)
        #expect(scroller.ribbon.position == 1150)
    }

    @Test("a press during an animation takes over from the animated position without a jump")
    func interruption() {
        var scroller = makeScroller(count: 100)
        scroller.press(x: 300, at: 0)
        scroller.move(x: 200, at: 50)
        scroller.release(x: 100, at: 100)
        scroller.advance(to: 200)
        var reference = scroller
        reference.advance(to: 260)
        let animated = reference.ribbon.position
        scroller.press(x: 40, at: 260)
        #expect(scroller.phase == .tracking)
        #expect(scroller.ribbon.position == animated)
        scroller.move(x: 40, at: 270)
        #expect(scroller.ribbon.position == animated)
        scroller.move(x: 30, at: 280)
        #expect(abs(scroller.ribbon.position - (animated + 10)) < 1e-9)
    }

    @Test("a press during a spring-back takes over from the banded position without a jump")
    func interruptionInOvershoot() {
        var scroller = makeScroller(selected: 0)
        scroller.press(x: 50, at: 0)
        scroller.move(x: 250, at: 500)
        scroller.release(x: 250, at: 1000)
        scroller.advance(to: 1050)
        let before = scroller.ribbon.position
        #expect(scroller.ribbon.overshoot < 0)
        scroller.press(x: 50, at: 1050)
        #expect(abs(scroller.ribbon.position - before) < 1e-9)
        scroller.move(x: 51, at: 1060)
        #expect(scroller.ribbon.position < before)
        #expect(before - scroller.ribbon.position < 1)
    }

    @Test("a tap on the arrows steps one cell; in the middle it does nothing", arguments: [
        (10.0, 5), (30.0, 5), (34.0, 6), (50.0, 6), (66.0, 6), (67.0, 7), (90.0, 7), (99.9, 7),
    ])
    func tapZones(x: Double, expected: Int) {
        var scroller = makeScroller()
        scroller.press(x: x, at: 0)
        scroller.move(x: x + 3, at: 30)   // within the tap slop
        scroller.release(x: x + 1, at: 60)
        scroller.runToRest()
        #expect(scroller.selectedIndex == expected)
    }

    @Test("taps during the step animation add up")
    func rapidTaps() {
        var scroller = makeScroller()
        for i in 0..<3 {
            let t = Double(i) * 80
            scroller.press(x: 90, at: t)
            scroller.release(x: 90, at: t + 30)
        }
        #expect(scroller.targetIndex == 9)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 9)
    }

    @Test("taps at the ends stop there, or wrap when cyclic")
    func tapsAtEnds() {
        var flat = makeScroller(selected: 11)
        flat.press(x: 90, at: 0)
        flat.release(x: 90, at: 10)
        flat.runToRest()
        #expect(flat.selectedIndex == 11)
        var cyclic = makeScroller(selected: 11, cyclic: true)
        cyclic.press(x: 90, at: 0)
        cyclic.release(x: 90, at: 10)
        let positions = cyclic.runToRest()
        #expect(cyclic.selectedIndex == 0)
        #expect(!positions.isEmpty)
        var left = makeScroller(selected: 0, cyclic: true)
        left.press(x: 5, at: 0)
        left.release(x: 5, at: 10)
        left.runToRest()
        #expect(left.selectedIndex == 11)
    }

    @Test("keyboard steps add up, stop at the ends and wrap when cyclic")
    func steps() {
        var scroller = makeScroller()
        scroller.step(by: 1, at: 0)
        scroller.step(by: 1, at: 20)
        #expect(scroller.targetIndex == 8)
        #expect(scroller.isUserDriven)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 8)
        scroller.step(by: 10, animated: false, at: 2000)
        #expect(scroller.selectedIndex == 11)
        #expect(scroller.phase == .idle)
        var cyclic = makeScroller(selected: 10, cyclic: true)
        cyclic.step(by: 3, at: 0)
        cyclic.runToRest()
        #expect(cyclic.selectedIndex == 1)
        cyclic.step(by: -14, at: 5000)
        cyclic.runToRest()
        #expect(cyclic.selectedIndex == 11)
        var pressed = makeScroller()
        pressed.press(x: 50, at: 0)
        pressed.step(by: 1, at: 10)
        #expect(pressed.phase == .tracking)
        #expect(pressed.selectedIndex == 6)
    }

    @Test("programmatic selection changes the selection at once and animates there")
    func programmaticSelection() {
        var scroller = makeScroller()
        scroller.select(2, animated: true, at: 0)
        #expect(scroller.selectedIndex == 2)
        #expect(scroller.targetIndex == 2)
        #expect(!scroller.isUserDriven)
        scroller.runToRest()
        #expect(scroller.ribbon.position == 250)
        scroller.select(99, animated: false, at: 0)
        #expect(scroller.selectedIndex == 11)
        #expect(scroller.ribbon.position == 1150)
        // A selection during a drag drops the drag.
        scroller.press(x: 50, at: 2000)
        scroller.move(x: 0, at: 2010)
        scroller.select(4, animated: false, at: 2020)
        scroller.release(x: -500, at: 2030)
        #expect(scroller.phase == .idle)
        #expect(scroller.selectedIndex == 4)
    }

    @Test("a move within the pressed cell at a non-finite time is ignored, also in the fused move-and-list step",
          arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteTimeWithinCell(time: Double) {
        var scroller = makeScroller()
        scroller.press(x: 50, at: 100)
        let before = scroller
        let cells = scroller.visibleCells(afterMovingTo: 45, at: time)
        #expect(scroller == before)
        #expect(Array(cells) == Array(before.ribbon.visibleCells(inViewportOfWidth: 100)))
        scroller.move(x: 45, at: time)
        #expect(scroller == before)
        _ = scroller.visibleCells(afterMovingTo: 45, at: 110)      // a finite time moves it
        #expect(scroller.ribbon.position == before.ribbon.position + 5)
        #expect(scroller.time == 110)
    }

    @Test("events that make no sense are ignored and leave a valid state")
    func badEvents() {
        var scroller = makeScroller()
        scroller.move(x: 10, at: 10)
        scroller.release(x: 10, at: 20)
        #expect(scroller.phase == .idle)
        scroller.press(x: .nan, at: 30)
        scroller.press(x: .infinity, at: 30)
        scroller.press(x: 50, at: .nan)
        scroller.press(x: 50, at: -.infinity)
        #expect(scroller.phase == .idle)
        #expect(scroller.time == nil)   // ignored events do not move the clock
        scroller.press(x: 50, at: 100)
        scroller.move(x: .nan, at: 110)
        scroller.move(x: 10, at: .infinity)
        #expect(scroller.ribbon.position == 650)
        scroller.move(x: 20, at: 50)             // back in time: counts as 100
        #expect(scroller.time == 100)
        #expect(scroller.ribbon.position == 680)
        scroller.advance(to: .nan)
        scroller.release(x: 20, at: 50)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 6)
        #expect(scroller.ribbon.position == 650)
    }

    @Test("an animation never runs past its maximum duration")
    func maximumDuration() {
        var scroller = makeScroller(count: 100, configuration: .init(maximumSettleDuration: 50))
        scroller.step(by: 40, at: 0)
        scroller.advance(to: 49)
        #expect(scroller.isAnimating)
        scroller.advance(to: 50)
        #expect(!scroller.isAnimating)
        #expect(scroller.selectedIndex == 46)
    }
}
