/// A bounded cache of cells keyed by slot, with a reuse pool.
///
/// Cells are made on demand and kept while they are near the centre of the
/// viewport. After ``recenter(on:)`` every cell farther than ``radius`` slots
/// from the centre has left the cache — all of them, however far the centre
/// jumped — and waits in a bounded reuse pool, from which the next new cell
/// is made (`reusing` it, as UIPickerView hands back views that went off screen).
///
/// Storage is a ring with a place for each slot within the radius (a power
/// of two at least `2·radius + 1` and at least 2 wide, indexed by the slot's
/// low bits): the cache never holds more than `2·radius + 1` cells, lookups
/// do not hash, and once warm no operation allocates.
public struct CellCache<Cell> {
    /// One place of the ring: a slot and its cell, or no cell.
    ///
    /// An empty place holds a slot that never maps to it (see
    /// ``vacancy(at:)``), so a lookup compares slots only: a matching slot
    /// always comes with a cell.
    @usableFromInline
    struct Entry {
        @usableFromInline var slot: Int
        @usableFromInline var cell: Cell?

        @inlinable
        init(slot: Int, cell: Cell?) {
            self.slot = slot
            self.cell = cell
        }
    }

    @usableFromInline var ring: [Entry]
    /// The ring's size minus one: a slot's place is its low bits.
    @usableFromInline let mask: Int
    @usableFromInline var pool: [Cell] = []
    @usableFromInline var center: Int?

    /// How far from the centre, in slots, a cell may be and stay cached.
    public let radius: Int

    /// The most cells the reuse pool keeps.
    public let reuseLimit: Int

    /// The number of cells cached now, at most `2·radius + 1`.
    public var count: Int { occupied }

    @usableFromInline var occupied = 0

    /// The number of cells waiting in the reuse pool, at most ``reuseLimit``.
    @inlinable
    public var reusableCount: Int { pool.count }

    /// The most cells the cache holds at once, `2·radius + 1`.
    @inlinable
    public var capacity: Int { 2 * radius + 1 }

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - radius: How far from the centre a cell stays cached, clamped into `0...(1 << 20)`.
    ///   - reuseLimit: The most cells kept for reuse, clamped into `0...(1 << 20)`.
    @inlinable
    public init(radius: Int = 10, reuseLimit: Int = 4) {
        let radius = radius.clamped(to: 0...(1 << 20))
        let reuseLimit = reuseLimit.clamped(to: 0...(1 << 20))
        self.radius = radius
        self.reuseLimit = reuseLimit
        // A power of two at least 2·radius + 1 wide: places are a mask away, and
        // slots within the radius never share a place. At least two places,
        // so that every place has a vacancy marker.
        var places = 2
        while places < 2 * radius + 1 { places <<= 1 }
        ring = (0..<places).map { Entry(slot: CellCache.vacancy(at: $0), cell: nil) }
        mask = places - 1
        pool.reserveCapacity(reuseLimit)
    }

    /// The cell cached for a slot, if any.
    ///
    /// - Parameter slot: A place on the strip.
    @inlinable @inline(__always)
    public func cachedCell(forSlot slot: Int) -> Cell? {
        // A masked place is always inside the ring: no bounds check is needed.
        ring.withUnsafeBufferPointer { places in
            let entry = places[slot & mask]
            return entry.slot == slot ? entry.cell : nil
        }
    }

    /// The cell for a slot: the cached one, or a new one from `make`.
    ///
    /// A new cell is made by calling `make` with a cell from the reuse pool,
    /// if there is one, and then inserted (see ``insert(_:forSlot:)``).
    ///
    /// - Parameters:
    ///   - slot: A place on the strip.
    ///   - make: Makes the cell, given a cell to reuse or `nil`.
    /// - Returns: The cell for the slot.
    /// - Throws: What `make` throws; nothing is cached then.
    @inlinable @inline(__always)
    public mutating func cell<Failure: Error>(
        forSlot slot: Int, make: (_ reusing: Cell?) throws(Failure) -> Cell
    ) throws(Failure) -> Cell {
        let entry = ring.withUnsafeBufferPointer { $0[slot & mask] }
        // A matching slot always has a cell (empty places hold vacancy markers).
        if entry.slot == slot { return entry.cell.unsafelyUnwrapped }
        let cell = try make(dequeueReusableCell())
        insert(cell, forSlot: slot)
        return cell
    }

    /// Takes a cell out of the reuse pool, if there is one.
    @inlinable
    public mutating func dequeueReusableCell() -> Cell? {
        pool.popLast()
    }

    /// Caches a cell for a slot.
    ///
    /// The cell is kept only when the slot lies within ``radius`` of the
    /// centre; before the first ``recenter(on:)`` the first slot cached
    /// becomes the centre. A different cell it replaces goes to the reuse
    /// pool, so insert a cell only after ``cachedCell(forSlot:)`` missed.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - slot: The slot it shows in.
    @inlinable
    public mutating func insert(_ cell: Cell, forSlot slot: Int) {
        if center == nil { center = slot }
        if let center, !isNear(slot, center) { return }
        let place = place(of: slot)
        if let old = ring[place].cell {
            recycle(old)
        } else {
            occupied += 1
        }
        ring[place] = Entry(slot: slot, cell: cell)
    }

    /// Moves the centre and evicts every cell farther than ``radius`` from it into the reuse pool.
    ///
    /// - Parameter slot: The slot at the viewport's centre.
    /// - Complexity: O(1) when the centre did not move, O(*d*) when it moved
    ///   by *d* ≤ `2·radius` slots, otherwise O(``capacity``).
    @inlinable
    public mutating func recenter(on slot: Int) {
        guard center != slot else { return }
        move(centerTo: slot)
    }

    /// The general case of ``recenter(on:)``: the centre moves.
    ///
    /// Every cached slot lies within the radius of the centre (``insert(_:forSlot:)``
    /// keeps no other), so after a short move only the slots that fell off the
    /// trailing edge can have to leave; after a long one every place is checked.
    @inlinable @inline(never)
    mutating func move(centerTo slot: Int) {
        let old = center
        center = slot
        guard occupied > 0 else { return }
        if let old {
            let (shift, overflow) = slot.subtractingReportingOverflow(old)
            if !overflow && shift.magnitude <= UInt(2 * radius) {
                // Slots wrap at the ends of Int here; the wrapped ones were never cached.
                let trailing = shift > 0 ? old &- radius : old &+ radius &+ shift &+ 1
                for k in 0..<Int(shift.magnitude) { evict(slot: trailing &+ k) }
                return
            }
        }
        for place in ring.indices where ring[place].cell != nil && !isNear(ring[place].slot, slot) {
            evict(slot: ring[place].slot)
        }
    }

    /// Moves the cell cached for a slot, if any, to the reuse pool.
    @inlinable
    mutating func evict(slot: Int) {
        let place = place(of: slot)
        guard ring[place].slot == slot, let cell = ring[place].cell else { return }
        ring[place] = Entry(slot: CellCache.vacancy(at: place), cell: nil)
        occupied -= 1
        recycle(cell)
    }

    /// Empties the cache.
    ///
    /// - Parameter keepingReusableCells: Whether the cached cells go to the
    ///   reuse pool (`true`, for a data reload) or are dropped with the pool
    ///   (`false`, when cells no longer fit, such as after a width change).
    /// - Complexity: O(``capacity``).
    @inlinable
    public mutating func removeAll(keepingReusableCells: Bool) {
        for place in ring.indices {
            if let cell = ring[place].cell {
                if keepingReusableCells { recycle(cell) }
                ring[place] = Entry(slot: CellCache.vacancy(at: place), cell: nil)
            }
        }
        occupied = 0
        if !keepingReusableCells { pool.removeAll(keepingCapacity: true) }
    }

    /// The slots of the cached cells, in no particular order.
    ///
    /// - Complexity: O(``capacity``).
    @inlinable
    public var cachedSlots: [Int] {
        ring.compactMap { $0.cell == nil ? nil : $0.slot }
    }

    @inlinable @inline(__always)
    func place(of slot: Int) -> Int {
        slot & mask
    }

    /// The slot an empty place holds: one that maps to another place.
    ///
    /// With a mask `m` (odd, as the ring has at least two places), `~p & m`
    /// is `m − p`, which equals `p` only when `2p = m`: never.
    @inlinable
    static func vacancy(at place: Int) -> Int {
        ~place
    }

    @inlinable
    func isNear(_ slot: Int, _ center: Int) -> Bool {
        let (distance, overflow) = slot.subtractingReportingOverflow(center)
        return !overflow && distance >= -radius && distance <= radius
    }

    @inlinable
    mutating func recycle(_ cell: Cell) {
        if pool.count < reuseLimit { pool.append(cell) }
    }
}
extension CellCache: Sendable where Cell: Sendable {}
extension CellCache.Entry: Sendable where Cell: Sendable {}
