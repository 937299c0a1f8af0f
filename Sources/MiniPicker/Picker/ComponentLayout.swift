/// The geometry of one component of a ``RibbonPicker``.
public struct ComponentLayout: Hashable, Sendable {
    /// The width of the component's viewport.
    public let width: Double

    /// The width of one cell; equal to ``width`` for a one-cell viewport, as in a mini picker.
    public let itemWidth: Double

    /// Whether the component's ribbon wraps around.
    public let isCyclic: Bool

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - width: The width of the viewport; positive and finite.
    ///   - itemWidth: The width of one cell, positive and finite; `nil` makes it `width`.
    ///   - isCyclic: Whether the ribbon wraps around.
    /// - Precondition: The viewport shows at most 4096 cells (`width / itemWidth ≤ 4096`).
    public init(width: Double, itemWidth: Double? = nil, isCyclic: Bool = false) {
        precondition(width > 0 && width.isFinite, "width must be positive and finite")
        let itemWidth = itemWidth ?? width
        precondition(itemWidth > 0 && itemWidth.isFinite, "itemWidth must be positive and finite")
        precondition(width / itemWidth <= 4096, "width must show at most 4096 cells of itemWidth")
        self.width = width
        self.itemWidth = itemWidth
        self.isCyclic = isCyclic
    }

    /// The cache radius needed to keep every visible cell cached.
    var visibleRadius: Int {
        Int((width / itemWidth / 2).rounded(.up)) + 1
    }
}
