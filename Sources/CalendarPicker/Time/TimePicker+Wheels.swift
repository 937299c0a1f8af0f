import MiniPicker

// The wheels' rows and labels.

extension TimePicker {
    /// The labels a row of a wheel may show, longest first; a host too
    /// narrow for the first shows the next.
    ///
    /// - Hours: the locale's form (`9` in en_US, `09` in de_DE). On a day
    ///   with a repeated hour (in a ``DateTimePicker``), its two rows are
    ///   marked with their offsets from UTC: `["01 -04:00", "01 -4"]` and
    ///   `["01 -05:00", "01 -5"]` in de_DE's New York autumn.
    /// - Minutes: two of the locale's digits (`05`).
    /// - Period: the locale's name, then its narrow name where it differs (`["AM", "a"]`).
    ///
    /// - Parameters:
    ///   - row: A row of the wheel, in `0..<ribbon(of: wheel)!.ribbon.count`.
    ///   - wheel: The wheel.
    /// - Returns: The labels; empty for a row outside the wheel or a wheel the clock lacks.
    public func names(atRow row: Int, of wheel: Wheel) -> [String] {
        switch wheel {
        case .hour:
            guard hourRows.indices.contains(row) else { return [] }
            return Self.hourNames(style: style, row: hourRows[row])
        case .minute:
            guard row >= 0 && row < 60 / interval else { return [] }
            return [style.minuteLabel(row * interval)]
        case .period:
            guard style.hourCycle == .twelveHour, style.periodNames.indices.contains(row) else { return [] }
            return style.periodNames[row]
        }
    }

    /// The labels of an hour row, longest first.
    static func hourNames(style: ClockStyle, row: DayHours.Row) -> [String] {
        let hour = style.hourLabels[row.hour]
        guard let mark = row.mark else { return [hour] }
        let long = hour + " " + ZonedMoment.offsetText(mark)
        let short = hour + " " + shortOffsetText(mark)
        return long == short ? [long] : [long, short]
    }

    /// An offset as briefly as it reads: `-4`, `+1`, `+10:30`, `+0`.
    static func shortOffsetText(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        let minutes = magnitude / 60 % 60
        let text = (seconds < 0 ? "-" : "+") + String(magnitude / 3600)
        return minutes == 0 ? text : text + ":" + (minutes < 10 ? "0" : "") + String(minutes)
    }

    /// The wheels' scrollers for a configuration, on a selection, in the locale's order.
    static func makeScrollers(configuration: Configuration, style: ClockStyle, interval: Int, hourRows: [DayHours.Row],
                              selection: Selection) -> [(Wheel, RibbonScroller)] {
        style.wheels.map { wheel in
            switch wheel {
            case .hour:
                (wheel, RibbonScroller(layout: configuration.hourLayout, count: hourRows.count,
                                       row: row(of: selection, in: hourRows), configuration: configuration.scrolling))
            case .minute:
                (wheel, RibbonScroller(layout: configuration.minuteLayout, count: 60 / interval,
                                       row: selection.time.minute / interval, configuration: configuration.scrolling))
            case .period:
                (wheel, RibbonScroller(layout: configuration.periodLayout, count: 2, row: selection.time.hour / 12,
                                       configuration: configuration.scrolling))
            }
        }
    }
}
