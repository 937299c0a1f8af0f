import MiniPicker

/// The curves of the physics panel: the core's own motion, computed with a
/// configuration (the page's physics) as a slider moves.
public struct PhysicsCurves {
    /// The physics drawn.
    public let configuration: RibbonScroller.Configuration

    /// Curves of a configuration.
    ///
    /// - Parameter configuration: The physics.
    public init(configuration: RibbonScroller.Configuration) {
        self.configuration = configuration
    }

    /// Flicks a ribbon of 1000 cells with the physics, starting at
    /// `velocity`, and records its position every 16 ms until it rests
    /// (at most 600 frames).
    ///
    /// - Parameters:
    ///   - velocity: The release velocity in points per millisecond (positive
    ///     moves towards higher rows).
    ///   - itemWidth: The cells' width.
    /// - Returns: The positions, in cells from the start, one per frame.
    /// - Complexity: O(frames).
    public func flick(velocity: Double, itemWidth: Double) -> [Double] {
        let width = itemWidth > 0 && itemWidth.isFinite ? itemWidth : 60
        var scroller = RibbonScroller(count: 1000, itemWidth: width, viewportWidth: width * 5,
                                      selectedIndex: 500, configuration: configuration)
        let speed = velocity.isFinite ? velocity : 0
        let start = scroller.ribbon.position
        // A steady drag of five frames at the speed, released on the last.
        var x = width * 2.5
        scroller.press(x: x, at: 0)
        for frame in 1...5 {
            x -= speed * 16
            if frame < 5 { scroller.move(x: x, at: Double(frame) * 16) } else { scroller.release(x: x, at: 80) }
        }
        var flickPositions = [(scroller.ribbon.position - start) / width]
        var time = 80.0
        while scroller.isAnimating && flickPositions.count < 600 {
            time += 16
            scroller.advance(to: time)
            flickPositions.append((scroller.ribbon.position - start) / width)
        }
        return flickPositions
    }

    /// How far a free deceleration from `velocity` carries with the physics.
    ///
    /// - Parameter velocity: Points per millisecond.
    public func restingDistance(velocity: Double) -> Double {
        Deceleration.restingDistance(velocity: velocity, rate: configuration.decelerationRate)
    }

    /// The rubber band's offset for a drag past an end, with the stiffness.
    ///
    /// - Parameters:
    ///   - overshoot: The drag past the end.
    ///   - dimension: The viewport's width.
    public func rubberBand(overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 && dimension.isFinite else { return 0 }
        return RubberBand.offset(forOvershoot: overshoot, dimension: dimension,
                                 coefficient: configuration.rubberBandCoefficient)
    }

    /// The settle spring's displacement some time after a step of one cell.
    ///
    /// - Parameters:
    ///   - displacement: The displacement at the start.
    ///   - time: Milliseconds since the start.
    public func springDisplacement(from displacement: Double, after time: Double) -> Double {
        SettleCurve(displacement: displacement, velocity: 0, springRate: configuration.springRate,
                    minimumMomentumRate: 1).displacement(at: time)
    }
}
