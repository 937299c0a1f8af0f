import Foundation
import MiniPicker
import WebRibbons

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
            case "cancel": ribbon.cancel(at: event.time)
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
        var path = DragPath(centre: layout.width / 2, itemWidth: layout.itemWidth, time: 1000)
        var batches: [Double] = []
        ribbon.press(x: path.x, at: path.time)
        var done = 0
        while done < frames {
            let start = DispatchTime.now().uptimeNanoseconds
            ribbon.follow(&path, frames: batch)
            batches.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(batch))
            done += batch
        }
        ribbon.cancel(at: .infinity)
        return (median(batches), batches.min() ?? 0)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
