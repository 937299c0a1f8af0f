// The settle animation: planning it, stepping it and landing.

extension RibbonScroller {
    /// Shows the animation at a time. Returns `true` while it still runs,
    /// `false` once it has landed (the target is then selected). An
    /// animation planned before any time was known starts now.
    mutating func settle(_ settling: Settling, at now: Double) -> Bool {
        var settling = settling
        if settling.startsAtNextTime {
            settling.startTime = now
            settling.startsAtNextTime = false
            self.settling = settling
        }
        let elapsed = now - settling.startTime
        if elapsed >= settling.duration || !(now + 1 > now) {
            land(on: settling.target)
            return false
        }
        _ribbon.place(at: settling.curve.displacement(at: elapsed), fromCell: settling.target)
        return true
    }

    /// Ends the motion exactly on a cell, which becomes the selection.
    mutating func land(on target: Int) {
        resetMotion()
        _ribbon.center(onCell: target)
        _selectedIndex = target
    }

    /// Starts the animation to `target`, or lands at once when already there.
    mutating func plan(target: Int, displacement: Double, velocity: Double, userDriven: Bool, at now: Double) {
        let curve = SettleCurve(displacement: displacement, velocity: velocity,
                                springRate: configuration.springRate,
                                minimumMomentumRate: -logarithm(configuration.decelerationRate) / 2)
        let duration = min(curve.restTime(tolerance: configuration.settleTolerance), configuration.maximumSettleDuration)
        guard duration > 0 else {
            land(on: target)
            return
        }
        _ribbon.place(at: curve.displacement(at: 0), fromCell: target)
        settling = Settling(target: target, startTime: now, curve: curve, duration: duration, isUserDriven: userDriven)
        _phase = .settling
    }

    /// Takes a new configuration and keeps the motion (what
    /// ``RibbonPicker/configuration`` does to each component).
    ///
    /// A drag goes on under the new configuration. A running animation keeps
    /// its target and goes on from its displacement and velocity at the
    /// latest time seen, on a curve planned again with the new spring rate,
    /// deceleration (which decides between the momentum and the spring
    /// shape), tolerance and longest duration; the target is not projected
    /// again. One due to land lands at the next ``advance(to:)``, as before.
    /// The ribbon is not moved. Setting ``configuration`` directly keeps the
    /// running curve instead.
    mutating func reconfigure(_ newConfiguration: Configuration) {
        let old = configuration
        configuration = newConfiguration
        guard phase == .settling, newConfiguration != old else { return }
        let now = settling.startsAtNextTime ? settling.startTime : max(time ?? settling.startTime, settling.startTime)
        let elapsed = now - settling.startTime
        guard elapsed < settling.duration, now + 1 > now else { return }
        let curve = SettleCurve(displacement: settling.curve.displacement(at: elapsed),
                                velocity: settling.curve.velocity(at: elapsed),
                                springRate: newConfiguration.springRate,
                                minimumMomentumRate: -logarithm(newConfiguration.decelerationRate) / 2)
        settling.curve = curve
        settling.startTime = now
        // A curve already at rest has duration 0: the next frame lands it.
        settling.duration = min(curve.restTime(tolerance: newConfiguration.settleTolerance),
                                newConfiguration.maximumSettleDuration)
    }

    /// The ribbon's velocity at a time, per millisecond (0 at rest or while tracking).
    func currentVelocity(at now: Double) -> Double {
        phase == .settling ? settling.curve.velocity(at: now - settling.startTime) : 0
    }
}
