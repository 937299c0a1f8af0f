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

    /// Creates the layout of a horizontal ribbon.
    ///
    /// - Parameters:
    ///   - width: The width of the viewport; positive and finite.
    ///   - itemWidth: The width of one cell, positive and finite; `nil` makes it `width`.
    ///   - isCyclic: Whether the ribbon wraps around.
    /// - Precondition: The viewport shows at most 4096 cells (`width / itemWidth ≤ 4096`).
    public init(width: Double, itemWidth: Double? = nil, isCyclic: Bool = false) {
        self.init(length: width, itemLength: itemWidth, axis: .horizontal, isCyclic: isCyclic)
    }

    /// Creates a layout along either axis.
    ///
    /// - Parameters:
    ///   - length: The length of the viewport along the axis (a wheel's
    ///     height); positive and finite.
    ///   - itemLength: The length of one cell along the axis (a wheel's row
    ///     height), positive and finite; `nil` makes it `length`.
    ///   - axis: The direction the ribbon runs in.
    ///   - isCyclic: Whether the ribbon wraps around.
    /// - Precondition: The viewport shows at most 4096 cells (`length / itemLength ≤ 4096`).
    public init(length: Double, itemLength: Double? = nil, axis: Axis = .horizontal, isCyclic: Bool = false) {
        precondition(length > 0 && length.isFinite, "length must be positive and finite")
        let itemLength = itemLength ?? length
        precondition(itemLength > 0 && itemLength.isFinite, "itemLength must be positive and finite")
        precondition(length / itemLength <= 4096, "length must show at most 4096 cells of itemLength")
        self.axis = axis
        self.length = length
        self.itemLength = itemLength
        self.isCyclic = isCyclic
    }

    /// The cache radius needed to keep every visible cell cached.
    var visibleRadius: Int {
        Int((length / itemLength / 2).rounded(.up)) + 1
    }
}
