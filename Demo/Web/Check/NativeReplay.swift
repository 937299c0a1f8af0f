import Foundation
import MiniPicker
import WebRibbons

/// A native host for the page's ribbons: counts elements instead of making them.
final class CountingHost: CellHost {
    private(set) var liveElements = 0
    private var lastHandle = 0
    /// The latest offsets shown, as a page writes a style per element.
    private(set) var offsets = [Double](repeating: 0, count: 64)

    func makeElement(ribbon: Int, row: Int) -> Int {
        liveElements += 1
        lastHandle += 1
        return lastHandle
    }

    func relabel(element: Int, row: Int) {}

    func removeElement(_ element: Int) {
        liveElements -= 1
    }

    func show(element: Int, at offset: Double) {
        offsets[element & 63] = offset
    }

    func finishFrame(ribbon: Int) {}
}

/// A ribbon's geometry as the page reports it.
struct RibbonLayout {
    var rows: Int
    var width: Double
    var itemWidth: Double
    var isCyclic: Bool

    var componentLayout: ComponentLayout {
        ComponentLayout(width: width, itemWidth: itemWidth, isCyclic: isCyclic)
    }
}

/// One event the page gave its core: [ribbon, kind, x, time].
struct LoggedEvent {
    var kind: String
    var x: Double
    var time: Double
}

@MainActor
enum NativeReplay {
    /// Gives the events to a native ribbon of the same geometry, at rest on
    /// `row`, then steps its animation in 16 ms frames to its end.
    ///
    /// - Returns: The row it settles on.
    static func settledRow(after events: [LoggedEvent], layout: RibbonLayout, from row: Int,
                           decelerationRate: Double = Deceleration.normal) -> Int {
        let page = WebPage(host: CountingHost())
        page.setPhysics(decelerationRate: decelerationRate, rubberBandCoefficient: RubberBand.defaultCoefficient,
                        springRate: RibbonScroller.Configuration().springRate)
        let number = page.addRibbon(rows: layout.rows, selecting: row, layout: layout.componentLayout)
        let ribbon = page.ribbons[number]
        var now = 0.0
        for event in events {
            switch event.kind {
            case "press": ribbon.press(x: event.x, at: event.time)
            case "move": ribbon.move(x: event.x, at: event.time)
            case "release": ribbon.release(x: event.x, at: event.time)
            case "cancel": ribbon.cancel()
            default: break
            }
            now = max(now, event.time)
        }
        var frames = 0
        while ribbon.isAnimating && frames < 100_000 {
            now += 16
            ribbon.advance(to: now)
            frames += 1
        }
        return ribbon.selectedRow
    }

    /// The drag step of the page's frame measurement, natively: a move and the
    /// placing of the visible cells, over the same path as the page's
    /// `measureDragFrames` (7 points a frame, turning 2.5 cells from the centre).
    ///
    /// - Returns: The median and the least of the batches' mean frame time, in microseconds.
    static func dragFrameMicroseconds(layout: RibbonLayout, row: Int, frames: Int = 10_000,
                                      batch: Int = 1000) -> (median: Double, minimum: Double) {
        let page = WebPage(host: CountingHost())
        let number = page.addRibbon(rows: layout.rows, selecting: row, layout: layout.componentLayout)
        let ribbon = page.ribbons[number]
        let centre = layout.width / 2
        var x = centre, direction = -1.0, time = 1000.0
        var batches: [Double] = []
        ribbon.press(x: x, at: time)
        var done = 0
        while done < frames {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch {
                x += direction * 7
                if abs(x - centre) > 2.5 * layout.itemWidth { direction = -direction }
                time += 16
                ribbon.move(x: x, at: time)
            }
            batches.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(batch))
            done += batch
        }
        ribbon.cancel()
        return (median(batches), batches.min() ?? 0)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
