// Elementary functions for a module that imports neither Foundation nor a C library.
// They cover the finite arguments the motion code needs with relative errors
// near 1e-15, which is far below anything a screen can show.

/// ln 2 split in two (Cody and Waite): `ln2High` has trailing zero bits,
/// so multiples of it by an exponent are exact.
private let ln2High = 6.93147180369123816490e-01
private let ln2Low = 1.90821492927058770002e-10

/// The natural logarithm of a positive finite number.
@usableFromInline
func logarithm(_ x: Double) -> Double {
    precondition(x > 0, "logarithm needs a positive argument")
    guard x.isFinite else { return .infinity }
    // x = m · 2^e with m in [1/√2, √2): ln x = e·ln 2 + ln m.
    var exponent = Double(x.exponent)
    var m = x.significand                        // in [1, 2)
    if m > 1.4142135623730951 { m /= 2; exponent += 1 }
    // ln m = 2·atanh(s), s = (m − 1)/(m + 1), |s| < 0.172.
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var term = s
    var sum = 0.0
    var k = 1.0
    while true {
        let next = sum + term / k
        if next == sum { break }
        sum = next
        term *= s2
        k += 2
    }
    return exponent * ln2High + (exponent * ln2Low + 2 * sum)
}

/// `e` raised to a power; 0 for very negative and infinity for very large arguments.
@usableFromInline
func exponential(_ x: Double) -> Double {
    if x.isNaN { return .nan }
    if x < -745 { return 0 }
    if x > 709 { return .infinity }
    // x = n·ln 2 + r with |r| ≤ ln2/2; e^x = 2^n · e^r.
    let n = (x / 0.6931471805599453).rounded()
    let r = (x - n * ln2High) - n * ln2Low
    var term = 1.0
    var sum = 1.0
    var k = 1.0
    while true {
        term *= r / k
        let next = sum + term
        if next == sum { break }
        sum = next
        k += 1
    }
    return Double(sign: .plus, exponent: Int(n), significand: sum)
}

/// `base` raised to a real power, for a positive base.
@usableFromInline
func power(_ base: Double, _ exponent: Double) -> Double {
    exponential(exponent * logarithm(base))
}
