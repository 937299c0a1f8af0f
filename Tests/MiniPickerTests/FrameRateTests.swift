import Testing
@testable import MiniPicker
import TestSupport

/// A motion stepped at 30, 60, 120 and 144 Hz must pass through the same
/// positions at the times those frame rates share, and rest on the same cell
/// at the same time: the curves are evaluated at the frame's time, never
/// integrated frame by frame.
@Suite("Frame-rate independence")
struct FrameRateTests {
    /// Frame rates in Hz; 720 is a multiple of each, so frame `k` at `hz` is tick `k · 720 / hz`.
    static let rates = [30, 60, 120, 144]
    static let ticksPerSecond = 720

    /// Where the ribbon is at each frame after `start`, by tick, until it rests.
    static func frames(of motion: RibbonScroller, from start: Double, hz: Int)
        -> (positions: [Int: Double], restTick: Int, selected: Int?) {
        var scroller = motion
        var positions: [Int: Double] = [:]
        let step = ticksPerSecond / hz
        var tick = 0
        while scroller.isAnimating {
            tick += step
            precondition(tick < ticksPerSecond * 20, "no rest after 20 s")
            // The same tick gives the same time, to the bit, at every rate.
            scroller.advance(to: start + Double(tick) * 1000 / Double(ticksPerSecond))
            positions[tick] = scroller.ribbon.position
        }
        return (positions, tick, scroller.selectedIndex)
    }

    /// Checks one motion at every rate against 30 Hz.
    ///
    /// After a rate's last frame its ribbon rests where it landed, so a faster
    /// rate that landed earlier is compared at the slower rate's later frames
    /// too: a landing that depended on when frames come would show there.
    static func expectSamePath(_ motion: RibbonScroller, from start: Double, _ comment: Comment) {
        let reference = frames(of: motion, from: start, hz: 30)
        #expect(reference.positions.count > 3, "\(comment): the motion is too short to tell anything")
        for hz in rates.dropFirst() {
            let other = frames(of: motion, from: start, hz: hz)
            #expect(other.selected == reference.selected, "\(comment): \(hz) Hz rests on another cell")
            let rest = other.positions[other.restTick]
            var shared = 0
            for (tick, position) in reference.positions.sorted(by: { $0.key < $1.key }) {
                // 144 Hz shares every fifth of its frames with 30 Hz (every 1/6 s).
                guard tick > other.restTick || tick % (ticksPerSecond / hz) == 0 else { continue }
                shared += 1
                let mine = tick > other.restTick ? rest : other.positions[tick]
                #expect(mine.map { abs($0 - position) <= 1e-9 } == true,
                        "\(comment): \(hz) Hz at tick \(tick): \(String(describing: mine)) against \(position)")
            }
            #expect(shared >= 2, "\(comment): \(hz) Hz shares only \(shared) frames with 30 Hz")
            // Landing is decided by the curve: both land at their first frame
            // after one and the same instant, so each lands after the other's frame before landing.
            let step = ticksPerSecond / hz, referenceStep = ticksPerSecond / 30
            #expect(other.restTick - step < reference.restTick && reference.restTick - referenceStep < other.restTick,
                    "\(comment): \(hz) Hz lands at tick \(other.restTick), 30 Hz at \(reference.restTick)")
        }
    }

    @Test("a fling follows the same path and rests on the same cell at 30, 60, 120 and 144 Hz")
    func fling() {
        var scroller = RibbonScroller(count: 1000, itemWidth: 100, viewportWidth: 100, selectedIndex: 500)
        scroller.press(x: 90, at: 0)
        scroller.move(x: 60, at: 10)
        scroller.move(x: 30, at: 20)
        scroller.release(x: 10, at: 30)
        #expect(scroller.isAnimating)
        #expect(scroller.targetIndex.map { $0 > 503 } == true)   // a real fling, several cells
        Self.expectSamePath(scroller, from: 30, "fling")
    }

    @Test("a spring-back from past the end follows the same path at every rate")
    func springBack() {
        var scroller = RibbonScroller(count: 12, itemWidth: 100, viewportWidth: 100, selectedIndex: 0)
        scroller.press(x: 10, at: 0)
        scroller.move(x: 160, at: 500)
        scroller.release(x: 160, at: 2000)     // at rest past the start: springs back to cell 0
        #expect(scroller.ribbon.overshoot < 0)
        Self.expectSamePath(scroller, from: 2000, "spring-back")
    }

    @Test("a tap's step follows the same path at every rate")
    func tapStep() {
        var scroller = RibbonScroller(count: 12, itemWidth: 100, viewportWidth: 100, selectedIndex: 4)
        scroller.press(x: 90, at: 0)
        scroller.release(x: 90, at: 40)        // the right third: one cell forward
        #expect(scroller.targetIndex == 5)
        Self.expectSamePath(scroller, from: 40, "tap")
    }

    @Test("the rest time is where the curve stays at rest, for springs that cross their target too")
    func restTime() {
        // A spring thrown hard past its target: at rest for an instant on the way through, then not.
        let curve = SettleCurve(displacement: 50, velocity: -4, springRate: 0.02, minimumMomentumRate: 1)
        #expect(!curve.isMomentum)
        let rest = curve.restTime(tolerance: 0.5)
        #expect(curve.isAtRest(at: rest + 1e-6, tolerance: 0.5))
        #expect(!curve.isAtRest(at: rest - 1e-3, tolerance: 0.5))
        for time in stride(from: rest, through: rest + 2000, by: 7) {
            #expect(curve.isAtRest(at: time, tolerance: 0.5))
        }
        // Momentum: |s0| · e^(−k·t) = tolerance.
        let momentum = SettleCurve(displacement: -300, velocity: 3, springRate: 0.02, minimumMomentumRate: 0.001)
        #expect(momentum.isMomentum)
        #expect(abs(momentum.restTime(tolerance: 0.5) - logarithm(600) / 0.01) < 1e-9)
        // Already at rest.
        #expect(SettleCurve(displacement: 0.1, velocity: 0, springRate: 0.02, minimumMomentumRate: 1).restTime(tolerance: 0.5) == 0)
    }

    /// The last crossing found by bisection, slowly and plainly: the reference
    /// for the Newton steps of `SettleCurve.lastExcess`.
    static func referenceLastExcess(p: Double, q: Double, rate: Double, tolerance: Double) -> Double {
        func value(_ t: Double) -> Double { abs(p + q * t) * exponential(-rate * t) }
        func bisect(_ low: Double, _ high: Double) -> Double {
            var low = low, high = high
            for _ in 0..<200 where high - low > 1e-11 {
                let middle = (low + high) / 2
                if value(middle) > tolerance { low = middle } else { high = middle }
            }
            return high
        }
        let zero = q == 0 ? -Double.infinity : -p / q
        let peak = max(0, zero + 1 / rate)
        if value(peak) > tolerance {
            var high = peak + 1
            while value(high) > tolerance { high = peak + 2 * (high - peak) }
            return bisect(peak, high)
        }
        if zero > 0 && value(0) > tolerance { return bisect(0, zero) }
        return 0
    }

    @Test("the rest time's Newton steps agree with a bisection, for random curves")
    func restTimeAgreesWithBisection() {
        var rng = SeededGenerator(seed: 0x5E771E)
        for index in 0..<2000 {
            let p = Double.random(in: -2000...2000, using: &rng) * (rng.chance(0.1) ? 0 : 1)
            let q = Double.random(in: -50...50, using: &rng) * (rng.chance(0.1) ? 0 : 1)
            let rate = Double.random(in: 0.001...0.2, using: &rng)
            let tolerance = Double.random(in: 0.01...2, using: &rng)
            let ours = SettleCurve.lastExcess(p: p, q: q, rate: rate, tolerance: tolerance)
            let reference = Self.referenceLastExcess(p: p, q: q, rate: rate, tolerance: tolerance)
            #expect(abs(ours - reference) <= 1e-7 * max(1, reference),
                    "seed \(rng.seed), case \(index): p \(p), q \(q), rate \(rate), tolerance \(tolerance)")
            // From the result on, the curve stays within the tolerance.
            let after = abs(p + q * (ours + 1e-9)) * exponential(-rate * (ours + 1e-9))
            #expect(after <= tolerance * (1 + 1e-9), "seed \(rng.seed), case \(index)")
        }
    }
}
