/// The full benchmark: every workload, ours and its baseline side by side.
@MainActor
struct BenchRun {
    /// 1 for the real run; smaller for a quick check that nothing rotted.
    let scale: Double
    let rounds: Int

    func iterations(_ base: Int) -> Int { max(1, Int(Double(base) * scale)) }

    /// Runs everything; throws when a check fails (grids differ, the cache grows).
    func run() throws -> Report {
        var report = Report()
        try dragStep(&report)
        pickerStep(&report)
        try flingAndSweep(&report)
        try monthGrid(&report)
        try monthLabels(&report)
        calendarBuildAndNavigate(&report)
        try render(&report)
        try dragFrame(&report)
        try ribbonFling(&report)
        decodeStream(&report)
        try firstFrame(&report)
        return report
    }

    /// `demo pick`'s first frame beside `dialog --calendar`'s, whole processes in pseudo-terminals.
    func firstFrame(_ report: inout Report) throws {
        try FirstFrameBench(runs: max(1, rounds * 3)).run(&report)
    }

    /// A whole frame of a month-ribbon drag as the demo runs it: bytes in to bytes out.
    private func dragFrame(_ report: inout Report) throws {
        let workload = DragFrameWorkload()
        guard workload.move() > 0 else { throw BenchFailure("drag-frame: a drag step wrote nothing") }
        let time = Measurement.median(Measurement.nanoseconds(iterations: iterations(5_000), rounds: rounds, solo("drag-frame")))
        report.bench("drag-frame", time / 1000, "us/frame")
    }

    /// A month-ribbon fling drawn every frame, through the box's cell cache
    /// and by rendering every visible cell each frame.
    private func ribbonFling(_ report: inout Report) throws {
        let check = RibbonFlingWorkload()
        let cached = check.fling(check.cachedFrame)
        let other = RibbonFlingWorkload()
        let uncached = other.fling(other.uncachedFrame)
        guard cached.frames > 10 else { throw BenchFailure("ribbon-fling: the fling lasted \(cached.frames) frames") }
        let side = Measurement.sideBySide(iterations: iterations(200), rounds: rounds, ours: solo("ribbon-fling-cached"),
                                          baseline: solo("ribbon-fling-uncached"))
        report.bench("ribbon-fling-frames", Double(cached.frames), "frames")
        report.bench("ribbon-fling-cached", side.ours / Double(cached.frames) / 1000, "us/frame")
        report.bench("ribbon-fling-uncached", side.baseline / Double(uncached.frames) / 1000, "us/frame")
        report.ratio("ribbon-fling-cache", baseline: side.baseline, ours: side.ours)
    }

    private func solo(_ name: String) -> (Int) -> Void {
        Catalog.solo.first { $0.name == name }!.run
    }

    private func dragStep(_ report: inout Report) throws {
        let n = iterations(200_000)
        let small = Measurement.sideBySide(iterations: n, rounds: rounds, ours: solo("drag-step"), baseline: solo("drag-step-seed"))
        let huge = Measurement.sideBySide(iterations: n, rounds: rounds, ours: solo("drag-step-1e12"), baseline: solo("drag-step"))
        report.bench("drag-step-12", small.ours, "ns/step")
        report.bench("drag-step-1e12", huge.ours, "ns/step")
        report.bench("drag-step-seed-12", small.baseline, "ns/step")
        report.ratio("drag-step", baseline: small.baseline, ours: small.ours)
        report.ratio("drag-step-1e12-vs-12", baseline: huge.baseline, ours: huge.ours)
        // The fair baseline: the same port with String(i) keys instead of String(format:).
        let fair = Measurement.sideBySide(iterations: n, rounds: rounds, ours: solo("drag-step"), baseline: solo("drag-step-seed-fair"))
        report.bench("drag-step-seed-fair-12", fair.baseline, "ns/step")
        report.bench("drag-step-12-beside-fair", fair.ours, "ns/step")   // each ratio is of its own pairing
        report.ratio("drag-step-fair", baseline: fair.baseline, ours: fair.ours)
        // A vertical wheel of the same lengths: the same one-dimensional step (RATIO ≈ 1).
        let wheel = Measurement.sideBySide(iterations: n, rounds: rounds, ours: solo("drag-step-vertical"), baseline: solo("drag-step"))
        report.bench("drag-step-vertical-12", wheel.ours, "ns/step")
        report.bench("drag-step-12-beside-vertical", wheel.baseline, "ns/step")
        report.ratio("drag-step-vertical-vs-horizontal", baseline: wheel.baseline, ours: wheel.ours)
    }

    /// A drag step through the public picker class, from this module as an app would.
    private func pickerStep(_ report: inout Report) {
        let n = iterations(200_000)
        let strings = Measurement.sideBySide(iterations: n, rounds: rounds, ours: solo("picker-step"), baseline: solo("drag-step"))
        let huge = Measurement.sideBySide(iterations: n, rounds: rounds, ours: solo("picker-step-1e12"), baseline: solo("picker-step"))
        let objects = Measurement.median(Measurement.nanoseconds(iterations: n, rounds: rounds, solo("picker-step-class")))
        report.bench("picker-step-12", strings.ours, "ns/step")
        report.bench("picker-step-1e12", huge.ours, "ns/step")
        report.bench("picker-step-class-12", objects, "ns/step")
        // How much the class adds to the value types alone.
        report.ratio("picker-step-vs-drag-step", baseline: strings.baseline, ours: strings.ours)
        // A vertical wheel pressed by component and moved along its axis (RATIO ≈ 1).
        let wheel = Measurement.sideBySide(iterations: n, rounds: rounds, ours: solo("picker-step-vertical"), baseline: solo("picker-step"))
        report.bench("picker-step-vertical-12", wheel.ours, "ns/step")
        report.bench("picker-step-12-beside-vertical", wheel.baseline, "ns/step")
        report.ratio("picker-step-vertical-vs-horizontal", baseline: wheel.baseline, ours: wheel.ours)
    }

    private func flingAndSweep(_ report: inout Report) throws {
        let flings = Measurement.median(Measurement.nanoseconds(iterations: iterations(2_000), rounds: rounds, solo("fling")))
        report.bench("fling", flings / 1000, "us/fling")
        report.bench("fling-frames", Double(fling(count: 1_000_000_000_000)), "frames")
        let cells = max(1_000, Int(1_000_000 * scale))
        var peak = 0
        let perSweep = Measurement.median(Measurement.nanoseconds(iterations: 1, rounds: max(1, rounds / 2)) { _ in
            peak = sweep(cells: cells, count: 1_000_000_000_000)
        })
        guard peak <= 21 else { throw BenchFailure("sweep: the cache held \(peak) cells, more than 2·radius + 1 = 21") }
        report.bench("sweep", perSweep / Double(cells), "ns/cell")
        report.bench("sweep-peak-cached-cells", Double(peak), "cells")
    }

    private func monthGrid(_ report: inout Report) throws {
        let workload = MonthGridWorkload()
        let ours = workload.ours(collect: true)
        let baseline = workload.baseline(collect: true)
        guard ours.cells == baseline.cells else {
            let index = zip(ours.cells, baseline.cells).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
            throw BenchFailure("month-grid: grid \(index) differs from Foundation's")
        }
        let times = Measurement.sideBySide(iterations: iterations(20), rounds: rounds,
                                           ours: solo("month-grid"), baseline: solo("month-grid-foundation"))
        report.bench("month-grid", times.ours / 1e6, "ms/run")
        report.bench("month-grid-foundation", times.baseline / 1e6, "ms/run")
        report.ratio("month-grid", baseline: times.baseline, ours: times.ours)
        let perMonth = workload.foundationPerMonth(collect: true)
        guard ours.cells == perMonth.cells else {
            let index = zip(ours.cells, perMonth.cells).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
            throw BenchFailure("month-grid: grid \(index) differs from the per-month Foundation grid")
        }
        let fair = Measurement.sideBySide(iterations: iterations(20), rounds: rounds,
                                          ours: solo("month-grid"), baseline: solo("month-grid-foundation-once"))
        report.bench("month-grid-foundation-once", fair.baseline / 1e6, "ms/run")
        report.bench("month-grid-beside-once", fair.ours / 1e6, "ms/run")
        report.ratio("month-grid-fair", baseline: fair.baseline, ours: fair.ours)
    }

    private func monthLabels(_ report: inout Report) throws {
        let workload = MonthLabelsWorkload()
        let expected = workload.baseline()
        for (name, total) in [("one formatter", workload.oneFormatter()), ("month symbols", workload.symbolsOnce()),
                              ("ours", workload.ours())] where total != expected {
            throw BenchFailure("month-labels: \(name) gives other names than a formatter per cell")
        }
        let times = Measurement.sideBySide(iterations: iterations(10), rounds: rounds,
                                           ours: solo("month-labels"), baseline: solo("month-labels-seed"))
        report.bench("month-labels", times.ours / 1e6, "ms/run")
        report.bench("month-labels-seed", times.baseline / 1e6, "ms/run")
        report.ratio("month-labels", baseline: times.baseline, ours: times.ours)
        let formatter = Measurement.sideBySide(iterations: iterations(10), rounds: rounds,
                                               ours: solo("month-labels"), baseline: solo("month-labels-formatter"))
        let symbols = Measurement.sideBySide(iterations: iterations(10), rounds: rounds,
                                             ours: solo("month-labels"), baseline: solo("month-labels-symbols"))
        report.bench("month-labels-formatter", formatter.baseline / 1e6, "ms/run")
        report.bench("month-labels-symbols", symbols.baseline / 1e6, "ms/run")
        report.bench("month-labels-beside-formatter", formatter.ours / 1e6, "ms/run")
        report.bench("month-labels-beside-symbols", symbols.ours / 1e6, "ms/run")
        report.ratio("month-labels-fair", baseline: formatter.baseline, ours: formatter.ours)
        report.ratio("month-labels-vs-symbols", baseline: symbols.baseline, ours: symbols.ours)
    }

    /// Building day and time pickers and moving through months and hours, as an app does.
    private func calendarBuildAndNavigate(_ report: inout Report) {
        let build = Measurement.median(Measurement.nanoseconds(iterations: iterations(2_000), rounds: rounds, solo("calendar-build")))
        report.bench("calendar-build", build / 1000, "us/picker")
        let first = Measurement.median(Measurement.nanoseconds(iterations: max(1, min(50, iterations(50))), rounds: 1,
                                                               solo("calendar-build-first")))
        report.bench("calendar-build-first", first / 1000, "us/picker")
        for name in ["gregorian", "hebrew", "japanese", "islamic-civil", "chinese"] {
            // The picker is made and its years visited before the clock starts.
            let picker = DayPickerWorkloads.visitedPicker(name)
            let time = Measurement.median(Measurement.nanoseconds(iterations: iterations(2_000), rounds: rounds) { n in
                consume(DayPickerWorkloads.navigate(picker, count: n))
            })
            report.bench("calendar-navigate-\(name)", time / 1000, "us/month")
        }
        let years = Measurement.median(Measurement.nanoseconds(iterations: max(1, iterations(20)), rounds: 1,
                                                               solo("calendar-year-chinese")))
        report.bench("calendar-year-chinese", years / 1000, "us/year")
        let timeBuild = Measurement.median(Measurement.nanoseconds(iterations: iterations(2_000), rounds: rounds, solo("time-build")))
        report.bench("time-build", timeBuild / 1000, "us/picker")
        let timePicker = TimeWorkloads.turnedPicker()
        let timeStep = Measurement.median(Measurement.nanoseconds(iterations: iterations(20_000), rounds: rounds) { n in
            consume(TimeWorkloads.step(timePicker, count: n))
        })
        report.bench("time-step", timeStep / 1000, "us/step")
    }

    private func render(_ report: inout Report) throws {
        let bytes = RenderWorkload().bytes()
        guard bytes.step > 0 else { throw BenchFailure("render-frame: a drag step wrote nothing") }
        report.bench("render-bytes-full", Double(bytes.full), "bytes")
        report.bench("render-bytes-drag", Double(bytes.step), "bytes")
        report.ratio("render-bytes", baseline: Double(bytes.full), ours: Double(bytes.step))
        let time = Measurement.median(Measurement.nanoseconds(iterations: iterations(20_000), rounds: rounds, solo("render-frame")))
        report.bench("render-frame", time / 1000, "us/frame")
    }

    private func decodeStream(_ report: inout Report) {
        let megabytes = Double(recordedInput(repetitions: 1000).count) / 1e6
        let time = Measurement.median(Measurement.nanoseconds(iterations: iterations(50), rounds: rounds, solo("decode")))
        report.bench("decode", megabytes / (time / 1e9), "MB/s")
    }
}

/// A check of the benchmark that failed: its numbers would mean nothing.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
