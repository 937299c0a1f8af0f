import MiniPicker

/// What the wheel pickers' keys share: stepping a wheel's row, and moving
/// the focus along the wheels.
enum WheelSet {
    /// The row a step leads to: wrapped on a cyclic wheel, `nil` past the end of another.
    ///
    /// - Parameters:
    ///   - row: The row stepped from.
    ///   - step: The rows to move, negative for back.
    ///   - count: The wheel's rows.
    ///   - isCyclic: Whether the wheel wraps.
    static func row(from row: Int, by step: Int, count: Int, isCyclic: Bool) -> Int? {
        guard count > 0 else { return nil }
        let target = row + step
        if isCyclic { return DayArithmetic.floorModulo(target, count) }
        return (0..<count).contains(target) ? target : nil
    }

    /// The wheel a step of the focus leads to, or `nil` past either end.
    ///
    /// - Parameters:
    ///   - wheel: The focused wheel.
    ///   - step: 1 for the next wheel, −1 for the previous.
    ///   - order: The wheels in order.
    static func wheel<Wheel: Equatable>(after wheel: Wheel, by step: Int, in order: [Wheel]) -> Wheel? {
        guard let index = order.firstIndex(of: wheel), order.indices.contains(index + step) else { return nil }
        return order[index + step]
    }
}
