/// A viewport over a strip of equal-width cells.
///
/// The strip runs left to right (a ribbon) or top to bottom (a wheel): the
/// math is one-dimensional, and "width" is a length along the strip's axis
/// (a wheel's row height), "left" its leading end (a wheel's top).
///
/// The ribbon knows where the centre of its viewport lies on the strip and
/// nothing else: it holds no cells and no time. Positions are measured in the
/// same unit as ``itemWidth`` (points on screen, columns in a terminal), from
/// the leading edge of cell 0. Cell `i` spans the half-open interval
/// `[i·itemWidth, (i+1)·itemWidth)`, so its centre lies at `(i + 0.5)·itemWidth`.
///
/// The position is stored exactly as the *centred slot* (an `Int`) plus an
/// ``offset`` from that slot's centre (a `Double` in `-itemWidth/2 ..< itemWidth/2`
/// away from the ends). Arithmetic therefore never multiplies an index by the
/// width in `Int`, stays exact for every count up to ``maximumCount``, and costs
/// the same for 12 cells as for 10^18.
///
/// In cyclic mode the strip repeats forever. A *slot* is a place on that
/// endless strip; the cell shown there is the slot's ``index(ofSlot:)``. The
/// centred slot is kept in `0..<count`, so neighbours to the left of cell 0
/// have negative slots. Without wrapping, slots and indices are the same.
///
/// An empty ribbon (`count == 0`) is valid: it shows nothing and has no
/// centred index.
public struct Ribbon: Hashable, Sendable {
    /// The largest supported number of cells, `Int.max / 2`.
    public static let maximumCount = Int.max / 2

    /// The number of cells on the strip.
    public var count: Int { _count }
    @usableFromInline var _count: Int

    /// The width of one cell (its length along the axis: a wheel's row height), in the same unit as positions.
    public var itemWidth: Double { _itemWidth }
    @usableFromInline var _itemWidth: Double

    /// Whether the strip wraps around, showing cell 0 after the last cell.
    ///
    /// Switching it keeps the centred cell and the viewport's place within
    /// it; positions past the ends of a plain strip stay where they are.
    public var isCyclic: Bool {
        get { _isCyclic }
        set {
            guard newValue != _isCyclic else { return }
            _isCyclic = newValue
            let kept = offset
            center(onCell: centeredSlot)
            scroll(by: kept)
        }
    }
    @usableFromInline var _isCyclic: Bool

    /// The slot whose cell contains the viewport's centre.
    ///
    /// Always in `0..<count` (and `0` when the ribbon is empty).
    public var centeredSlot: Int { _centeredSlot }
    @usableFromInline var _centeredSlot: Int

    /// The distance from the centre of ``centeredSlot`` to the viewport's centre.
    ///
    /// In `-itemWidth/2 ..< itemWidth/2`, except past either end of a
    /// non-cyclic strip, where it measures how far the viewport is beyond the
    /// first or last cell (see ``overshoot``).
    public var offset: Double { _offset }
    @usableFromInline var _offset: Double

    /// Creates a ribbon centred on a cell.
    ///
    /// Any numbers make a ribbon (the package's convention for geometry is
    /// a documented clamp, never a trap).
    ///
    /// - Parameters:
    ///   - count: The number of cells, clamped into `0...Ribbon.maximumCount`.
    ///   - itemWidth: The width of one cell; 1 when it is not a positive, finite number.
    ///   - isCyclic: Whether the strip wraps around.
    ///   - index: The cell to centre on, clamped into `0..<count`.
    public init(count: Int, itemWidth: Double, isCyclic: Bool = false, centeredOn index: Int = 0) {
        let count = count.clamped(to: 0...Ribbon.maximumCount)
        self._count = count
        self._itemWidth = itemWidth.positiveFinite(or: 1)
        self._isCyclic = isCyclic
        self._centeredSlot = count == 0 ? 0 : min(max(index, 0), count - 1)
        self._offset = 0
    }

    /// Whether the strip has no cells.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// The index of the cell that contains the viewport's centre, or `nil` when empty.
    @inlinable
    public var centeredIndex: Int? { count == 0 ? nil : centeredSlot }

    /// The index of the cell shown in a slot.
    ///
    /// - Parameter slot: A place on the strip.
    /// - Returns: `slot` wrapped into `0..<count` in cyclic mode, `slot`
    ///   itself otherwise (and on an empty ribbon, which has no cells).
    @inlinable
    public func index(ofSlot slot: Int) -> Int {
        isCyclic && count > 0 ? IntegerMath.wrapped(slot, modulo: count) : slot
    }

    /// How far the viewport's centre lies beyond the first or last cell's centre.
    ///
    /// Negative before the first cell, positive after the last, zero inside
    /// the strip and always zero in cyclic mode.
    @inlinable
    public var overshoot: Double {
        Ribbon.overshoot(ofSlot: _centeredSlot, offset: _offset, count: _count, isCyclic: _isCyclic)
    }

    /// The ``overshoot`` of a ribbon of `count` cells centred on `slot` with `offset`.
    @inlinable @inline(__always)
    static func overshoot(ofSlot slot: Int, offset: Double, count: Int, isCyclic: Bool) -> Double {
        guard !isCyclic, count > 0 else { return 0 }
        // One unsigned comparison rules out the slots strictly between the ends.
        if UInt(bitPattern: slot &- 1) < UInt(bitPattern: count &- 2) { return 0 }
        if slot == 0 && offset < 0 { return offset }
        if slot == count &- 1 && offset > 0 { return offset }
        return 0
    }

    /// Whether the viewport is centred exactly on a cell.
    public var isCentered: Bool { offset == 0 }

    // MARK: - Moving the viewport

    /// Centres the viewport exactly on a cell.
    ///
    /// - Parameter index: The cell to centre on, clamped into `0..<count`.
    public mutating func center(onCell index: Int) {
        _centeredSlot = count == 0 ? 0 : min(max(index, 0), count - 1)
        _offset = 0
    }

    /// Places the viewport's centre at a distance from a cell's centre.
    ///
    /// - Parameters:
    ///   - index: The reference cell, clamped into `0..<count`.
    ///   - displacement: The distance from that cell's centre; positive
    ///     towards higher indices.
    /// - Complexity: O(1).
    public mutating func place(at displacement: Double, fromCell index: Int) {
        center(onCell: index)
        scroll(by: displacement)
    }

    /// Moves the viewport along the strip.
    ///
    /// Past the ends of a non-cyclic strip the viewport keeps moving and the
    /// excess shows up as ``overshoot``; the caller decides whether to
    /// rubber-band it. A non-finite distance is ignored.
    ///
    /// - Parameter distance: How far to move; positive towards higher indices.
    /// - Complexity: O(1), whatever the count and the distance.
    @inlinable
    public mutating func scroll(by distance: Double) {
        if !scrollWithinCell(by: distance) { scrollAcrossCells(by: distance) }
    }

    /// The common case of ``scroll(by:)``: moves the viewport when it stays
    /// within the centred cell, and reports whether it did.
    @inlinable @inline(__always)
    mutating func scrollWithinCell(by distance: Double) -> Bool {
        let total = _offset + distance
        guard isWithinCell(total) && _count > 0 else { return false }
        _offset = total
        return true
    }

    /// Whether an offset from the centred cell's centre lies within that
    /// cell, `-itemWidth/2 ..< itemWidth/2` (NaN and infinities do not).
    @inlinable @inline(__always)
    func isWithinCell(_ offset: Double) -> Bool {
        offset >= -_itemWidth / 2 && offset < _itemWidth / 2
    }

    /// Shows `start` scrolled by `distance` when that stays within the cell
    /// `start` centres and inside the strip; returns whether it did.
    ///
    /// The fast path of a drag, which keeps re-deriving its position from
    /// where it started: only the position changes, so `start` must have this
    /// ribbon's count, cell width and mode. On `false` nothing changes.
    @inlinable @inline(__always)
    mutating func show(_ start: Ribbon, scrolledWithinCellBy distance: Double) -> Bool {
        assert(start._count == _count && start._itemWidth == _itemWidth && start._isCyclic == _isCyclic,
               "start must have the same cells")
        let total = start._offset + distance
        guard isWithinCell(total) && _count > 0,
              Ribbon.overshoot(ofSlot: start._centeredSlot, offset: total, count: _count, isCyclic: _isCyclic) == 0
        else { return false }
        _centeredSlot = start._centeredSlot
        _offset = total
        return true
    }

    /// The general case of ``scroll(by:)``: the viewport leaves the centred cell.
    @usableFromInline
    mutating func scrollAcrossCells(by distance: Double) {
        guard count > 0, distance.isFinite else { return }
        let total = offset + distance
        guard total.isFinite else { return }
        move(total: total)
        // Far jumps lose the fraction to rounding; a second pass on the small
        // remainder brings the offset back inside the centred cell.
        if isCyclic || overshoot == 0, !isWithinCell(offset) {
            move(total: offset)
        }
        if isCyclic, !isWithinCell(offset) {
            _offset = min(max(offset, -itemWidth / 2), itemWidth / 2 - itemWidth.ulp)
        }
    }

    /// Re-anchors on the cell centre nearest to `total` (measured from the
    /// centred slot's centre) and keeps the rest as the offset.
    @usableFromInline
    mutating func move(total: Double) {
        // Nearest cell centre; exactly half-way goes to the higher slot.
        let steps = (total / itemWidth + 0.5).rounded(.down)
        if isCyclic {
            let reduced = steps.truncatingRemainder(dividingBy: Double(count))
            let step = IntegerMath.clampedInt(reduced, lower: -count, upper: count)
            _centeredSlot = IntegerMath.wrappedSum(centeredSlot, step, modulo: count)
            _offset = total - steps * itemWidth
        } else {
            let wanted = IntegerMath.clampedInt(steps, lower: -count, upper: count)
            let newSlot = IntegerMath.clampedSum(centeredSlot, wanted, lower: 0, upper: count - 1)
            _offset = total - Double(newSlot - centeredSlot) * itemWidth
            _centeredSlot = newSlot
        }
    }

    /// The signed distance from the viewport's centre to the centre of a slot.
    ///
    /// - Parameter slot: A place on the strip (any `Int`; for cyclic strips,
    ///   slots outside `0..<count` are repetitions).
    /// - Returns: Positive when the slot lies towards higher indices.
    public func distance(toSlot slot: Int) -> Double {
        IntegerMath.difference(slot, centeredSlot) * itemWidth - offset
    }

    /// The slot nearest to the viewport that shows a given cell.
    ///
    /// In cyclic mode this picks, among the repetitions of the cell, the one
    /// reached by the shorter way round; when both ways are equally long, the
    /// side the viewport leans towards wins (higher slots when centred). Without
    /// wrapping it is the index itself, clamped.
    ///
    /// - Parameter index: A cell index, clamped into `0..<count`.
    /// - Returns: The slot; 0 on an empty ribbon, which has no cells.
    public func nearestSlot(showing index: Int) -> Int {
        guard count > 0 else { return 0 }
        let index = min(max(index, 0), count - 1)
        guard isCyclic else { return index }
        // Forward distance in 0..<count from the centred slot to the index.
        let forward = index >= centeredSlot ? index - centeredSlot : index + (count - centeredSlot)
        let backward = count - forward
        if forward == 0 { return centeredSlot }
        if forward == backward { return offset < 0 ? centeredSlot - backward : centeredSlot + forward }
        return forward < backward ? centeredSlot + forward : centeredSlot - backward
    }

    // MARK: - Changing the strip

    /// Changes the number of cells, keeping the centred cell where possible.
    ///
    /// The centred index is clamped into the new range; the offset is kept
    /// unless the strip became empty.
    ///
    /// - Parameter newCount: The new number of cells, clamped into `0...Ribbon.maximumCount`.
    public mutating func reload(count newCount: Int) {
        let newCount = newCount.clamped(to: 0...Ribbon.maximumCount)
        let keptOffset = newCount == 0 || count == 0 ? 0 : offset
        let kept = count == 0 ? 0 : centeredSlot
        _count = newCount
        center(onCell: kept)
        scroll(by: keptOffset)
    }

    /// Changes the width of the cells, keeping the centred cell and the
    /// viewport's relative place inside it.
    ///
    /// - Parameter newWidth: The new width of one cell; 1 when it is not a positive, finite number.
    public mutating func resize(itemWidth newWidth: Double) {
        let newWidth = newWidth.positiveFinite(or: 1)
        _offset = offset / itemWidth * newWidth
        _itemWidth = newWidth
    }
}
