import Foundation

// `print(Color.red)` and `String(describing:)` as SwiftUI answers them: a system colour
// by its name ("red"), a colour made from components as "#RRGGBBAA", a faded one as
// "50% red". Without this Swift's default description showed Easel's internals with
// `EaselCore.` module prefixes where iOS code (logs, test expectations) reads SwiftUI's.
extension Color: CustomStringConvertible {
    public var description: String {
        switch provider {
        case .rgba(let c):
            if c == .black { return "black" }
            if c == .white { return "white" }
            if c == .clear { return "clear" }
            return c.description
        case .scheme(let light, _):
            return Color.systemNames.first { $0.0.provider == provider }?.1 ?? light.description
        case let .opacity(base, o):
            return "\(Int((o * 100).rounded()))% \(base)"
        case .accent:
            return "AccentColor"
        case .named(let name):
            return "NamedColor(name: \"\(name)\", bundle: nil)"
        case .lighter(let base, _):
            return base.description
        }
    }

    private static let systemNames: [(Color, String)] = [
        (.red, "red"), (.orange, "orange"), (.yellow, "yellow"), (.green, "green"), (.mint, "mint"), (.teal, "teal"),
        (.cyan, "cyan"), (.blue, "blue"), (.indigo, "indigo"), (.purple, "purple"), (.pink, "pink"), (.brown, "brown"),
        (.gray, "gray"), (.primary, "primary"), (.secondary, "secondary"),
    ]
}
