/// The month names the package writes itself: CLDR's English names of each
/// calendar's months, and the Chinese calendar's month names.
enum MonthNames {
    /// Whether a calendar's months are the Gregorian months.
    static func isGregorian(_ identifier: CalendarIdentifier) -> Bool {
        switch identifier {
        case .gregorian, .iso8601, .buddhist, .japanese, .republicOfChina: true
        default: false
        }
    }

    /// A month's English name, or `nil` for a number the calendar does not have.
    static func english(of month: Month, in identifier: CalendarIdentifier) -> String? {
        let names: [String]
        switch identifier {
        case .hebrew:
            // Month 6 is Adar I (leap years only); 7 is Adar, or Adar II in a leap year.
            if month.number == 7 && HebrewArithmetic.isLeapYear(month.year) { return "Adar II" }
            names = hebrew
        case .coptic: names = coptic
        case .ethiopicAmeteMihret, .ethiopicAmeteAlem: names = ethiopic
        case .islamicCivil, .islamicTabular, .islamicUmmAlQura: names = islamic
        case .persian: names = persian
        case .indian: names = indian
        default: names = gregorian
        }
        return (1...names.count).contains(month.number) ? names[month.number - 1] : nil
    }

    static let gregorian = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                            "October", "November", "December"]
    static let hebrew = ["Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar I", "Adar", "Nisan", "Iyar", "Sivan",
                         "Tamuz", "Av", "Elul"]
    static let coptic = ["Tout", "Baba", "Hator", "Kiahk", "Toba", "Amshir", "Baramhat", "Baramouda", "Bashans",
                         "Paona", "Epep", "Mesra", "Nasie"]
    static let ethiopic = ["Meskerem", "Tekemt", "Hedar", "Tahsas", "Ter", "Yekatit", "Megabit", "Miazia", "Genbot",
                           "Sene", "Hamle", "Nehasse", "Pagumen"]
    static let islamic = ["Muharram", "Safar", "Rabiʻ I", "Rabiʻ II", "Jumada I", "Jumada II", "Rajab", "Shaʻban",
                          "Ramadan", "Shawwal", "Dhuʻl-Qiʻdah", "Dhuʻl-Hijjah"]
    static let persian = ["Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar", "Mehr", "Aban", "Azar",
                          "Dey", "Bahman", "Esfand"]
    static let indian = ["Chaitra", "Vaisakha", "Jyaistha", "Asadha", "Sravana", "Bhadra", "Asvina", "Kartika",
                         "Agrahayana", "Pausa", "Magha", "Phalguna"]
    /// "First" … "Twelfth", for the lunisolar months in English.
    static let englishOrdinals = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth",
                                  "Tenth", "Eleventh", "Twelfth"]
    /// The Chinese calendar's months in Chinese: 正月 … 十月, 冬月, 腊月.
    static let chineseLunisolar = ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月"]
}
