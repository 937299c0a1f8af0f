#if !arch(wasm32)
/// A host that makes no elements, only counts them: the page's ribbons run
/// natively on it (the browser check replays the page's events on it and
/// times the drag step without a browser).
#if !hasFeature(Embedded)
@MainActor
#endif
public final class CountingHost: CellHost {
    /// The elements made and not yet removed.
    public private(set) var liveElements = 0
    private var lastHandle = 0
    /// The latest offsets shown, as a page writes one style per element.
    private var offsets = [Double](repeating: 0, count: 64)

    /// Creates a host with no elements.
    public init() {}

    /// Counts a new element and returns its handle.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon's number.
    ///   - row: The row.
    /// - Returns: A handle not used before.
    public func makeElement(ribbon: Int, row: Int) -> Int {
        liveElements += 1
        lastHandle += 1
        return lastHandle
    }

    /// Does nothing: no element has a label.
    ///
    /// - Parameters:
    ///   - element: The element's handle.
    ///   - row: Its new row.
    public func relabel(element: Int, row: Int) {}

    /// Counts an element removed.
    ///
    /// - Parameter element: The element's handle.
    public func removeElement(_ element: Int) {
        liveElements -= 1
    }

    /// Keeps the offset, as a page sets a style.
    ///
    /// - Parameters:
    ///   - element: The element's handle.
    ///   - offset: Its leading edge in the ribbon.
    public func show(element: Int, at offset: Double) {
        offsets[element & 63] = offset
    }

    /// Does nothing.
    ///
    /// - Parameter ribbon: The ribbon's number.
    public func finishFrame(ribbon: Int) {}
}

/// The path of the drag frames the page times (`measureDragFrames` in
/// page.js) and the browser check times natively: 7 points a frame, 16 ms
/// apart, turning 2.5 cells either side of the centre.
public struct DragPath {
    /// The pointer's x now.
    public private(set) var x: Double
    /// The time now, in milliseconds.
    public private(set) var time: Double
    private let centre: Double
    private let itemWidth: Double
    private var direction = -1.0

    /// Creates a path that starts at the centre.
    ///
    /// - Parameters:
    ///   - centre: The ribbon's centre.
    ///   - itemWidth: The cells' width.
    ///   - time: The time of the start.
    public init(centre: Double, itemWidth: Double, time: Double) {
        self.centre = centre
        self.itemWidth = itemWidth
        self.time = time
        x = centre
    }

    /// Moves on by one frame.
    public mutating func advance() {
        x += direction * 7
        if abs(x - centre) > 2.5 * itemWidth { direction = -direction }
        time += 16
    }
}

extension WebRibbon where Host == CountingHost {
    /// Follows a drag path for some frames, a move (and its drawing) each.
    ///
    /// - Parameters:
    ///   - path: The path; it moves on by `frames`.
    ///   - frames: How many frames.
    /// - Complexity: O(frames · visible cells).
    public func follow(_ path: inout DragPath, frames: Int) {
        for _ in 0..<frames {
            path.advance()
            move(x: path.x, at: path.time)
        }
    }
}
#endif
