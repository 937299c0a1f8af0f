import MiniPicker

/// What the wheel pickers share: stepping a wheel's row, moving the focus
/// along the wheels, and the frames of their ribbons' animations.
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

    /// Whether any of the ribbons animates.
    @MainActor
    static func isAnimating(_ ribbons: [LabelRibbon]) -> Bool {
        ribbons.contains { $0.isAnimating }
    }

    /// Steps every ribbon's animation to a time.
    @MainActor
    static func advance(_ ribbons: [LabelRibbon], to time: Double) {
        for ribbon in ribbons { ribbon.advance(to: time) }
    }

    /// Steps every ribbon's animation frame by frame until it rests.
    @MainActor
    static func advanceToRest(_ ribbons: [LabelRibbon], frameInterval: Double) {
        for ribbon in ribbons { ribbon.advanceToRest(frameInterval: frameInterval) }
    }
}
