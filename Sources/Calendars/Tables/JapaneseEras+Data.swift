extension JapaneseEras {
    package static let startDayNumbers: [Int] = [0]
}
