/// Something that moves on its own and is stepped by a display's frames:
/// a screen, a control, an application.
@MainActor
public protocol Animated: AnyObject {
    /// Whether something moves, so frames must keep coming.
    var isAnimating: Bool { get }

    /// Steps the motion to a time.
    ///
    /// - Parameter time: The time in milliseconds.
    func advance(to time: Double)
}

extension Animated {
    /// Steps the motion frame by frame until it rests, as a display would
    /// show it: for a script or a plain session that shows only the end of each change.
    ///
    /// - Parameters:
    ///   - time: The time of the last frame shown, in milliseconds.
    ///   - frameInterval: The time between frames in milliseconds, 60 Hz by
    ///     default; one that is not positive and finite counts as 60 Hz (1000 / 60).
    /// - Returns: The time of the last frame stepped (`time` when nothing moved).
    /// - Complexity: O(frames), at most 100 000.
    @discardableResult
    public func advanceToRest(from time: Double, frameInterval: Double = 1000.0 / 60.0) -> Double {
        let frameInterval = frameInterval > 0 && frameInterval.isFinite ? frameInterval : 1000.0 / 60.0
        var now = time
        var frames = 0
        while isAnimating && frames < 100_000 {
            now += frameInterval
            advance(to: now)
            frames += 1
        }
        return now
    }
}
