extension Ribbon {
    /// The viewport's centre as an absolute position on the strip.
    ///
    /// Exact while `count · itemWidth` stays below 2^53; past that the
    /// centred slot and ``offset`` remain exact while this value rounds.
    public var position: Double {
        (Double(centeredSlot) + 0.5) * itemWidth + offset
    }

    /// The position of a cell's centre on the strip, `(index + 0.5) · itemWidth`.
    ///
    /// - Parameter index: Any cell index or slot.
    /// - Returns: The centre of that cell, computed in `Double` (no `Int` overflow).
    public func centerPosition(ofCell index: Int) -> Double {
        (Double(index) + 0.5) * itemWidth
    }

    /// The index of the cell that is most visible when the viewport's centre is at a position.
    ///
    /// The cell that contains the position wins. A position exactly on the
    /// boundary between two cells belongs to the cell on its right (the higher
    /// index): cells are half-open intervals `[i·w, (i+1)·w)`. Positions
    /// before the strip give cell 0 and positions after it the last cell; in
    /// cyclic mode positions wrap instead.
    ///
    /// - Parameter position: A position on the strip; NaN counts as position 0.
    /// - Returns: An index in `0..<count`, or `nil` when the ribbon is empty.
    public func index(at position: Double) -> Int? {
        guard count > 0 else { return nil }
        let cell = (position.isNaN ? 0 : position / itemWidth).rounded(.down)
        if isCyclic {
            guard cell.isFinite else { return 0 }
            let reduced = cell.truncatingRemainder(dividingBy: Double(count))
            let step = IntegerMath.clampedInt(reduced, lower: -count, upper: count)
            return IntegerMath.wrappedSum(0, step, modulo: count)
        }
        return IntegerMath.clampedInt(cell, lower: 0, upper: count - 1)
    }
}
