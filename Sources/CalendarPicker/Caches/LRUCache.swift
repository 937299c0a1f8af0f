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
/// recently used through their indexes; a dictionary finds a key's place.
/// A lookup, an insertion and an eviction each take O(1).
final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked: `storage` is read and written with `lock` held.

    /// The most values kept.
    let capacity: Int

    private let lock = NSLock()
    /// The values and their order of use. One stored property, changed by
    /// one mutating call per operation: each access to a class's stored
    /// property costs a dynamic exclusivity check.
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

    /// Drops every value.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        storage = Storage(capacity: capacity)
    }
}

extension LRUCache {
    /// A value, its key, and its neighbours in the order of use (-1 at the ends).
    private struct Entry {
        var key: Key
        var value: Value
        /// The entry used just after this one.
        var newer: Int
        /// The entry used just before this one.
        var older: Int
    }

    /// The values, chained from the most to the least recently used, and
    /// the place of each key.
    private struct Storage {
        let capacity: Int
        var entries: [Entry] = []
        var places: [Key: Int] = [:]
        /// The most recently used entry, or -1.
        var newest = -1
        /// The least recently used entry, the next to go, or -1.
        var oldest = -1

        /// Storage with room for `capacity` values, so that filling it never rehashes.
        init(capacity: Int) {
            self.capacity = capacity
            places.reserveCapacity(capacity)
        }

        /// The keys from the most to the least recently used.
        var keys: [Key] {
            var keys: [Key] = []
            keys.reserveCapacity(entries.count)
            var place = newest
            while place >= 0 {
                keys.append(entries[place].key)
                place = entries[place].older
            }
            return keys
        }

        /// The value of a key, marked as just used.
        mutating func value(forKey key: Key) -> Value? {
            // Lookups come in runs of the same key: the newest is compared before hashing.
            if newest >= 0 && entries[newest].key == key { return entries[newest].value }
            guard let place = places[key] else { return nil }
            markUsed(place)
            return entries[place].value
        }

        /// Keeps a value, or when the key is kept already and `replacing`
        /// is false, keeps the value it has. Returns the value kept.
        @discardableResult
        mutating func keep(_ value: Value, forKey key: Key, replacing: Bool) -> Value {
            let (place, isNew) = place(forKey: key)
            if isNew {
                store(value, forKey: key, at: place)
                return value
            }
            if replacing { entries[place].value = value }
            markUsed(place)
            return entries[place].value
        }

        /// Changes the value of a key in place, or of `initial` kept for it.
        mutating func update(forKey key: Key, initial: () -> Value, _ change: (inout Value) -> Void) {
            let (place, isNew) = place(forKey: key)
            if isNew {
                var value = initial()
                change(&value)
                store(value, forKey: key, at: place)
            } else {
                change(&entries[place].value)
                markUsed(place)
            }
        }

        /// The place of a key, found or else given to it (hashing the key
        /// once): the next free place, or the least recently used one when
        /// full, whose key is then dropped.
        private mutating func place(forKey key: Key) -> (place: Int, isNew: Bool) {
            let isFull = entries.count == capacity
            let free = isFull ? oldest : entries.count
            // One lookup finds the key's place or gives it the free one.
            let found = Self.claim(&places[key, default: -1], free: free)
            guard found < 0 else { return (found, false) }
            if isFull { places[entries[free].key] = nil }
            return (free, true)
        }

        /// The place in `slot` if it has one (returned), or else `free` put in it (and -1 returned).
        private static func claim(_ slot: inout Int, free: Int) -> Int {
            if slot >= 0 { return slot }
            slot = free
            return -1
        }

        /// Stores a value for a key at the place given to it, as the most recently used.
        private mutating func store(_ value: Value, forKey key: Key, at place: Int) {
            if place == entries.count {
                entries.append(Entry(key: key, value: value, newer: -1, older: newest))
                if newest >= 0 { entries[newest].newer = place } else { oldest = place }
                newest = place
            } else {
                entries[place].key = key
                entries[place].value = value
                markUsed(place)
            }
        }

        /// Moves an entry to the front of the order of use.
        private mutating func markUsed(_ place: Int) {
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
    }
}

