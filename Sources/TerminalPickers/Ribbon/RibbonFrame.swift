import MiniPicker
import TerminalUI

/// Where a ribbon's box lies on a screen: a value that drawing and
/// hit-testing both read.
///
/// The box is ``height`` rows tall: a top border, the ribbon's line and a
/// bottom border. Its inside, between the left and right borders, is the
/// ribbon's viewport, one unit of the ribbon per column.
///
/// Any numbers make a frame: its width is clamped, when made and when set,
/// as a ``RibbonBox``'s is, and its columns and rows saturate at `Int.min`
/// and `Int.max` rather than overflow.
public struct RibbonFrame: Hashable, Sendable {
    /// The rows of a box: a border, the ribbon's line, a border.
    public static let height = 3

    /// The column of the box's left border.
    public var column: Int
    /// The row of the box's top border.
    public var row: Int
    /// The box's width in columns, borders included; a value set is clamped
    /// into `RibbonArt.minimumWidth...ScreenBuffer.maximumWidth`.
    public var width: Int {
        didSet { width = RibbonArt.clampedWidth(width) }
    }

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - column: The column of the left border.
    ///   - row: The row of the top border.
    ///   - width: The width, borders included, clamped into
    ///     `RibbonArt.minimumWidth...ScreenBuffer.maximumWidth` as a ``RibbonBox``'s is.
    public init(column: Int, row: Int, width: Int) {
        self.column = column
        self.row = row
        self.width = RibbonArt.clampedWidth(width)
    }

    /// The row of the ribbon's line, between the borders (at most `Int.max`).
    public var contentRow: Int { ScreenMath.sum(row, 1) }

    /// The column after the box's right border (at most `Int.max`).
    public var endColumn: Int { ScreenMath.sum(column, width) }

    /// The width of the inside, the ribbon's viewport.
    public var innerWidth: Int { width - RibbonArt.borderColumns }

    /// Whether a cell of the screen lies in the box.
    ///
    /// - Parameters:
    ///   - column: A screen column.
    ///   - row: A screen row.
    public func contains(column: Int, row: Int) -> Bool {
        ScreenMath.contains(column, from: self.column, count: width)
            && ScreenMath.contains(row, from: self.row, count: RibbonFrame.height)
    }

    /// The pointer's x in the ribbon's viewport for a screen column: the
    /// middle of the column's cell, measured from the inner edge of the left
    /// border (the first inner column is at 0.5).
    ///
    /// - Parameter column: A screen column; columns outside the box give
    ///   positions outside the viewport, as a drag that leaves the box does.
    public func pointerX(atColumn column: Int) -> Double {
        ScreenMath.distance(column, from: self.column) - 0.5
    }

    /// The geometry a picker's ribbon moves in when drawn in this box: one
    /// row as wide as the inside, the inside as the viewport, and half a
    /// column of travel for a tap (a terminal reports whole cells).
    public var geometry: RibbonGeometry {
        RibbonGeometry(itemLength: Double(innerWidth), viewportLength: Double(innerWidth), tapSlop: 0.5)
    }
}
