/// The geometry of one component of a ``RibbonPicker``: which way its ribbon
/// runs, and its lengths along that axis.
///
/// A horizontal component is a ribbon, dragged left and right; a vertical
/// one is a wheel, like a component of UIPickerView, dragged up and down.
/// The gesture math is the same one-dimensional math for both: every length,
/// position and offset is measured along the axis, growing to the right on a
/// ribbon and downward on a wheel.
///
/// ```swift
/// let ribbon = ComponentLayout(width: 120, itemWidth: 40)              // three 40-point cells side by side
/// let wheel = ComponentLayout(length: 5, itemLength: 1, axis: .vertical, isCyclic: true)   // five rows, one a line
/// ```
public struct ComponentLayout: Hashable, Sendable {
    /// The direction a component's ribbon runs in.
    public enum Axis: Hashable, Sendable {
        /// Left to right: a ribbon. Positions grow to the right.
        case horizontal
        /// Top to bottom: a wheel. Positions grow downward.
        case vertical
    }

    /// The direction the ribbon runs in; ``Axis/horizontal`` unless the layout says otherwise.
    public let axis: Axis

    /// The length of the component's viewport along its axis: the width of a
    /// ribbon, the height of a wheel.
    public let length: Double

    /// The length of one cell along the axis (the width of a ribbon's cell,
    /// the height of a wheel's row); equal to ``length`` for a one-cell
    /// viewport, as in a mini picker.
    public let itemLength: Double

    /// Whether the component's ribbon wraps around.
    public let isCyclic: Bool

    /// The length of the viewport along the axis, under its first name: the
    /// same as ``length``, the width of a horizontal ribbon (the height of a
    /// vertical wheel).
    public var width: Double { length }

    /// The length of one cell along the axis, under its first name: the same
    /// as ``itemLength`` (a wheel's row height).
    public var itemWidth: Double { itemLength }

    /// The most cells a viewport shows: an item length shorter than
    /// `length / maximumVisibleCells` is raised to it.
    public static let maximumVisibleCells = 4096.0

    /// Creates the layout of a horizontal ribbon.
    ///
    /// Any numbers make a layout, by the rules of ``init(length:itemLength:axis:isCyclic:)``:
    /// a width of 0 (a view's before its first layout) shows no cells.
    ///
    /// - Parameters:
    ///   - width: The width of the viewport; 0 when it is not a positive, finite number.
    ///   - itemWidth: The width of one cell; `nil` makes it `width`.
    ///   - isCyclic: Whether the ribbon wraps around.
    public init(width: Double, itemWidth: Double? = nil, isCyclic: Bool = false) {
        self.init(length: width, itemLength: itemWidth, axis: .horizontal, isCyclic: isCyclic)
    }

    /// Creates a layout along either axis.
    ///
    /// Any numbers make a layout (the package's convention for geometry is a
    /// documented clamp, never a trap):
    /// - A length that is not a positive, finite number is 0: the layout of a
    ///   view not laid out yet (a UIKit view's bounds before its first
    ///   layout). A component of length 0 shows no cells and ignores the
    ///   pointer, and keeps its rows and its selected row for when it has a length.
    /// - An item length that is `nil`, or not a positive, finite number, is
    ///   the length (1 when the length is 0); one that would show more than
    ///   ``maximumVisibleCells`` cells is raised to `length / 4096`.
    ///
    /// - Parameters:
    ///   - length: The length of the viewport along the axis (a wheel's height).
    ///   - itemLength: The length of one cell along the axis (a wheel's row
    ///     height); `nil` makes it `length`.
    ///   - axis: The direction the ribbon runs in.
    ///   - isCyclic: Whether the ribbon wraps around.
    public init(length: Double, itemLength: Double? = nil, axis: Axis = .horizontal, isCyclic: Bool = false) {
        let length = length.positiveFinite(or: 0)
        let item = (itemLength ?? length).positiveFinite(or: length > 0 ? length : 1)
        self.axis = axis
        self.length = length
        self.itemLength = Swift.max(item, length / Self.maximumVisibleCells)
        self.isCyclic = isCyclic
    }

    /// Whether the viewport has no length: the layout of a view not laid out yet, which shows nothing.
    public var isEmpty: Bool { length == 0 }

    /// The cache radius needed to keep every visible cell cached.
    var visibleRadius: Int {
        Int((length / itemLength / 2).rounded(.up)) + 1
    }
}
