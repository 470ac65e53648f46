import Foundation
@testable import EaselText
@testable import EaselSVG
import EaselCore

/// Builds requests the way TextNode does, for tests that talk to the engine directly.
func request(_ string: String, size: CGFloat = 17, weight: Font.Weight = .regular, family: String? = nil,
             width: CGFloat? = nil, height: CGFloat? = nil, configure: (inout TextRequest) -> Void = { _ in }) -> TextRequest {
    var r = TextRequest(runs: [TextRun(string: string, font: ResolvedFont(family: family, size: size, weight: weight), color: .black)])
    r.width = width; r.height = height
    configure(&r)
    return r
}

/// Visible text of each laid-out line, as the runs report it.
func lineTexts(_ l: TextLayout) -> [String] {
    l.lines.map { $0.runs.map(\.text).joined() }
}

let engine = PangoTextEngine.shared
