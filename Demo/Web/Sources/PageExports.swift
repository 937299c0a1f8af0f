#if arch(wasm32)
import Calendars
import MiniPicker

// The functions the page's JavaScript calls (the module's exports). Ribbon
// numbers that name no ribbon are ignored; times are milliseconds on the
// page's clock (event.timeStamp and requestAnimationFrame's time share it).

nonisolated(unsafe) var page = WebPage(host: BrowserHost())
/// The positions of the latest simulateFlick.
nonisolated(unsafe) private var flickPositions: [Double] = []

private func ribbon(_ number: Int32) -> WebRibbon<BrowserHost>? {
    page.hasRibbon(Int(number)) ? page.ribbons[Int(number)] : nil
}

@_expose(wasm, "addRibbon") @_cdecl("addRibbon")
func addRibbon(rows: Int32, selecting row: Int32, width: Double, itemWidth: Double, isCyclic: Int32) -> Int32 {
    guard let layout = layout(width: width, itemWidth: itemWidth, isCyclic: isCyclic != 0) else { return -1 }
    return Int32(page.addRibbon(rows: Int(rows), selecting: Int(row), layout: layout))
}

/// Gives a ribbon a new width and cell width (the page was resized); 0 for a bad geometry.
@_expose(wasm, "setRibbonLayout") @_cdecl("setRibbonLayout")
func setRibbonLayout(ribbon number: Int32, width: Double, itemWidth: Double) -> Int32 {
    guard let ribbon = ribbon(number),
          let layout = layout(width: width, itemWidth: itemWidth, isCyclic: ribbon.layout.isCyclic) else { return 0 }
    ribbon.setLayout(layout)
    return 1
}

@_expose(wasm, "setPhysics") @_cdecl("setPhysics")
func setPhysics(decelerationRate: Double, rubberBandCoefficient: Double, springRate: Double) {
    page.setPhysics(decelerationRate: decelerationRate, rubberBandCoefficient: rubberBandCoefficient,
                    springRate: springRate)
}

@_expose(wasm, "press") @_cdecl("press")
func press(ribbon number: Int32, x: Double, time: Double) { ribbon(number)?.press(x: x, at: time); page.follow() }

@_expose(wasm, "move") @_cdecl("move")
func move(ribbon number: Int32, x: Double, time: Double) { ribbon(number)?.move(x: x, at: time) }   // lands nothing

@_expose(wasm, "release") @_cdecl("release")
func release(ribbon number: Int32, x: Double, time: Double) { ribbon(number)?.release(x: x, at: time); page.follow() }

@_expose(wasm, "cancel") @_cdecl("cancel")
func cancel(ribbon number: Int32, time: Double) { ribbon(number)?.cancel(at: time); page.follow() }

@_expose(wasm, "step") @_cdecl("step")
func step(ribbon number: Int32, rows: Double) {
    // Any number of rows in one step, clamped into Int (32 bits here; NaN is none).
    guard !rows.isNaN else { return }
    let count = rows >= Double(Int.max) ? Int.max : rows <= Double(Int.min) ? Int.min : Int(rows)
    ribbon(number)?.step(by: count)
    page.follow()
}

@_expose(wasm, "glide") @_cdecl("glide")
func glide(ribbon number: Int32, row: Int32) { ribbon(number)?.glide(to: Int(row)); page.follow() }

/// Steps every animation to the frame's time; 1 while one still runs.
@_expose(wasm, "frame") @_cdecl("frame")
func frame(time: Double) -> Int32 { page.advance(to: time) ? 1 : 0 }

@_expose(wasm, "rowCount") @_cdecl("rowCount")
func rowCount(ribbon number: Int32) -> Int32 { Int32(truncatingIfNeeded: ribbon(number)?.rows ?? 0) }

@_expose(wasm, "selectedRow") @_cdecl("selectedRow")
func selectedRow(ribbon number: Int32) -> Int32 { Int32(truncatingIfNeeded: ribbon(number)?.selectedRow ?? -1) }

/// 0 at rest, 1 following a pointer, 2 settling.
@_expose(wasm, "phase") @_cdecl("phase")
func phase(ribbon number: Int32) -> Int32 { Int32(ribbon(number)?.phase ?? 0) }

@_expose(wasm, "elementBound") @_cdecl("elementBound")
func elementBound(ribbon number: Int32) -> Int32 { Int32(truncatingIfNeeded: ribbon(number)?.elementBound ?? 0) }

@_expose(wasm, "simulateFlick") @_cdecl("simulateFlick")
func simulateFlick(velocity: Double, itemWidth: Double) -> Int32 {
    flickPositions = PhysicsCurves(configuration: page.physics).flick(velocity: velocity, itemWidth: itemWidth)
    return Int32(flickPositions.count)
}

@_expose(wasm, "flickPosition") @_cdecl("flickPosition")
func flickPosition(frame: Int32) -> Double {
    let positions = flickPositions
    return frame >= 0 && Int(frame) < positions.count ? positions[Int(frame)] : 0
}

@_expose(wasm, "restingDistance") @_cdecl("restingDistance")
func restingDistance(velocity: Double) -> Double {
    PhysicsCurves(configuration: page.physics).restingDistance(velocity: velocity)
}

@_expose(wasm, "rubberBand") @_cdecl("rubberBand")
func rubberBand(overshoot: Double, dimension: Double) -> Double {
    PhysicsCurves(configuration: page.physics).rubberBand(overshoot: overshoot, dimension: dimension)
}

@_expose(wasm, "springDisplacement") @_cdecl("springDisplacement")
func springDisplacement(displacement: Double, time: Double) -> Double {
    PhysicsCurves(configuration: page.physics).springDisplacement(from: displacement, after: time)
}

/// The number of calendars the package computes (CalendarIdentifier.allCases).
@_expose(wasm, "calendarCount") @_cdecl("calendarCount")
func calendarCount() -> Int32 { Int32(CalendarIdentifier.allCases.count) }

/// The key of a calendar by number (`gregorian`, `chinese` …); empty past the last.
@_expose(wasm, "calendarKey") @_cdecl("calendarKey")
func calendarKey(index: Int32) -> Int32 {
    let all = CalendarIdentifier.allCases
    return PageText.write(index >= 0 && Int(index) < all.count ? all[Int(index)].key : "")
}
#endif
