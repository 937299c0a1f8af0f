/// A full-screen program that ``TerminalRunLoop`` drives.
///
/// The loop calls ``handle(_:at:)`` for every input event, ``advance(to:)``
/// about 60 times a second while ``isAnimating`` is true, and
/// ``draw(into:)`` after anything changed. Times are milliseconds of a
/// monotonic clock. The application lives on the main actor, where the
/// loop runs, as a UI framework's views do, and so is `Sendable`: the loop
/// and the application's own tasks (a `Task { @MainActor in … }`) share it.
/// It is ``Animated``, so ``Animated/advanceToRest(from:frameInterval:)``
/// runs its animations to rest, as the plain loop does after each event.
@MainActor
public protocol TerminalApplication: Animated, Sendable {
    /// The smallest terminal the program can draw in; smaller ones show a short message instead.
    var minimumSize: (columns: Int, rows: Int) { get }

    /// Whether something moves on its own, so the loop must keep stepping time.
    var isAnimating: Bool { get }

    /// Handles an input event.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - time: When it arrived.
    /// - Returns: ``RunDecision/keepRunning``, or ``RunDecision/quit`` to end the loop.
    func handle(_ event: InputEvent, at time: Double) -> RunDecision

    /// Steps animations to a time.
    ///
    /// - Parameter time: The current time.
    func advance(to time: Double)

    /// Draws the whole screen.
    ///
    /// - Parameter buffer: A blank buffer of the terminal's size.
    func draw(into buffer: inout ScreenBuffer)
}
