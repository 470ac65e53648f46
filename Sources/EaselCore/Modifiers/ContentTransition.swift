import Foundation

/// How a view's content changes between states (`contentTransition(_:)`); a
/// still image shows the content after the change.
public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity"), opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
