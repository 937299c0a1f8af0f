import MiniPicker

/// What ``TimePicker`` and ``DurationPicker`` share: wheels they own as
/// values (``WheelScrollers``), the pointer's gestures on them, and the
/// frames of their animations. Each picker moves its selection to the row a
/// wheel settled on, in plain code after the change.
@MainActor
protocol WheelPickerModel: PublishesChanges {
    /// The picker's wheels.
    associatedtype Wheel: Hashable & Sendable
    /// The wheels' motion.
    var scrollers: WheelScrollers<Wheel> { get set }
    /// Gives the keys to a wheel.
    func giveFocus(to wheel: Wheel)
    /// Moves the selection to the row a wheel settled on after the user's motion.
    func wheel(_ wheel: Wheel, settledOnRow row: Int)
}

extension WheelPickerModel {
    /// A press on a wheel: it gets the keys, and catches the wheel where the last frame showed it.
    func pressWheel(_ wheel: Wheel, along position: Double, in geometry: RibbonGeometry?, at time: Double) {
        changing {
            let settled = scrollers.press(wheel, along: position, in: geometry, at: time)
            giveFocus(to: wheel)
            apply(settled)
        }
    }

    /// The held wheel follows the pointer.
    func dragWheel(along position: Double, at time: Double) {
        changing { apply(scrollers.drag(along: position, at: time).map { [$0] } ?? []) }
    }

    /// The pointer let go of the held wheel.
    func releaseWheel(along position: Double, at time: Double) {
        changing { apply(scrollers.release(along: position, at: time).map { [$0] } ?? []) }
    }

    /// Drops the held wheel's drag.
    func cancelWheelGesture() {
        changing { scrollers.cancel() }
    }

    /// Steps the wheels to a frame's time; a wheel that lands moves the selection.
    func advanceWheels(to time: Double) {
        changing { apply(scrollers.advance(to: time)) }
    }

    /// Steps the wheels frame by frame until they rest.
    func advanceWheelsToRest(frameInterval: Double) {
        let interval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1000.0 / 60.0
        var time = scrollers.frameTime ?? 0
        var frames = 0
        while scrollers.isAnimating && frames < 100_000 {
            time += interval
            advanceWheels(to: time)
            frames += 1
        }
    }

    /// Moves the selection to the rows wheels settled on.
    private func apply(_ settled: [WheelScrollers<Wheel>.Settled]) {
        for (wheel, row) in settled { self.wheel(wheel, settledOnRow: row) }
    }
}
