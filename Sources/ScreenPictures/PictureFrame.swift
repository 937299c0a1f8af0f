@_spi(Testing) import TerminalUI

/// One frame of a picture: the rows of a terminal's cells and how long it is shown.
package struct PictureFrame {
    /// The rows, each as long as the first.
    package var rows: [[ScreenCell]]
    /// Milliseconds on screen (ignored for a still picture).
    package var duration: Double

    /// A frame of given rows.
    package init(rows: [[ScreenCell]], duration: Double) {
        self.rows = rows
        self.duration = duration
    }

    /// The rows `rows` of a terminal's screen as a frame.
    ///
    /// - Parameters:
    ///   - terminal: The terminal, as the renderer's bytes left it.
    ///   - rows: The rows to show.
    ///   - duration: Milliseconds on screen.
    package init(of terminal: VirtualTerminal, rows: Range<Int>, duration: Double = 0) {
        self.init(rows: rows.map { row in (0..<terminal.width).map { terminal[column: $0, row: row] } }, duration: duration)
    }

    /// Frames with each run of equal frames made one that lasts as long as the run.
    ///
    /// - Parameter frames: Frames in order.
    /// - Returns: The frames, no two neighbours equal.
    package static func merged(_ frames: [PictureFrame]) -> [PictureFrame] {
        var merged: [PictureFrame] = []
        for frame in frames {
            if let last = merged.last, last.rows == frame.rows {
                merged[merged.count - 1].duration += frame.duration
            } else {
                merged.append(frame)
            }
        }
        return merged
    }
}
