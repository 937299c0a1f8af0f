import Foundation
import Testing
import TestSupport
@testable import CalendarPicker

@Suite("The least-recently-used cache")
struct LRUCacheTests {
    /// A step on a cache of capacity 3, and the keys kept after it, most recently used first.
    enum Step: Sendable {
        case set(String, Int)
        case get(String)
    }

    static let steps: [(step: Step, keys: [String], value: Int?)] = [
        (.set("a", 1), ["a"], nil),
        (.set("b", 2), ["b", "a"], nil),
        (.get("a"), ["a", "b"], 1),
        (.set("c", 3), ["c", "a", "b"], nil),
        (.set("d", 4), ["d", "c", "a"], nil),          // full: b, the least recently used, goes
        (.get("b"), ["d", "c", "a"], nil),             // a miss changes no order
        (.get("a"), ["a", "d", "c"], 1),
        (.set("c", 30), ["c", "a", "d"], nil),         // replaced in place, now the most recent
        (.get("c"), ["c", "a", "d"], 30),
        (.set("e", 5), ["e", "c", "a"], nil),
        (.get("d"), ["e", "c", "a"], nil),
        (.get("e"), ["e", "c", "a"], 5),               // the newest again: no change
    ]

    @Test("each step keeps the expected keys in the order of use")
    func stepsInOrder() {
        let cache = LRUCache<String, Int>(capacity: 3)
        for (index, (step, keys, value)) in Self.steps.enumerated() {
            switch step {
            case .set(let key, let newValue): cache.setValue(newValue, forKey: key)
            case .get(let key): #expect(cache.value(forKey: key) == value, "step \(index)")
            }
            #expect(cache.keys == keys, "step \(index)")
            #expect(cache.count == keys.count, "step \(index)")
        }
    }

    @Test("a cache of one value keeps the last one")
    func capacityOne() {
        let cache = LRUCache<Int, String>(capacity: 1)
        cache.setValue("one", forKey: 1)
        cache.setValue("two", forKey: 2)
        #expect(cache.keys == [2])
        #expect(cache.value(forKey: 1) == nil)
        #expect(cache.value(forKey: 2) == "two")
        #expect(cache.value(forKey: 3) { "three" } == "three")
        #expect(cache.keys == [3])
    }

    @Test("a value is made once, and the kept one is returned after")
    func makesOnce() {
        let cache = LRUCache<Int, String>(capacity: 2)
        var made: [Int] = []
        func value(_ key: Int) -> String {
            cache.value(forKey: key) {
                made.append(key)
                return "value \(key)"
            }
        }
        #expect(value(1) == "value 1")
        #expect(value(1) == "value 1")
        #expect(value(2) == "value 2")
        #expect(value(3) == "value 3")      // drops 1
        #expect(value(1) == "value 1")      // made again
        #expect(made == [1, 2, 3, 1])
    }

    @Test("an update changes a kept value in place, or starts from the initial one")
    func updates() {
        let cache = LRUCache<String, [Int]>(capacity: 2)
        cache.updateValue(forKey: "a", initial: []) { $0.append(1) }
        cache.updateValue(forKey: "a", initial: [99]) { $0.append(2) }
        cache.updateValue(forKey: "b", initial: [7]) { $0.append(8) }
        #expect(cache.value(forKey: "a") == [1, 2])
        #expect(cache.value(forKey: "b") == [7, 8])
        cache.updateValue(forKey: "c", initial: []) { $0.append(3) }     // drops a, read before b
        #expect(cache.keys == ["c", "b"])
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.keys.isEmpty)
        #expect(cache.value(forKey: "a") == nil)
    }

    /// The order of use kept plainly, to compare the cache with.
    struct Model {
        let capacity: Int
        var pairs: [(key: Int, value: Int)] = []       // most recently used first

        mutating func get(_ key: Int) -> Int? {
            guard let index = pairs.firstIndex(where: { $0.key == key }) else { return nil }
            let pair = pairs.remove(at: index)
            pairs.insert(pair, at: 0)
            return pair.value
        }

        mutating func set(_ key: Int, _ value: Int) {
            if let index = pairs.firstIndex(where: { $0.key == key }) { pairs.remove(at: index) }
            pairs.insert((key, value), at: 0)
            if pairs.count > capacity { pairs.removeLast() }
        }
    }

    @Test("random steps agree with a plain model of the order of use", arguments: [1, 2, 5, 16])
    func agreesWithModel(capacity: Int) {
        var rng = SeededGenerator(seed: 0x1_2C_AC4E + UInt64(capacity))
        let cache = LRUCache<Int, Int>(capacity: capacity)
        var model = Model(capacity: capacity)
        for step in 0..<4000 {
            let key = Int.random(in: 0..<(capacity * 2 + 2), using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                #expect(cache.value(forKey: key) == model.get(key), "seed \(rng.seed) step \(step)")
            case 1:
                let value = Int.random(in: 0..<1000, using: &rng)
                cache.setValue(value, forKey: key)
                model.set(key, value)
            case 2:
                let expected = model.get(key) ?? { model.set(key, key * 10); return key * 10 }()
                #expect(cache.value(forKey: key) { key * 10 } == expected, "seed \(rng.seed) step \(step)")
            default:
                let value = (model.get(key) ?? 0) + 1
                model.set(key, value)
                cache.updateValue(forKey: key, initial: 0) { $0 += 1 }
            }
            #expect(cache.keys == model.pairs.map(\.key), "seed \(rng.seed) step \(step)")
            if cache.keys != model.pairs.map(\.key) { return }
        }
    }

    /// A key whose hashes collide: only two hash values among all keys.
    struct Colliding: Hashable, Sendable {
        let id: Int
        func hash(into hasher: inout Hasher) { hasher.combine(id % 2) }
    }

    @Test("keys whose hashes collide are kept, found and dropped as the model says", arguments: [1, 3, 8])
    func collisions(capacity: Int) {
        var rng = SeededGenerator(seed: 0xC0_111DE + UInt64(capacity))
        let cache = LRUCache<Colliding, Int>(capacity: capacity)
        var model = Model(capacity: capacity)
        for step in 0..<3000 {
            let key = Int.random(in: 0..<(capacity * 3 + 1), using: &rng)
            if rng.chance(0.5) {
                #expect(cache.value(forKey: Colliding(id: key)) == model.get(key), "seed \(rng.seed) step \(step)")
            } else {
                cache.setValue(step, forKey: Colliding(id: key))
                model.set(key, step)
            }
            #expect(cache.keys.map(\.id) == model.pairs.map(\.key), "seed \(rng.seed) step \(step)")
            if cache.keys.map(\.id) != model.pairs.map(\.key) { return }
        }
        // Every kept key is still found after all the drops.
        for (key, value) in model.pairs { #expect(cache.value(forKey: Colliding(id: key)) == value) }
    }

    @Test("threads sharing a cache see each key's own value, and the cache stays within its capacity")
    func threads() {
        let cache = LRUCache<Int, Int>(capacity: 8)
        let wrong = LRUCache<Int, Int>(capacity: 1)     // a wrong value seen, if any
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var rng = SeededGenerator(seed: 0x7_4EAD + UInt64(thread))
            for _ in 0..<20_000 {
                let key = Int.random(in: 0..<12, using: &rng)
                let value = cache.value(forKey: key) { key * key }
                if value != key * key { wrong.setValue(value, forKey: key) }
                if rng.chance(0.1) { cache.updateValue(forKey: key, initial: key * key) { $0 = key * key } }
            }
        }
        #expect(wrong.count == 0, "a thread read another key's value: \(wrong.keys)")
        #expect(cache.count <= 8)
        #expect(Set(cache.keys).count == cache.count)
    }
}
