import MiniPicker
import TerminalUI

/// Where a vertical wheel lies on a screen: a column of rows, the selected
/// row in the middle between marks. A value that drawing and hit-testing
/// both read.
///
/// ```
///   08        row
///   09
///  [10]       middleRow: the selection, between the marks
///   11
///   12        row + height - 1
/// ```
///
/// Any numbers make a frame: its label width and height are clamped, when
/// made and when set, into what a screen can show, and its columns and rows
/// saturate at `Int.min` and `Int.max` rather than overflow.
public struct WheelFrame: Hashable, Sendable {
    /// The columns the marks around the middle row take, one each side.
    public static let markColumns = 2

    /// The widest a label is: a screen's most columns (`ScreenBuffer.maximumWidth`)
    /// without the marks.
    public static let maximumLabelWidth = ScreenBuffer.maximumWidth - markColumns

    /// The column of the left mark.
    public var column: Int
    /// The top row.
    public var row: Int
    /// The columns of a label, between the marks; a value set is clamped
    /// into `1...maximumLabelWidth`.
    public var labelWidth: Int {
        didSet { labelWidth = WheelFrame.clampedLabelWidth(labelWidth) }
    }
    /// The rows shown; odd, so that one row is the middle. A value set is
    /// clamped as ``init(column:row:labelWidth:height:)`` clamps it.
    public var height: Int {
        didSet { height = WheelFrame.clampedHeight(height) }
    }

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - column: The column of the left mark.
    ///   - row: The top row.
    ///   - labelWidth: The columns of a label, clamped into `1...maximumLabelWidth`.
    ///   - height: The rows shown, odd: clamped into `1...ScreenBuffer.maximumHeight`,
    ///     and an even number of rows is one less (so 0 and negative heights are 1).
    public init(column: Int, row: Int, labelWidth: Int, height: Int) {
        self.column = column
        self.row = row
        self.labelWidth = WheelFrame.clampedLabelWidth(labelWidth)
        self.height = WheelFrame.clampedHeight(height)
    }

    /// A label width clamped into `1...maximumLabelWidth`.
    static func clampedLabelWidth(_ width: Int) -> Int {
        min(max(width, 1), maximumLabelWidth)
    }

    /// A wheel's height clamped into `1...ScreenBuffer.maximumHeight`, one less when even.
    static func clampedHeight(_ height: Int) -> Int {
        let clamped = min(max(height, 1), ScreenBuffer.maximumHeight)
        return clamped % 2 == 1 ? clamped : clamped - 1
    }

    /// The columns the wheel takes: the labels and the marks.
    public var width: Int { labelWidth + WheelFrame.markColumns }

    /// The column after the wheel (at most `Int.max`).
    public var endColumn: Int { ScreenMath.sum(column, width) }

    /// The row of the selection, in the middle (at most `Int.max`).
    public var middleRow: Int { ScreenMath.sum(row, height / 2) }

    /// Whether a cell of the screen lies on the wheel.
    ///
    /// - Parameters:
    ///   - column: A screen column.
    ///   - row: A screen row.
    public func contains(column: Int, row: Int) -> Bool {
        ScreenMath.contains(column, from: self.column, count: width)
            && ScreenMath.contains(row, from: self.row, count: height)
    }

    /// The pointer's position along the wheel for a screen row: the middle
    /// of the row's cell, measured from the wheel's top edge (the top row is at 0.5).
    ///
    /// - Parameter row: A screen row; rows outside the wheel give positions
    ///   outside it, as a drag that leaves the wheel does.
    public func pointerPosition(atRow row: Int) -> Double {
        ScreenMath.distance(row, from: self.row) + 0.5
    }

    /// The geometry a picker's wheel moves in when drawn in this frame: one
    /// row a cell, the frame's rows as the viewport, and half a row of travel
    /// for a tap (a terminal reports whole cells).
    public var geometry: RibbonGeometry {
        RibbonGeometry(itemLength: 1, viewportLength: Double(height), tapSlop: 0.5)
    }
}
