#if arch(wasm32)
import MiniPicker

// The functions the page's JavaScript calls (the module's exports). Ribbon
// numbers that name no ribbon are ignored; times are milliseconds on the
// page's clock (event.timeStamp and requestAnimationFrame's time share it).

nonisolated(unsafe) private var page = WebPage(host: BrowserHost())

private func ribbon(_ number: Int32) -> WebRibbon<BrowserHost>? {
    page.hasRibbon(Int(number)) ? page.ribbons[Int(number)] : nil
}

@_expose(wasm, "addRibbon") @_cdecl("addRibbon")
func addRibbon(rows: Int32, selecting row: Int32, width: Double, itemWidth: Double, isCyclic: Int32) -> Int32 {
    guard width > 0 && width.isFinite && itemWidth > 0 && itemWidth.isFinite && width / itemWidth <= 64 else { return -1 }
    let layout = ComponentLayout(width: width, itemWidth: itemWidth, isCyclic: isCyclic != 0)
    return Int32(page.addRibbon(rows: Int(rows), selecting: Int(row), layout: layout))
}

@_expose(wasm, "setPhysics") @_cdecl("setPhysics")
func setPhysics(decelerationRate: Double, rubberBandCoefficient: Double, springRate: Double) {
    page.setPhysics(decelerationRate: decelerationRate, rubberBandCoefficient: rubberBandCoefficient,
                    springRate: springRate)
}

@_expose(wasm, "press") @_cdecl("press")
func press(ribbon number: Int32, x: Double, time: Double) { ribbon(number)?.press(x: x, at: time) }

@_expose(wasm, "move") @_cdecl("move")
func move(ribbon number: Int32, x: Double, time: Double) { ribbon(number)?.move(x: x, at: time) }

@_expose(wasm, "release") @_cdecl("release")
func release(ribbon number: Int32, x: Double, time: Double) { ribbon(number)?.release(x: x, at: time) }

@_expose(wasm, "cancel") @_cdecl("cancel")
func cancel(ribbon number: Int32) { ribbon(number)?.cancel() }

@_expose(wasm, "step") @_cdecl("step")
func step(ribbon number: Int32, rows: Int32) { ribbon(number)?.step(by: Int(rows)) }

@_expose(wasm, "glide") @_cdecl("glide")
func glide(ribbon number: Int32, row: Int32) { ribbon(number)?.glide(to: Int(row)) }

/// Steps every animation to the frame's time; 1 while one still runs.
@_expose(wasm, "frame") @_cdecl("frame")
func frame(time: Double) -> Int32 { page.advance(to: time) ? 1 : 0 }

@_expose(wasm, "selectedRow") @_cdecl("selectedRow")
func selectedRow(ribbon number: Int32) -> Int32 { Int32(truncatingIfNeeded: ribbon(number)?.selectedRow ?? -1) }

/// 0 at rest, 1 following a pointer, 2 settling.
@_expose(wasm, "phase") @_cdecl("phase")
func phase(ribbon number: Int32) -> Int32 { Int32(ribbon(number)?.phase ?? 0) }

@_expose(wasm, "elementBound") @_cdecl("elementBound")
func elementBound(ribbon number: Int32) -> Int32 { Int32(truncatingIfNeeded: ribbon(number)?.elementBound ?? 0) }

@_expose(wasm, "simulateFlick") @_cdecl("simulateFlick")
func simulateFlick(velocity: Double, itemWidth: Double) -> Int32 {
    Int32(page.simulateFlick(velocity: velocity, itemWidth: itemWidth))
}

@_expose(wasm, "flickPosition") @_cdecl("flickPosition")
func flickPosition(frame: Int32) -> Double {
    let positions = page.flickPositions
    return frame >= 0 && Int(frame) < positions.count ? positions[Int(frame)] : 0
}

@_expose(wasm, "restingDistance") @_cdecl("restingDistance")
func restingDistance(velocity: Double) -> Double { page.restingDistance(velocity: velocity) }

@_expose(wasm, "rubberBand") @_cdecl("rubberBand")
func rubberBand(overshoot: Double, dimension: Double) -> Double {
    page.rubberBand(overshoot: overshoot, dimension: dimension)
}

@_expose(wasm, "springDisplacement") @_cdecl("springDisplacement")
func springDisplacement(displacement: Double, time: Double) -> Double {
    page.springDisplacement(from: displacement, after: time)
}
#endif
