import Foundation

/// A thread-safe cache of at most ``capacity`` values, which drops the least
/// recently used value to make room for a new one.
///
/// Every memo the calendar module keeps is one of these, each with its own
/// key type and capacity (see ``CalendarSystem`` and ``YearLayoutCache``). A
/// key must hold everything that decides its value: a cache is a memo,
/// never a source of answers of its own, so a value read from it is the
/// value that would have been made.
///
/// Reads and writes take a lock, so threads may share a cache. Values are
/// made outside the lock: a slow one (a question to Foundation) holds up no
/// other thread, and making one may use other caches, or this one.
///
/// The values live in one array, chained from the most to the least
/// recently used through their indexes, and a table of their places, open
/// addressed and probed linearly from the key's hash, finds a key's place.
/// A lookup, an insertion and an eviction each take O(1).
///
/// The type asks nothing of its key: only the methods need `Key: Hashable`.
/// Making a cache of a key type the process has not used then costs no
/// search of the runtime's protocol conformances, as a dictionary of a new
/// key type does (about 300 000 instructions, on the first picker's path).
final class LRUCache<Key: Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked: `storage` is read and written with `lock` held.

    /// The most values kept.
    let capacity: Int

    private let lock = NSLock()
    /// The values, their order of use and their places. One stored
    /// property, changed by one mutating call per operation: each access to
    /// a class's stored property costs a dynamic exclusivity check.
    private var storage: Storage

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: The most values to keep; at least 1.
    init(capacity: Int) {
        precondition(capacity >= 1, "capacity must be at least 1")
        self.capacity = capacity
        storage = Storage(capacity: capacity)
    }

    /// The number of values kept now.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.entries.count
    }

    /// The keys kept now, from the most to the least recently used.
    ///
    /// - Complexity: O(*n*) in the values kept.
    var keys: [Key] {
        lock.lock()
        defer { lock.unlock() }
        return storage.keys
    }

    /// Drops every value.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        storage = Storage(capacity: capacity)
    }
}

extension LRUCache where Key: Hashable {
    /// The value of a key, if kept; it becomes the most recently used.
    ///
    /// - Parameter key: The key.
    /// - Returns: The value, or `nil` when the cache does not hold the key.
    func value(forKey key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage.value(forKey: key)
    }

    /// The value of a key, kept or else made by `make` and kept.
    ///
    /// `make` runs outside the lock. When another thread kept a value for
    /// the key meanwhile, that value is returned and the one made dropped,
    /// so that every caller shares one value.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - make: Makes the value of the key.
    /// - Returns: The value.
    /// - Complexity: O(1), plus `make` when the key is not kept.
    func value(forKey key: Key, orMake make: () -> Value) -> Value {
        if let value = value(forKey: key) { return value }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        return storage.keep(made, forKey: key, replacing: false)
    }

    /// Keeps a value for a key, replacing any value it had; it becomes the
    /// most recently used, and when the cache is full the least recently
    /// used value goes.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - key: The key.
    func setValue(_ value: Value, forKey key: Key) {
        lock.lock()
        defer { lock.unlock() }
        storage.keep(value, forKey: key, replacing: true)
    }

    /// Changes the value of a key in place, starting from `initial` when
    /// the cache does not hold the key, as one step that no other thread
    /// interleaves with; the value becomes the most recently used.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - initial: The value to change when the key is not kept.
    ///   - change: Changes the value; it runs with the lock held, so it
    ///     must be quick and must not use this cache.
    func updateValue(forKey key: Key, initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        storage.update(forKey: key, initial: initial, change)
    }
}

/// A value, its key and its key's hash, and its neighbours in the order of use (-1 at the ends).
private struct LRUEntry<Key, Value> {
    var key: Key
    var hash: Int
    var value: Value
    /// The entry used just after this one.
    var newer: Int
    /// The entry used just before this one.
    var older: Int
}

extension LRUCache {
    /// The values, chained from the most to the least recently used, and
    /// the table of their places.
    fileprivate struct Storage {
        let capacity: Int
        var entries: [LRUEntry<Key, Value>] = []
        /// Each slot holds an entry's place plus one, or 0 when free: at
        /// least twice as many slots as values, a power of two.
        var slots: [Int32]
        /// The slot count minus one.
        let mask: Int
        /// The most recently used entry, or -1.
        var newest = -1
        /// The least recently used entry, the next to go, or -1.
        var oldest = -1

        init(capacity: Int) {
            self.capacity = capacity
            // The power of two above 2 × capacity − 1.
            let count = 1 << (Int.bitWidth - (2 * capacity - 1).leadingZeroBitCount)
            slots = Array(repeating: 0, count: count)
            mask = count - 1
        }

        /// The keys from the most to the least recently used.
        var keys: [Key] {
            var keys: [Key] = []
            keys.reserveCapacity(entries.count)
            var place = newest
            while place >= 0 && keys.count < entries.count {
                keys.append(entries[place].key)
                place = entries[place].older
            }
            return keys
        }

        /// Moves an entry to the front of the order of use.
        mutating func markUsed(_ place: Int) {
            guard place != newest else { return }
            // Unlink: the entry has a newer neighbour, since it is not the newest.
            let newer = entries[place].newer, older = entries[place].older
            entries[newer].older = older
            if older >= 0 { entries[older].newer = newer } else { oldest = newer }
            // Relink in front.
            entries[place].older = newest
            entries[place].newer = -1
            entries[newest].newer = place
            newest = place
        }

        /// Frees a slot, moving back the entries probed past it, so that
        /// every entry stays reachable from its hash without a gap.
        mutating func free(slot: Int) {
            var hole = slot
            var next = (slot + 1) & mask
            while slots[next] != 0 {
                let home = entries[Int(slots[next]) - 1].hash & mask
                // The entry may move to the hole unless its home lies after the hole, up to it.
                let staysPut = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
                if !staysPut {
                    slots[hole] = slots[next]
                    hole = next
                }
                next = (next + 1) & mask
            }
            slots[hole] = 0
        }
    }
}

extension LRUCache.Storage where Key: Hashable {
    /// The slot holding a key's place, or the free slot where probing for it stopped.
    private func slot(of key: Key, hash: Int) -> (slot: Int, isFound: Bool) {
        var slot = hash & mask
        // At most half the slots are taken, so a probe ends within the table.
        for _ in 0...mask {
            if slots[slot] == 0 { return (slot, false) }
            let entry = Int(slots[slot]) - 1
            if entries[entry].hash == hash && entries[entry].key == key { return (slot, true) }
            slot = (slot + 1) & mask
        }
        preconditionFailure("the cache's table of places has no free slot")
    }

    /// The value of a key, marked as just used.
    mutating func value(forKey key: Key) -> Value? {
        // Lookups come in runs of the same key: the newest is compared before hashing.
        if newest >= 0 && entries[newest].key == key { return entries[newest].value }
        let (slot, isFound) = slot(of: key, hash: key.hashValue)
        guard isFound else { return nil }
        let place = Int(slots[slot]) - 1
        markUsed(place)
        return entries[place].value
    }

    /// Keeps a value, or when the key is kept already and `replacing`
    /// is false, keeps the value it has. Returns the value kept.
    @discardableResult
    mutating func keep(_ value: Value, forKey key: Key, replacing: Bool) -> Value {
        let hash = key.hashValue
        let (slot, isFound) = slot(of: key, hash: hash)
        if isFound {
            let place = Int(slots[slot]) - 1
            if replacing { entries[place].value = value }
            markUsed(place)
            return entries[place].value
        }
        insert(value, forKey: key, hash: hash, at: slot)
        return value
    }

    /// Changes the value of a key in place, or of `initial` kept for it.
    mutating func update(forKey key: Key, initial: () -> Value, _ change: (inout Value) -> Void) {
        let hash = key.hashValue
        let (slot, isFound) = slot(of: key, hash: hash)
        if isFound {
            let place = Int(slots[slot]) - 1
            change(&entries[place].value)
            markUsed(place)
        } else {
            var value = initial()
            change(&value)
            insert(value, forKey: key, hash: hash, at: slot)
        }
    }

    /// Keeps a value for a key not kept, whose probe stopped at a free
    /// slot, as the most recently used: in a new place, or when full in the
    /// place of the least recently used value, whose slot is freed.
    private mutating func insert(_ value: Value, forKey key: Key, hash: Int, at freeSlot: Int) {
        var slot = freeSlot
        let place: Int
        if entries.count < capacity {
            place = entries.count
            entries.append(LRUEntry(key: key, hash: hash, value: value, newer: -1, older: -1))
            if newest >= 0 {
                entries[place].older = newest
                entries[newest].newer = place
            } else {
                oldest = place
            }
            newest = place
        } else {
            place = oldest
            let evicted = self.slot(of: entries[place].key, hash: entries[place].hash).slot
            free(slot: evicted)
            // Freeing may have moved entries back into the slot found free: probe again.
            slot = self.slot(of: key, hash: hash).slot
            entries[place].key = key
            entries[place].hash = hash
            entries[place].value = value
            markUsed(place)
        }
        slots[slot] = Int32(place + 1)
    }
}
