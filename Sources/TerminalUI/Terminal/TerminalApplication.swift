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

    /// Tells the program the size it draws in: the terminal's, or inline
    /// the band's (the terminal's columns and ``TerminalSession/bandRows``),
    /// at most ``ScreenBuffer/maximumWidth`` by ``ScreenBuffer/maximumHeight``.
    /// The loop calls it before the first event and frame and whenever the
    /// size changes, so a layout that depends on it is a value of the
    /// program's state and a click lands where the last frame put things.
    /// The default does nothing.
    ///
    /// - Parameter size: The columns and rows of the next frames.
    func sizeDidChange(to size: (columns: Int, rows: Int))

    /// The rows an inline band should have now, or `nil` for the session's
    /// own (its mode's rows). The loop asks before every frame and grows or
    /// shrinks the band to it (``TerminalSession/setBandRows(_:)``), never
    /// past the terminal's height: a band grows for something that shows for
    /// a while, such as a help overlay, scrolling the lines above it up when
    /// the terminal needs the room, and shrinks back when it is gone. The
    /// default is `nil`; a full-screen session does not ask.
    var preferredBandRows: Int? { get }

    /// Handles a key while the terminal is smaller than ``minimumSize``: the
    /// loop hands the program keys only then (no click or paste), here
    /// instead of ``handle(_:at:)``. Nothing may act on a screen nobody sees
    /// (Enter must not choose), but leaving can: Ctrl-C, and a cancel that
    /// loses nothing. The default hands Ctrl-C (``TerminalRunLoop/quitKey``)
    /// to ``handle(_:at:)`` and drops every other key.
    ///
    /// - Parameters:
    ///   - event: A key event.
    ///   - time: When it arrived.
    /// - Returns: ``RunDecision/quit`` to end the loop.
    func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision

    /// How the message shown while the terminal is too small says to leave,
    /// as wordings from the longest to the shortest; the message takes the
    /// longest that fits (``TerminalRunLoop/drawTooSmall(into:minimum:exitWordings:)``).
    /// The default is ``TerminalRunLoop/quitWordings``: `Esc, q or Ctrl-C quits` … `q`.
    var tooSmallExitWordings: [String] { get }
}

extension TerminalApplication {
    /// Does nothing: a program whose layout does not depend on its size.
    public func sizeDidChange(to size: (columns: Int, rows: Int)) {}

    /// `nil`: the band keeps the session's rows.
    public var preferredBandRows: Int? { nil }

    /// Ctrl-C goes to ``handle(_:at:)``; Esc and q leave (``TerminalRunLoop/leaveKeys``);
    /// every other key is dropped.
    public func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision {
        if event == TerminalRunLoop.quitKey { return handle(event, at: time) }
        return TerminalRunLoop.leaveKeys.contains(event) ? .quit : .keepRunning
    }

    /// ``TerminalRunLoop/quitWordings``.
    public var tooSmallExitWordings: [String] { TerminalRunLoop.quitWordings }
}
