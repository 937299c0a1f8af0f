import DayModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// Angles in degrees, as the series are written, and the C library's
/// trigonometry behind them (no Foundation).
package enum Degrees {
    /// Radians per degree.
    package static let radians = Double.pi / 180

    /// The sine of an angle in degrees.
    package static func sine(_ degrees: Double) -> Double {
        sin(reduced(degrees) * radians)
    }

    /// The cosine of an angle in radians.
    package static func cosine(radians: Double) -> Double {
        cos(radians)
    }

    /// An angle brought into 0..<360 degrees.
    package static func reduced(_ degrees: Double) -> Double {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }
}
