extension UmmAlQuraTable {
    package static let firstDayNumber = 0
    package static let years: [UInt32] = [0]
}
