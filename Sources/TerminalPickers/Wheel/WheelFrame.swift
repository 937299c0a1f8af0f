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
public struct WheelFrame: Hashable, Sendable {
    /// The columns the marks around the middle row take, one each side.
    public static let markColumns = 2

    /// The column of the left mark.
    public var column: Int
    /// The top row.
    public var row: Int
    /// The columns of a label, between the marks.
    public var labelWidth: Int
    /// The rows shown; odd, so that one row is the middle.
    public var height: Int

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - column: The column of the left mark.
    ///   - row: The top row.
    ///   - labelWidth: The columns of a label; at least 1.
    ///   - height: The rows shown; odd and at least 1.
    public init(column: Int, row: Int, labelWidth: Int, height: Int) {
        precondition(labelWidth >= 1, "labelWidth must be at least 1")
        precondition(height >= 1 && height % 2 == 1, "height must be odd and at least 1")
        self.column = column
        self.row = row
        self.labelWidth = labelWidth
        self.height = height
    }

    /// The columns the wheel takes: the labels and the marks.
    public var width: Int { labelWidth + WheelFrame.markColumns }

    /// The column after the wheel.
    public var endColumn: Int { column + width }

    /// The row of the selection, in the middle.
    public var middleRow: Int { row + height / 2 }

    /// Whether a cell of the screen lies on the wheel.
    ///
    /// - Parameters:
    ///   - column: A screen column.
    ///   - row: A screen row.
    public func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < endColumn && row >= self.row && row < self.row + height
    }

    /// The pointer's position along the wheel for a screen row: the middle
    /// of the row's cell, measured from the wheel's top edge (the top row is at 0.5).
    ///
    /// - Parameter row: A screen row; rows outside the wheel give positions
    ///   outside it, as a drag that leaves the wheel does.
    public func pointerPosition(atRow row: Int) -> Double {
        Double(row - self.row) + 0.5
    }
}
