import TerminalUI

/// Where a picker's wheels lie on a screen: side by side, left to right in
/// the order the picker writes them, each a ``WheelFrame``, with the text
/// between two wheels (`:` between hours and minutes) on the middle row. A
/// value that drawing and hit-testing both read.
///
/// ```
///   08   25
///   09   30
///  [10]:(35)     the middle row: the selection, and the separators
///   11   40
///   12   45
/// ```
public struct WheelsLayout: Hashable, Sendable {
    /// Text between two wheels, on the middle row.
    public struct Separator: Hashable, Sendable {
        /// The first column of the text.
        public var column: Int
        /// The text, such as `:`.
        public var text: String

        /// Creates a separator.
        ///
        /// - Parameters:
        ///   - column: The first column of the text.
        ///   - text: The text.
        public init(column: Int, text: String) {
            self.column = column
            self.text = text
        }
    }

    /// The wheels' frames, left to right.
    public let frames: [WheelFrame]
    /// The texts between the wheels: `separators[i]` stands before `frames[i + 1]`.
    public let separators: [Separator]

    /// Lays out wheels side by side.
    ///
    /// Columns saturate at `Int.max` rather than overflow.
    ///
    /// - Parameters:
    ///   - column: The first column.
    ///   - row: The top row.
    ///   - labelWidths: Each wheel's label columns, left to right; each is
    ///     clamped as ``WheelFrame/init(column:row:labelWidth:height:)`` clamps it.
    ///   - separators: The text before each wheel (the first wheel's is
    ///     ignored), one per wheel; a missing one is empty, extra ones are ignored.
    ///   - height: The rows of every wheel, odd; clamped as
    ///     ``WheelFrame/init(column:row:labelWidth:height:)`` clamps it.
    /// - Complexity: O(wheels + separator characters).
    public init(column: Int, row: Int, labelWidths: [Int], separators: [String], height: Int) {
        var frames: [WheelFrame] = []
        var gaps: [Separator] = []
        var next = column
        for (index, width) in labelWidths.enumerated() {
            if index > 0 {
                let text = index < separators.count ? separators[index] : ""
                gaps.append(Separator(column: next, text: text))
                next = ScreenMath.sum(next, TextWidth.columns(of: text))
            }
            let frame = WheelFrame(column: next, row: row, labelWidth: width, height: height)
            frames.append(frame)
            next = frame.endColumn
        }
        self.frames = frames
        self.separators = gaps
    }

    /// The columns from the first wheel's left mark to the last one's right mark.
    public var width: Int {
        guard let first = frames.first, let last = frames.last else { return 0 }
        return ScreenMath.difference(last.endColumn, first.column)
    }

    /// The rows the wheels take.
    public var height: Int { frames.first?.height ?? 0 }

    /// The wheel a cell of the screen lies on, by its place in ``frames``.
    ///
    /// - Parameters:
    ///   - column: A screen column.
    ///   - row: A screen row.
    /// - Returns: The wheel's index, or `nil` off every wheel (a separator, or outside).
    /// - Complexity: O(wheels).
    public func wheelIndex(atColumn column: Int, row: Int) -> Int? {
        frames.firstIndex { $0.contains(column: column, row: row) }
    }
}
