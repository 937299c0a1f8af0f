import MiniPicker
import TerminalUI

/// Sends a terminal's mouse events to ribbons in boxes: a press on a box
/// starts a drag that follows the pointer wherever it goes until the
/// release, and the wheel over a box steps its ribbon one row.
///
/// A screen keeps one and routes every mouse event through it, with the
/// frames of its layout:
///
/// ```swift
/// if pointer.route(mouse, to: [(layout.yearBox, years), (layout.monthBox, months)], at: time) { return }
/// ```
public struct RibbonPointer: Hashable, Sendable {
    /// The index, among the ribbons routed to, of the one being dragged.
    public private(set) var activeIndex: Int?

    /// Creates a router with no drag under way.
    public init() {}

    /// Whether a drag is under way.
    public var isDragging: Bool { activeIndex != nil }

    /// Routes a mouse event to ribbons.
    ///
    /// - Parameters:
    ///   - mouse: The event, in screen cells.
    ///   - ribbons: The ribbons with the frames they are drawn in, in the
    ///     same order for every event of a drag.
    ///   - time: The event's time in milliseconds.
    /// - Returns: Whether a ribbon used the event: a left press or a wheel
    ///   step on a box, and every drag and release after such a press.
    @MainActor
    public mutating func route(_ mouse: InputEvent.Mouse, to ribbons: [(frame: RibbonFrame, ribbon: LabelRibbon)],
                               at time: Double) -> Bool {
        let hit = ribbons.firstIndex { $0.frame.contains(column: mouse.column, row: mouse.row) }
        switch mouse.action {
        case .press(.left):
            guard let hit else { return false }
            activeIndex = hit
            let (frame, ribbon) = ribbons[hit]
            // A press on a border lands on the viewport's nearest edge.
            ribbon.press(x: min(max(frame.pointerX(atColumn: mouse.column), 0), Double(frame.innerWidth) - 0.5), at: time)
            return true
        case .drag(.left):
            guard let active = activeIndex, ribbons.indices.contains(active) else { return false }
            ribbons[active].ribbon.move(x: ribbons[active].frame.pointerX(atColumn: mouse.column), at: time)
            return true
        case .release:
            guard let active = activeIndex else { return false }
            activeIndex = nil
            guard ribbons.indices.contains(active) else { return false }
            ribbons[active].ribbon.release(x: ribbons[active].frame.pointerX(atColumn: mouse.column), at: time)
            return true
        case .wheelUp, .wheelDown:
            guard let hit else { return false }
            // A step animates from the ribbon's last frame: only the host's frame moves time.
            let ribbon = ribbons[hit].ribbon
            if mouse.action == .wheelUp { ribbon.decrement() } else { ribbon.increment() }
            return true
        default:
            return false
        }
    }

    /// Forgets a drag whose ribbons went away (a new configuration replaced them).
    public mutating func reset() {
        activeIndex = nil
    }
}
