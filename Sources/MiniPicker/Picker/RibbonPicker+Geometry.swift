// Where the components lie: their layouts, origins and scrollers.

extension RibbonPicker {
    /// The layout of a component.
    ///
    /// - Parameter component: A component index; ``defaultLayout`` for one outside `0..<numberOfComponents`.
    public func layout(ofComponent component: Int) -> ComponentLayout {
        existing(component)?.layout ?? defaultLayout
    }

    /// The position of a component's leading edge along its axis in the
    /// picker: the x of a horizontal component's left edge, 0 for a vertical
    /// component (every wheel's top edge is the picker's).
    ///
    /// A cell of the component shows at this origin plus its
    /// ``VisibleCell/offset``, along the component's axis.
    ///
    /// - Parameter component: A component index; ``width`` for one outside
    ///   `0..<numberOfComponents` (where a horizontal component after the last would start).
    public func origin(ofComponent component: Int) -> Double {
        existing(component)?.origin ?? width
    }

    /// The scroller of a component, for reading its ribbon, phase and target.
    ///
    /// - Parameter component: A component index; an empty scroller of the
    ///   ``defaultLayout`` for one outside `0..<numberOfComponents`.
    public func scroller(ofComponent component: Int) -> RibbonScroller {
        existing(component)?.scroller
            ?? RibbonScroller(count: 0, itemWidth: defaultLayout.itemWidth, viewportWidth: defaultLayout.width,
                              isCyclic: defaultLayout.isCyclic, configuration: configuration)
    }

    /// The total width of the horizontal components and the gaps between them.
    ///
    /// Vertical components take no part: their width across their axis is the host's.
    public var width: Double {
        guard let last = components.last(where: { $0.layout.axis == .horizontal }) else { return 0 }
        return last.origin + last.layout.length
    }

    /// Places the horizontal components left to right, `componentSpacing`
    /// apart; every vertical component starts at the picker's top edge.
    func layOutOrigins() {
        var origin = 0.0
        for index in components.indices {
            guard components[index].layout.axis == .horizontal else {
                components[index].origin = 0
                continue
            }
            components[index].origin = origin
            origin += components[index].layout.length + componentSpacing
        }
    }
}
