/// A workload `--only` can run by itself a fixed number of times.
@MainActor
struct SoloWorkload {
    let name: String
    let summary: String
    let run: @MainActor (Int) -> Void
}

/// Every workload, for `--list` and `--only`.
@MainActor
enum Catalog {
    static let solo: [SoloWorkload] = [
        SoloWorkload(name: "drag-step", summary: "one pointer move on a 12-cell ribbon with cached cells") { n in
            var drag = OurDrag(count: 12)
            consume(repeatSteps(n) { drag.step() })
        },
        SoloWorkload(name: "drag-step-vertical", summary: "the same move along a vertical wheel of the same lengths, 12 rows") { n in
            var drag = OurDrag(count: 12, axis: .vertical)
            consume(repeatSteps(n) { drag.step() })
        },
        SoloWorkload(name: "drag-step-1e12", summary: "the same move on a ribbon of 10^12 cells") { n in
            var drag = OurDrag(count: 1_000_000_000_000)
            consume(repeatSteps(n) { drag.step() })
        },
        SoloWorkload(name: "picker-step", summary: "one move and its visible cells through RibbonPicker, String cells, 12 rows") { n in
            var drag = stringPickerDrag(rows: 12)
            consume(repeatSteps(n) { drag.step { $0.utf8.count } })
        },
        SoloWorkload(name: "picker-step-vertical", summary: "picker-step on a vertical wheel: press(along:inComponent:), move(along:)") { n in
            var drag = stringPickerDrag(rows: 12, axis: .vertical)
            consume(repeatSteps(n) { drag.stepAlong { $0.utf8.count } })
        },
        SoloWorkload(name: "picker-step-1e12", summary: "the same through RibbonPicker with 10^12 rows") { n in
            var drag = stringPickerDrag(rows: 1_000_000_000_000)
            consume(repeatSteps(n) { drag.step { $0.utf8.count } })
        },
        SoloWorkload(name: "picker-step-class", summary: "the same with class cells (reused and reconfigured), 12 rows") { n in
            var drag = classPickerDrag(rows: 12)
            consume(repeatSteps(n) { drag.step { $0.row } })
        },
        SoloWorkload(name: "picker-step-class-1e12", summary: "class cells with 10^12 rows") { n in
            var drag = classPickerDrag(rows: 1_000_000_000_000)
            consume(repeatSteps(n) { drag.step { $0.row } })
        },
        SoloWorkload(name: "drag-step-seed", summary: "the move on the port of the original control (12 cells)") { n in
            var drag = SeedDrag(count: 12)
            consume(repeatSteps(n) { drag.step() })
        },
        SoloWorkload(name: "drag-step-seed-fair", summary: "the port of the original control with String(i) keys") { n in
            var drag = SeedDrag(count: 12, keyStyle: .plain)
            consume(repeatSteps(n) { drag.step() })
        },
        SoloWorkload(name: "fling", summary: "a fast release, then 60 Hz frames until settled") { n in
            var frames = 0
            for _ in 0..<n { frames &+= fling(count: 1_000_000_000_000) }
            consume(frames)
        },
        SoloWorkload(name: "sweep", summary: "a drag across a million cells of a 10^12-cell ribbon") { n in
            for _ in 0..<n { consume(sweep(cells: 1_000_000, count: 1_000_000_000_000)) }
        },
        SoloWorkload(name: "month-grid", summary: "every month of 1900-2100 and a Hebrew year, our grids") { n in
            let workload = MonthGridWorkload()
            for _ in 0..<n { consume(workload.ours().digest) }
        },
        SoloWorkload(name: "month-grid-foundation", summary: "the same grids with a Foundation operation per cell") { n in
            let workload = MonthGridWorkload()
            for _ in 0..<n { consume(workload.baseline().digest) }
        },
        SoloWorkload(name: "month-grid-foundation-once", summary: "the same grids, Foundation asked per month, integers per cell") { n in
            let workload = MonthGridWorkload()
            for _ in 0..<n { consume(workload.foundationPerMonth().digest) }
        },
        SoloWorkload(name: "month-labels", summary: "the month ribbon's labels for 100 years, one formatter") { n in
            let workload = MonthLabelsWorkload()
            for _ in 0..<n { consume(workload.ours()) }
        },
        SoloWorkload(name: "month-labels-formatter", summary: "the same labels from one formatter made once") { n in
            let workload = MonthLabelsWorkload()
            for _ in 0..<n { consume(workload.oneFormatter()) }
        },
        SoloWorkload(name: "month-labels-symbols", summary: "the same labels from standaloneMonthSymbols read once") { n in
            let workload = MonthLabelsWorkload()
            for _ in 0..<n { consume(workload.symbolsOnce()) }
        },
        SoloWorkload(name: "month-labels-seed", summary: "the same labels with a new locale and formatter per cell") { n in
            let workload = MonthLabelsWorkload()
            for _ in 0..<n { consume(workload.baseline()) }
        },
        SoloWorkload(name: "calendar-build", summary: "building a Gregorian en_US DayPicker, once one was built") { n in
            consume(DayPickerWorkloads.build(count: n))
        },
        SoloWorkload(name: "calendar-build-first", summary: "building the first DayPicker of a locale (at most 400)") { n in
            consume(DayPickerWorkloads.buildFirst(count: min(n, 400)))
        },
        SoloWorkload(name: "calendar-navigate", summary: "a month change (PageDown/PageUp), Gregorian, in visited years") { n in
            let picker = DayPickerWorkloads.visitedPicker("gregorian")
            consume(DayPickerWorkloads.navigate(picker, count: n))
        },
        SoloWorkload(name: "calendar-navigate-hebrew", summary: "a month change in the Hebrew calendar, in visited years") { n in
            let picker = DayPickerWorkloads.visitedPicker("hebrew")
            consume(DayPickerWorkloads.navigate(picker, count: n))
        },
        SoloWorkload(name: "calendar-navigate-japanese", summary: "a month change in the Japanese calendar, in visited years") { n in
            let picker = DayPickerWorkloads.visitedPicker("japanese")
            consume(DayPickerWorkloads.navigate(picker, count: n))
        },
        SoloWorkload(name: "calendar-navigate-islamic", summary: "a month change in the Islamic civil calendar, in visited years") { n in
            let picker = DayPickerWorkloads.visitedPicker("islamic-civil")
            consume(DayPickerWorkloads.navigate(picker, count: n))
        },
        SoloWorkload(name: "calendar-navigate-chinese", summary: "a month change in the Chinese calendar, in visited years") { n in
            let picker = DayPickerWorkloads.visitedPicker("chinese")
            consume(DayPickerWorkloads.navigate(picker, count: n))
        },
        SoloWorkload(name: "calendar-year-chinese", summary: "a Chinese year change (Shift-PageDown) into a year not visited") { n in
            consume(DayPickerWorkloads.chineseYears(count: n))
        },
        SoloWorkload(name: "render-frame", summary: "rendering the calendar screen after a one-column drag") { n in
            let workload = RenderWorkload()
            let frames = workload.bytes()
            var renderer = ScreenRendererPair(before: frames.before, after: frames.after)
            for _ in 0..<n { consume(renderer.step()) }
        },
        SoloWorkload(name: "drag-frame", summary: "one column of a month-ribbon drag: bytes in, decoder, demo screen, picker, bytes out") { n in
            let workload = DragFrameWorkload()
            consume(repeatSteps(n) { workload.move() })
        },
        SoloWorkload(name: "ribbon-fling-cached", summary: "a month-ribbon fling drawn every frame through its box's cell cache") { n in
            let workload = RibbonFlingWorkload()
            for _ in 0..<n { consume(workload.fling(workload.cachedFrame).digest) }
        },
        SoloWorkload(name: "ribbon-fling-uncached", summary: "the same fling rendering every visible cell's names every frame") { n in
            let workload = RibbonFlingWorkload()
            for _ in 0..<n { consume(workload.fling(workload.uncachedFrame).digest) }
        },
        SoloWorkload(name: "decode", summary: "the input decoder over recorded mouse drags and keys") { n in
            let bytes = recordedInput(repetitions: 1000)
            for _ in 0..<n { consume(decode(bytes)) }
        },
    ]
}

/// Runs a step `count` times and sums the digests it returns.
@inline(__always)
func repeatSteps(_ count: Int, _ step: () -> Int) -> Int {
    var digest = 0
    for _ in 0..<count { digest &+= step() }
    return digest
}
