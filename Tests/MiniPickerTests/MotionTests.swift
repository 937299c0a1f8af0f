import Testing
@testable import MiniPicker

@Suite("Motion math")
struct MotionTests {
    @Test("natural logarithm against known values", arguments: [
        (1.0, 0.0), (0.998, -0.0020020026706730793), (0.99, -0.01005033585350145), (2.0, 0.6931471805599453),
        (10.0, 2.302585092994046), (1e-300, -690.7755278982137), (1.5e200, 460.9224837069173),
    ])
    func logarithmValues(x: Double, expected: Double) {
        #expect(abs(logarithm(x) - expected) <= 1e-15 * max(1, abs(expected)))
    }

    @Test("exponential against known values", arguments: [
        (0.0, 1.0), (1.0, 2.718281828459045), (-1.0, 0.36787944117144233), (-0.002, 0.9980019986673331),
        (20.0, 485165195.4097903), (-700.0, 9.85967654375977e-305), (-800.0, 0.0), (800.0, Double.infinity),
    ])
    func exponentialValues(x: Double, expected: Double) {
        let value = exponential(x)
        if expected.isInfinite || expected == 0 {
            #expect(value == expected)
        } else {
            #expect(abs(value - expected) <= 1e-15 * abs(expected))
        }
    }

    @Test("resting distance matches the closed form x0 − v0/(1000·ln d)", arguments: [
        // (v0 in units per second, d, x0, expected resting point)
        (1000.0, 0.998, 0.0, 499.4998331664548),
        (2000.0, 0.998, 650.0, 1648.9996663329096),
        (-500.0, 0.99, 0.0, -49.74958123671104),
        (0.0, 0.998, 42.0, 42.0),
    ])
    func restingDistance(v0: Double, rate: Double, x0: Double, expected: Double) {
        let end = x0 + Deceleration.restingDistance(velocity: v0 / 1000, rate: rate)
        #expect(abs(end - expected) < 1e-9)
    }

    @Test("distance and velocity after a time follow v0·d^t")
    func decelerationOverTime() {
        let v = 2.0
        #expect(abs(Deceleration.velocity(after: 100, velocity: v, rate: 0.998) - 2 * 0.8185668046884277) < 1e-12)
        let total = Deceleration.restingDistance(velocity: v, rate: 0.998)
        #expect(abs(Deceleration.distance(after: 100, velocity: v, rate: 0.998) - total * (1 - 0.8185668046884277)) < 1e-9)
        #expect(abs(Deceleration.distance(after: 100_000, velocity: v, rate: 0.998) - total) < 1e-9)
    }

    @Test("rubber band values", arguments: [
        (0.0, 100.0, 0.0), (100.0, 100.0, 35.483870967741936), (-100.0, 100.0, -35.483870967741936),
        (50.0, 100.0, 21.568627450980383), (1000.0, 320.0, 202.29885057471265),
    ])
    func rubberBand(overshoot: Double, dimension: Double, expected: Double) {
        let banded = RubberBand.offset(forOvershoot: overshoot, dimension: dimension)
        #expect(abs(banded - expected) < 1e-12)
        #expect(abs(RubberBand.overshoot(forOffset: banded, dimension: dimension) - overshoot) < 1e-9)
    }

    @Test("the rubber band never reaches the viewport's size")
    func rubberBandBound() {
        for overshoot in [1e3, 1e6, 1e12, 1e300, Double.infinity] {
            #expect(RubberBand.offset(forOvershoot: overshoot, dimension: 100) <= 100)
        }
        #expect(RubberBand.offset(forOvershoot: .nan, dimension: 100) == 0)
    }

    @Test("a fling heading for its target uses the momentum shape and keeps its velocity")
    func momentumCurve() {
        // 1000 units to go at 2 units/ms: decay rate 0.002 per ms, like d = 0.998.
        let curve = SettleCurve(displacement: -1000, velocity: 2, springRate: 0.02, minimumMomentumRate: 0.001)
        #expect(curve.isMomentum)
        #expect(curve.rate == 0.002)
        #expect(curve.displacement(at: 0) == -1000)
        #expect(curve.velocity(at: 0) == 2)
        var last = -1000.0
        for t in stride(from: 16.0, through: 8000, by: 16) {
            let s = curve.displacement(at: t)
            #expect(s >= last && s <= 0)   // straight there, no overshoot
            last = s
        }
        #expect(curve.isAtRest(at: 8000, tolerance: 0.5))
    }

    @Test("a slow or backwards release uses the spring, which starts with the same velocity")
    func springCurve() {
        let curve = SettleCurve(displacement: 40, velocity: 0.5, springRate: 0.02, minimumMomentumRate: 0.001)
        #expect(!curve.isMomentum)
        #expect(curve.displacement(at: 0) == 40)
        #expect(abs(curve.velocity(at: 0) - 0.5) < 1e-12)
        #expect(curve.isAtRest(at: 600, tolerance: 0.5))
        #expect(!curve.isAtRest(at: 50, tolerance: 0.5))
        let still = SettleCurve(displacement: 0, velocity: 0, springRate: 0.02, minimumMomentumRate: 0.001)
        #expect(still.isAtRest(at: 0, tolerance: 0.5))
    }

    @Test("velocity from the samples inside the window")
    func velocityTracker() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(window: 100) == 0)
        tracker.add(x: 0, time: 0)
        #expect(tracker.velocity(window: 100) == 0)
        tracker.add(x: 10, time: 50)
        tracker.add(x: 30, time: 100)
        #expect(tracker.velocity(window: 100) == 0.3)
        tracker.add(x: 90, time: 150)                   // sample at 0 leaves the window
        #expect(tracker.velocity(window: 100) == 0.8)
        tracker.add(x: 90, time: 400)                   // a pause: only the newest sample is recent
        #expect(tracker.velocity(window: 100) == 0)
        for i in 0..<20 { tracker.add(x: Double(i), time: 500 + Double(i)) }
        #expect(tracker.sampleCount == VelocityTracker.capacity)
        #expect(tracker.velocity(window: 100) == 1)
        tracker.add(x: 5, time: 519)                    // no time passes: ignored in the span
        #expect(tracker.velocity(window: 100).isFinite)
    }
}
