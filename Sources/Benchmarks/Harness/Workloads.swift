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
        SoloWorkload(name: "drag-step-1e12", summary: "the same move on a ribbon of 10^12 cells") { n in
            var drag = OurDrag(count: 1_000_000_000_000)
            consume(repeatSteps(n) { drag.step() })
        },
        SoloWorkload(name: "picker-step", summary: "one move and its visible cells through RibbonPicker, String cells, 12 rows") { n in
            var drag = stringPickerDrag(rows: 12)
            consume(repeatSteps(n) { drag.step { $0.utf8.count } })
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
        SoloWorkload(name: "month-labels", summary: "the month ribbon's labels for 100 years, one formatter") { n in
            let workload = MonthLabelsWorkload()
            for _ in 0..<n { consume(workload.ours()) }
        },
        SoloWorkload(name: "month-labels-seed", summary: "the same labels with a new locale and formatter per cell") { n in
            let workload = MonthLabelsWorkload()
            for _ in 0..<n { consume(workload.baseline()) }
        },
        SoloWorkload(name: "render-frame", summary: "rendering the calendar screen after a one-column drag") { n in
            let workload = RenderWorkload()
            let frames = workload.bytes()
            var renderer = ScreenRendererPair(before: frames.before, after: frames.after)
            for _ in 0..<n { consume(renderer.step()) }
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
