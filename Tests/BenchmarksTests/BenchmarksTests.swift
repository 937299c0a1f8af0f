import MiniPicker
import Testing
import TestSupport
@testable import bench

@MainActor
@Suite("Benchmarks")
struct BenchmarksTests {
    @Test("the port of the original control selects the same cells as our ribbon for the same slow drags")
    func baselineAgrees() {
        var rng = SeededGenerator(seed: 0xBE_5EED)
        for sequence in 0..<500 {
            let count = Int.random(in: 1...40, using: &rng)
            let start = Int.random(in: 0..<count, using: &rng)
            let seed = SeedPortRibbon(count: count, width: 100)
            seed.selectView(start)
            var ours = RibbonScroller(count: count, itemWidth: 100, viewportWidth: 100, selectedIndex: start)
            var time = 0.0
            for _ in 0..<5 {
                let from = Int.random(in: 5...95, using: &rng)
                // Beyond the tap slop: the original has no taps.
                let travel = Int.random(in: 5...700, using: &rng) * (rng.chance(0.5) ? 1 : -1)
                let to = from + travel
                seed.touchesBegan(from)
                _ = seed.touchesMoved(to)
                seed.touchesEnded(to)
                // A slow drag: the release comes long after the last move, so no momentum.
                ours.press(x: Double(from), at: time)
                ours.move(x: Double(to), at: time + 10)
                ours.release(x: Double(to), at: time + 1000)
                time += 2000
                ours.advance(to: time)
                #expect(ours.selectedIndex == seed.activeIndex, "seed \(rng.seed) sequence \(sequence): drag \(from)→\(to)")
            }
        }
    }

    @Test("the port's cache lookups and drags behave like the original: string keys, eviction walks stop at gaps")
    func baselineCache() {
        let seed = SeedPortRibbon(count: 100, width: 100)
        seed.selectView(50)
        #expect(seed.cache.keys.sorted() == ["49", "50", "51"])
        seed.selectView(90)   // a jump: the old cells stay (the original's leak)
        #expect(seed.cache.keys.contains("50"))
        #expect(seed.posToView(-500) == 0)
        #expect(seed.posToView(1_000_000) == 99)
    }

    @Test("every workload runs with tiny counts, and the report has the promised lines")
    func everyWorkloadRuns() {
        for workload in Catalog.solo {
            let result = BenchMain.run(arguments: ["--only", workload.name, "--iterations", "1"])
            #expect(result.status == 0, "\(workload.name): \(result.error)")
        }
        let quick = BenchMain.run(arguments: ["--quick"])
        #expect(quick.status == 0, "\(quick.error)")
        let lines = quick.output.split(separator: "\n").map(String.init)
        for name in ["drag-step-12", "drag-step-1e12", "drag-step-seed-fair-12", "picker-step-12", "picker-step-1e12",
                     "picker-step-class-12", "fling", "sweep", "sweep-peak-cached-cells", "month-grid",
                     "month-grid-foundation-once", "month-labels", "month-labels-formatter", "month-labels-symbols",
                     "drag-step-12-beside-fair", "month-grid-beside-once", "month-labels-beside-formatter",
                     "month-labels-beside-symbols",
                     "calendar-build", "calendar-build-first", "calendar-navigate-gregorian", "calendar-navigate-chinese",
                     "calendar-year-chinese", "time-build", "time-step", "render-bytes-full", "render-frame", "decode"] {
            #expect(lines.contains { $0.hasPrefix("BENCH \(name) ") }, "no BENCH \(name)")
        }
        for name in ["drag-step", "drag-step-fair", "picker-step-vs-drag-step", "month-grid", "month-grid-fair",
                     "month-labels", "month-labels-fair", "month-labels-vs-symbols", "render-bytes"] {
            #expect(lines.contains { $0.hasPrefix("RATIO \(name) ") }, "no RATIO \(name)")
        }
        // The first frame is measured when the demo was built beside the bench, or a NOTE says why not.
        #expect(lines.contains { $0.hasPrefix("BENCH first-frame-pick ") || $0.hasPrefix("NOTE first-frame") })
        #expect(lines.filter { !$0.hasPrefix("NOTE ") }.allSatisfy { $0.split(separator: " ").count == ($0.hasPrefix("BENCH") ? 4 : 3) })
    }

    @Test("bad arguments give one line and exit code 2", arguments: [
        ["--only", "nothing"], ["--only"], ["--iterations", "0", "--only", "fling"], ["--iterations", "5"], ["--fast"],
    ])
    func badArguments(arguments: [String]) {
        let result = BenchMain.run(arguments: arguments)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("bench: error: "))
        #expect(BenchMain.run(arguments: ["--list"]).output.contains("drag-step"))
    }
}
