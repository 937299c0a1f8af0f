/// The names of the 60 years of the sexagenary cycle: a heavenly stem and
/// an earthly branch, each in its language's reading.
enum CyclicNames {
    /// The name of a place in the cycle (1 = 甲子), or its number outside 1…60.
    static func name(ofPlace place: Int, in language: CalendarNames.Language) -> String {
        guard (1...60).contains(place) else { return String(place) }
        let stem = (place - 1) % 10, branch = (place - 1) % 12
        switch language {
        case .english: return pinyinStems[stem] + "-" + pinyinBranches[branch]
        case .chinese, .japanese: return hanStems[stem] + hanBranches[branch]
        case .korean: return hangulStems[stem] + hangulBranches[branch]
        case .vietnamese: return vietnameseStems[stem] + " " + vietnameseBranches[branch]
        }
    }

    static let hanStems = ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"]
    static let hanBranches = ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"]
    static let pinyinStems = ["jia", "yi", "bing", "ding", "wu", "ji", "geng", "xin", "ren", "gui"]
    static let pinyinBranches = ["zi", "chou", "yin", "mao", "chen", "si", "wu", "wei", "shen", "you", "xu", "hai"]
    static let hangulStems = ["갑", "을", "병", "정", "무", "기", "경", "신", "임", "계"]
    static let hangulBranches = ["자", "축", "인", "묘", "진", "사", "오", "미", "신", "유", "술", "해"]
    static let vietnameseStems = ["Giáp", "Ất", "Bính", "Đinh", "Mậu", "Kỷ", "Canh", "Tân", "Nhâm", "Quý"]
    static let vietnameseBranches = ["Tý", "Sửu", "Dần", "Mão", "Thìn", "Tỵ", "Ngọ", "Mùi", "Thân", "Dậu", "Tuất", "Hợi"]
}
