import Testing
import MiniPicker
import TestSupport

/// A cell that remembers which row it was made for and how often it was reused.
final class TestCell {
    var row: Int
    var reuses = 0
    init(row: Int) { self.row = row }
}

@Suite("Cell cache")
struct CellCacheTests {
    @Test("cells are made once and served from the cache afterwards")
    func caching() {
        var cache = CellCache<TestCell>(radius: 2)
        cache.recenter(on: 10)
        var made = 0
        let first = cache.cell(forSlot: 10) { _ in made += 1; return TestCell(row: 10) }
        let again = cache.cell(forSlot: 10) { _ in made += 1; return TestCell(row: 99) }
        #expect(first === again)
        #expect(made == 1)
        #expect(cache.count == 1)
        #expect(cache.cachedCell(forSlot: 11) == nil)
    }

    @Test("cells beyond the radius leave, all of them, also after a jump; the seed stopped at the first gap")
    func evictionAfterJump() {
        var cache = CellCache<TestCell>(radius: 10)
        cache.recenter(on: 50)
        // Cache cells 40...60 but leave a gap at 45, where the seed's eviction walk stopped.
        for slot in 40...60 where slot != 45 { _ = cache.cell(forSlot: slot) { _ in TestCell(row: slot) } }
        #expect(cache.count == 20)
        cache.recenter(on: 1_000_000)
        #expect(cache.count == 0)
        #expect(cache.reusableCount == cache.reuseLimit)
        cache.recenter(on: 1_000_000)
        _ = cache.cell(forSlot: 1_000_000) { reusing in
            #expect(reusing != nil)   // handed back for reuse, as UIPickerView does
            return reusing ?? TestCell(row: 0)
        }
        #expect(cache.count == 1)
    }

    @Test("a cell outside the radius of the centre is made but not kept")
    func outsideRadius() {
        var cache = CellCache<TestCell>(radius: 1)
        cache.recenter(on: 0)
        _ = cache.cell(forSlot: 5) { _ in TestCell(row: 5) }
        #expect(cache.count == 0)
        _ = cache.cell(forSlot: -1) { _ in TestCell(row: -1) }
        #expect(cache.cachedSlots == [-1])
    }

    @Test("sweeping 100 000 slots never holds more than 2·radius + 1 cells and reuses cells", arguments: [0, 1, 10])
    func sweep(radius: Int) {
        var cache = CellCache<TestCell>(radius: radius, reuseLimit: 4)
        var made = 0
        var reused = 0
        for center in 0..<100_000 {
            cache.recenter(on: center)
            let visible = min(1, radius)
            for slot in (center - visible)...(center + visible) {
                _ = cache.cell(forSlot: slot) { old in
                    if let old { reused += 1; old.row = slot; return old }
                    made += 1
                    return TestCell(row: slot)
                }
            }
            #expect(cache.count <= 2 * radius + 1)
            if cache.count > 2 * radius + 1 { break }
        }
        #expect(made + reused >= 100_000)
        #expect(reused > 0)
        #expect(made <= 2 * radius + 1 + 4 + 3)
    }

    @Test("random jumps and sweeps keep the bound and drop everything far away")
    func randomJumps() {
        var rng = SeededGenerator(seed: 0xCAC4E)
        var cache = CellCache<Int>(radius: 10)
        var center = 0
        for step in 0..<20_000 {
            if rng.chance(0.05) {
                center = Int.random(in: -1_000_000_000...1_000_000_000, using: &rng)
            } else {
                center += Int.random(in: -3...3, using: &rng)
            }
            cache.recenter(on: center)
            for slot in (center - 2)...(center + 2) { _ = cache.cell(forSlot: slot) { _ in slot } }
            let slots = cache.cachedSlots
            let ok = slots.count <= 21 && slots.allSatisfy { abs($0 - center) <= 10 }
            #expect(ok, "seed \(rng.seed) step \(step)")
            if !ok { break }
            for slot in slots { #expect(cache.cachedCell(forSlot: slot) == slot) }
        }
    }

    @Test("an empty place never answers for a slot, whatever the slot", arguments: [0, 1, 10])
    func emptyPlaces(radius: Int) {
        var cache = CellCache<Int>(radius: radius)
        // Slots near zero, the extremes, and the markers empty places could hold (-1 - place).
        let slots = Array(-70...70) + [Int.min, Int.min + 1, Int.max, Int.max - 1]
        for round in 0..<2 {
            for slot in slots {
                #expect(cache.cachedCell(forSlot: slot) == nil, "radius \(radius) round \(round) slot \(slot)")
                var made = false
                let cell = cache.cell(forSlot: slot) { _ in made = true; return slot }
                #expect(made && cell == slot, "radius \(radius) round \(round) slot \(slot)")
                cache.removeAll(keepingReusableCells: false)
            }
            // The second round runs after cells came and went through every place.
            cache.recenter(on: 0)
            for slot in -radius...radius { _ = cache.cell(forSlot: slot) { _ in slot } }
            #expect(cache.count == 2 * radius + 1)
            cache.recenter(on: 1_000_000)
            #expect(cache.count == 0)
            cache.recenter(on: 0)
        }
    }

    @Test("after any move of the centre, exactly the cached slots within the radius stay, also at the ends of Int", arguments: [0, 1, 3, 10])
    func evictionMatchesModel(radius: Int) {
        var rng = SeededGenerator(seed: 0xE71C7 &+ UInt64(radius))
        var cache = CellCache<Int>(radius: radius, reuseLimit: 2)
        var model: Set<Int> = []
        let anchors = [0, Int.min, Int.max, -1_000_000_007]
        var center = anchors[0]
        for step in 0..<5_000 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: center = anchors.randomElement(using: &rng)!
            case 1: center = center.addingReportingOverflow(Int.random(in: -(4 * radius + 3)...(4 * radius + 3), using: &rng)).partialValue
            default: center = center.addingReportingOverflow(Int.random(in: -2...2, using: &rng)).partialValue
            }
            cache.recenter(on: center)
            model = model.filter { slot in
                let (distance, overflow) = slot.subtractingReportingOverflow(center)
                return !overflow && distance.magnitude <= UInt(radius)
            }
            for _ in 0..<3 {
                let slot = center.addingReportingOverflow(Int.random(in: -(radius + 1)...(radius + 1), using: &rng)).partialValue
                _ = cache.cell(forSlot: slot) { _ in slot }
                let (distance, overflow) = slot.subtractingReportingOverflow(center)
                if !overflow && distance.magnitude <= UInt(radius) { model.insert(slot) }
            }
            let ok = Set(cache.cachedSlots) == model && cache.count == model.count
            #expect(ok, "seed \(rng.seed) step \(step): cached \(cache.cachedSlots.sorted()) expected \(model.sorted())")
            if !ok { return }
        }
    }

    @Test("removing everything keeps reusable cells only when asked")
    func removeAll() {
        var cache = CellCache<Int>(radius: 3, reuseLimit: 8)
        cache.recenter(on: 0)
        for slot in -3...3 { _ = cache.cell(forSlot: slot) { _ in slot } }
        cache.removeAll(keepingReusableCells: true)
        #expect(cache.count == 0)
        #expect(cache.reusableCount == 7)
        for slot in -3...3 { _ = cache.cell(forSlot: slot) { _ in slot } }
        #expect(cache.reusableCount == 0)
        cache.removeAll(keepingReusableCells: false)
        #expect(cache.reusableCount == 0)
        #expect(cache.count == 0)
    }
}
