// Pointer events: press, move, release, cancel, and the frames of an animation.

extension RibbonScroller {
    // MARK: - Pointer events

    /// Starts tracking a pointer.
    ///
    /// During an animation, the ribbon stops where the animation is at `time`
    /// and the drag starts from there. A press while already tracking starts
    /// over from the ribbon as it shows.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the ribbon's axis in the
    ///     viewport: x on a horizontal ribbon, y on a vertical wheel, 0 at the
    ///     viewport's leading (left or top) edge.
    ///   - time: The event's time in milliseconds.
    ///
    /// Ignored on an empty ribbon and in a viewport of length 0.
    public mutating func press(along position: Double, at time: Double) {
        press(along: position, at: time, interruptingAt: time)
    }

    /// Starts tracking a pointer, stopping a running animation where it
    /// showed at an earlier time: the time of the frame the user saw when
    /// they pressed, so the press catches the ribbon where that frame drew
    /// it. The animation then neither moves nor lands between that frame
    /// and the press, and the drag's velocity still counts from `time`.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the axis in the
    ///     viewport, as ``press(along:at:)`` takes it.
    ///   - time: The event's time in milliseconds.
    ///   - shownTime: The time of the last frame drawn; a time after `time`,
    ///     or one that is not finite, counts as `time`.
    public mutating func press(along position: Double, at time: Double, interruptingAt shownTime: Double) {
        guard position.isFinite, let now = accept(time), ribbon.count > 0, _viewportWidth > 0 else { return }
        let shown = shownTime.isFinite ? min(shownTime, now) : now
        var interrupted: Int?
        var displacement = 0.0
        if phase == .settling {
            if settle(settling, at: max(shown, settling.startTime)) {
                interrupted = settling.target
                displacement = settling.curve.displacement(at: max(shown, settling.startTime) - settling.startTime)
            }
        }
        var start = ribbon
        let overshoot = start.overshoot
        if overshoot != 0 {
            let raw = RubberBand.overshoot(forOffset: overshoot, dimension: viewportWidth,
                                           coefficient: configuration.rubberBandCoefficient)
            if raw.isFinite { start.scroll(by: raw - overshoot) }
        }
        var samples = VelocityTracker()
        samples.add(x: position, time: now)
        tracking = Tracking(pressX: position, start: start, samples: samples,
                            interruptedTarget: interrupted, displacementFromInterruptedTarget: displacement)
        _phase = .tracking
    }

    /// Moves the tracked pointer; the ribbon follows it 1:1.
    ///
    /// Content dragged towards smaller positions (left, or up) brings later
    /// cells to the centre, as a finger's swipe up does on a wheel.
    /// Ignored without a press.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the axis in the viewport,
    ///     as ``press(along:at:)`` takes it; it may lie outside the viewport.
    ///   - time: The event's time in milliseconds.
    @inlinable @inline(__always)
    public mutating func move(along position: Double, at time: Double) {
        guard phase == .tracking, position.isFinite, let now = accept(time) else { return }
        track(x: position, at: now)
    }

    /// Moves the tracked pointer, as ``move(along:at:)`` does, and returns the
    /// cells that then show in the viewport.
    ///
    /// One step for a host that draws after every move: the checks the move
    /// makes are not made again to find the cells. The common move, within
    /// the cell the press centred and away from the ends, in a viewport one
    /// cell wide, needs no further arithmetic at all.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the axis in the viewport
    ///     (x on a ribbon, y on a wheel); it may lie outside the viewport.
    ///   - time: The event's time in milliseconds.
    /// - Returns: The visible cells, from the leading (left or top) edge on
    ///   (see ``Ribbon/visibleCells(inViewportOfWidth:)``).
    @inlinable @inline(__always)
    public mutating func visibleCells(afterMovingTo position: Double, at time: Double) -> VisibleCells {
        if moveWithinCell(x: position, at: time) {
            if _viewportWidth == _ribbon._itemWidth {
                // Within the cell and away from the ends: the centred cell and
                // the neighbour the viewport leans towards, which exists.
                let offset = _ribbon._offset
                return VisibleCells(ribbon: _ribbon, viewportWidth: _viewportWidth, leadingEdge: 0 - offset,
                                    lowerStep: offset < 0 ? -1 : 0, upperStep: offset > 0 ? 2 : 1)
            }
        } else {
            move(along: position, at: time)
        }
        return VisibleCells(ribbon: _ribbon, checkedViewportWidth: _viewportWidth)
    }

    /// Ends tracking: a tap steps, stops or glides, a drag flings and settles on a cell.
    ///
    /// With the default ``Configuration/tapAction``, ``TapAction/stepOneCell``,
    /// a tap in the leading ``Configuration/tapStepZone`` (left, or top) steps
    /// back one cell, in the trailing one (right, or bottom) forward one; with
    /// ``TapAction/glideToCell`` it settles on the cell drawn under the press.
    /// Ignored without a press.
    ///
    /// - Parameters:
    ///   - position: The pointer's coordinate along the axis in the viewport,
    ///     as ``press(along:at:)`` takes it; it may lie outside the viewport.
    ///   - time: The event's time in milliseconds.
    public mutating func release(along position: Double, at time: Double) {
        guard phase == .tracking, position.isFinite, let now = accept(time) else { return }
        track(x: position, at: now)
        if tracking.travel <= configuration.tapSlop {
            tap(tracking, at: now)
        } else {
            fling(tracking, at: now)
        }
    }

    /// Starts tracking a pointer on a horizontal ribbon: ``press(along:at:)``
    /// with the pointer's x coordinate.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the viewport.
    ///   - time: The event's time in milliseconds.
    @inlinable
    public mutating func press(x: Double, at time: Double) {
        press(along: x, at: time)
    }

    /// Moves the tracked pointer on a horizontal ribbon: ``move(along:at:)``
    /// with the pointer's x coordinate.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the viewport; it may lie outside it.
    ///   - time: The event's time in milliseconds.
    @inlinable @inline(__always)
    public mutating func move(x: Double, at time: Double) {
        move(along: x, at: time)
    }

    /// Ends tracking on a horizontal ribbon: ``release(along:at:)`` with the
    /// pointer's x coordinate.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the viewport; it may lie outside it.
    ///   - time: The event's time in milliseconds.
    @inlinable
    public mutating func release(x: Double, at time: Double) {
        release(along: x, at: time)
    }

    /// Stops any drag or animation and returns at once to the selected cell.
    ///
    /// ``cancel(at:)`` glides back instead.
    public mutating func cancel() {
        resetMotion()
        if let selectedIndex { _ribbon.center(onCell: selectedIndex) }
    }

    /// Stops any drag or animation and glides back to the selected cell
    /// with the settle spring (``Configuration/springRate``), as a scroll
    /// view does when the system takes the touch.
    ///
    /// The glide starts at rest from where the ribbon is drawn now (where
    /// the pointer last moved it, or where the last ``advance(to:)`` put an
    /// animation), so the call itself moves nothing, and takes the shorter
    /// way round a cyclic ribbon. The selection does not change: the
    /// scroller is ``Phase/settling`` towards it (user-driven, as the drag
    /// was) and ``advance(to:)`` lands it there. A drag in progress is
    /// dropped: its later moves and release are ignored. At rest, or on an
    /// empty ribbon, nothing moves; a ribbon already on the selected cell
    /// comes to rest at once.
    ///
    /// - Parameter time: The time in milliseconds at which the glide
    ///   starts; a non-finite time counts as the latest time seen, and with
    ///   none known the glide starts at the first time ``advance(to:)``
    ///   gives (as ``step(by:animated:at:)`` takes it).
    public mutating func cancel(at time: Double) {
        let known = accept(time) ?? self.time
        guard phase != .idle, ribbon.count > 0, let selectedIndex else { return cancel() }
        let drawn = ribbon
        let displacement = -ribbon.distance(toSlot: ribbon.nearestSlot(showing: selectedIndex))
        resetMotion()
        plan(target: selectedIndex, displacement: displacement, velocity: 0, userDriven: true, at: known ?? 0)
        guard phase == .settling else { return }
        // Exactly as drawn: re-placing from the target may round the offset by an ulp.
        _ribbon = drawn
        if known == nil { settling.startsAtNextTime = true }
    }

    /// Steps the running animation to a time; when it arrives, the ribbon
    /// rests exactly on the target, which becomes the selection.
    ///
    /// - Parameter time: The time in milliseconds.
    public mutating func advance(to time: Double) {
        guard let now = accept(time), phase == .settling else { return }
        _ = settle(settling, at: now)
    }

    /// The common case of ``move(along:at:)``, without a call: a move from and
    /// to the cell the press centred, away from the ends, so that the centred
    /// cell stays the same (a host such as ``RibbonPicker`` then has no row
    /// to report and no cell to fetch). Returns `false`, having changed nothing, for any
    /// other move (and for moves to ignore); ``move(along:at:)`` then does the work.
    @inlinable @inline(__always)
    mutating func moveWithinCell(x: Double, at time: Double) -> Bool {
        // The offset `show(_:scrolledWithinCellBy:)` would give, tested against
        // the bounds it would test, worked out at the press. A non-finite x
        // gives a non-finite offset, which fails them; so does a non-finite
        // time, through `time - time`: exactly 0 for a finite time, NaN otherwise.
        let distance = tracking.pressX - x
        let offset = tracking.start._offset + distance + (time - time)
        guard _phase == .tracking, _ribbon._centeredSlot == tracking.start._centeredSlot,
              offset >= tracking.withinCell.low, offset < tracking.withinCell.high else { return false }
        _ribbon._offset = offset
        if time > _latestTime { _latestTime = time }
        record(x: x, distance: distance, at: _latestTime)
        return true
    }

    /// Notes a pointer position of the drag, `distance` = `pressX - x` from
    /// the press: its travel and velocity sample (the newest sample is the
    /// pointer's latest position).
    @inlinable @inline(__always)
    mutating func record(x: Double, distance: Double, at now: Double) {
        let travel = abs(distance)
        if travel > tracking.travel { tracking.travel = travel }
        tracking.samples.add(x: x, time: now)
    }

    /// Follows the pointer: the ribbon shows the press-time ribbon moved by the pointer's travel, rubber-banded past the ends.
    @inlinable @inline(__always)
    mutating func track(x: Double, at now: Double) {
        let distance = tracking.pressX - x
        record(x: x, distance: distance, at: now)
        // Most moves stay within one cell and away from the ends; the rest go out of line.
        if !_ribbon.show(tracking.start, scrolledWithinCellBy: distance) {
            _ribbon = Self.banded(tracking.start, scrolledBy: distance, dimension: _viewportWidth,
                                  coefficient: configuration.rubberBandCoefficient)
        }
    }

    /// `start` scrolled by `distance`, with any overshoot rubber-banded.
    func banded(_ start: Ribbon, scrolledBy distance: Double) -> Ribbon {
        Self.banded(start, scrolledBy: distance, dimension: viewportWidth,
                    coefficient: configuration.rubberBandCoefficient)
    }

    /// `start` scrolled by `distance`, with any overshoot rubber-banded over `dimension`.
    @usableFromInline
    static func banded(_ start: Ribbon, scrolledBy distance: Double, dimension: Double, coefficient: Double) -> Ribbon {
        var moved = start
        moved.scroll(by: distance)
        let overshoot = moved.overshoot
        if overshoot != 0 {
            let band = RubberBand.offset(forOvershoot: overshoot, dimension: dimension, coefficient: coefficient)
            moved.scroll(by: band - overshoot)
        }
        return moved
    }

    /// Ends a tap as ``Configuration/tapAction`` says: with
    /// ``TapAction/stepOneCell``, steps one cell in the arrow zones (back in
    /// the leading one, forward in the trailing one) and stops the motion in
    /// the middle; with ``TapAction/glideToCell``, settles on the cell drawn
    /// under the press.
    mutating func tap(_ tracking: Tracking, at now: Double) {
        if configuration.tapAction == .glideToCell { return glide(tracking, at: now) }
        let zone = configuration.tapStepZone * viewportWidth
        let direction = tracking.pressX < zone ? -1 : (tracking.pressX >= viewportWidth - zone ? 1 : 0)
        var base = ribbon.centeredSlot
        var displacement = ribbon.offset
        if let interrupted = tracking.interruptedTarget, direction != 0 {
            base = interrupted
            displacement = tracking.displacementFromInterruptedTarget + (tracking.pressX - tracking.lastX)
        }
        let (target, moved) = stepped(from: base, by: direction)
        plan(target: target, displacement: displacement - Double(moved) * ribbon.itemWidth,
             velocity: 0, userDriven: true, at: now)
    }

    /// Ends a tap of ``TapAction/glideToCell``: a spring, from where the
    /// ribbon is and at rest, to the cell that was drawn under the press.
    ///
    /// The ribbon drawn at the press is the press's `start` with its
    /// rubber band put back (the drag's ribbon at no travel). The pointer
    /// counts as inside the viewport; on a plain ribbon a cell past an end
    /// is that end; on a cyclic one the way round is the shorter one, and
    /// the tapped cell's side when both are as long.
    mutating func glide(_ tracking: Tracking, at now: Double) {
        let count = ribbon.count
        let shown = banded(tracking.start, scrolledBy: 0)
        let width = shown.itemWidth
        // The pointer inside the viewport, `0 ≤ along < viewportWidth` (the
        // cell at the trailing edge only touches it: it does not show).
        let along = min(max(tracking.pressX, 0), viewportWidth.nextDown)
        // Cell `step` after the centred one spans `[step·w − w/2, step·w + w/2)`
        // from the centred cell's centre, where the pointer lies at
        // `offset + along − viewportWidth/2`. Finite, or ±infinity for
        // lengths near the largest Double, which the clamps below take.
        let fromCentre = shown.offset + (along - viewportWidth / 2)
        let cells = (fromCentre / width + 0.5).rounded(.down)
        let target: Int
        let slot: Int
        if ribbon.isCyclic {
            // The tapped cell's index, then the repetition of it nearest the
            // ribbon as it is now (which may have moved by the tap's travel).
            let reduced = cells.isFinite ? cells.truncatingRemainder(dividingBy: Double(count)) : 0
            let step = IntegerMath.clampedInt(reduced, lower: -count, upper: count)
            target = IntegerMath.wrappedSum(shown.centeredSlot, step, modulo: count)
            let centre = ribbon.centeredSlot
            let forward = target >= centre ? target - centre : target + (count - centre)
            let backward = count - forward
            if forward == 0 {
                slot = centre
            } else if forward == backward {
                slot = cells > 0 ? centre + forward : (cells < 0 ? centre - backward : ribbon.nearestSlot(showing: target))
            } else {
                slot = forward < backward ? centre + forward : centre - backward
            }
        } else {
            let step = IntegerMath.clampedInt(cells, lower: -count, upper: count)
            target = IntegerMath.clampedSum(shown.centeredSlot, step, lower: 0, upper: count - 1)
            slot = target
        }
        plan(target: target, displacement: -ribbon.distance(toSlot: slot), velocity: 0, userDriven: true, at: now)
    }

    /// Ends a drag: projects the release velocity to its resting cell and settles there.
    mutating func fling(_ tracking: Tracking, at now: Double) {
        let limit = configuration.maximumVelocity
        var velocity = min(max(-tracking.samples.velocity(window: configuration.velocityWindow), -limit), limit)
        let overshoot = ribbon.overshoot
        if overshoot != 0 {
            // Past an end the target is that end; motion further out is not kept.
            if velocity * overshoot > 0 { velocity = 0 }
            plan(target: ribbon.centeredSlot, displacement: ribbon.offset, velocity: velocity, userDriven: true, at: now)
            return
        }
        let travel = Deceleration.restingDistance(velocity: velocity, rate: configuration.decelerationRate)
        var projected = ribbon
        projected.scroll(by: travel)
        plan(target: projected.centeredSlot, displacement: projected.offset - travel,
             velocity: velocity, userDriven: true, at: now)
    }
}
