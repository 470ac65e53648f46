import Foundation
import Testing
@testable import EaselCore

/// The text settings share one environment entry; each setter must still act
/// as its own key did: it changes its field alone, a child inherits the rest,
/// and a copy keeps what it saw.
@Suite struct TextSettingsTests {
    @Test func eachSetterChangesOnlyItsField() {
        var parent = EnvironmentValues()
        #expect(parent.textSettings == TextSettings())
        parent.lineLimit = 2
        parent.truncationMode = .middle
        parent.textModifiers.append(.italic)
        var child = parent
        child.lineSpacing = 4
        child.minimumScaleFactor = 0.5
        child.allowsTightening = true
        child.isBold = true
        child.textCase = .uppercase
        child.multilineTextAlignment = .center
        child.minimumLineCount = 1
        child.textModifiers.append(.monospacedDigit)

        #expect(parent.lineLimit == 2 && parent.truncationMode == .middle && parent.textModifiers == [.italic])
        #expect(parent.lineSpacing == 0 && parent.minimumScaleFactor == 1 && !parent.allowsTightening && !parent.isBold)
        #expect(parent.textCase == nil && parent.multilineTextAlignment == .leading && parent.minimumLineCount == 0)

        #expect(child.lineLimit == 2 && child.truncationMode == .middle, "inherited from the parent")
        #expect(child.lineSpacing == 4 && child.minimumScaleFactor == 0.5 && child.allowsTightening && child.isBold)
        #expect(child.textCase == .uppercase && child.multilineTextAlignment == .center && child.minimumLineCount == 1)
        #expect(child.textModifiers == [.italic, .monospacedDigit] && !child.isItalic)
    }

    @Test func viewModifiersReachTheTextsRequest() {
        let view = Text("Row 17 of 100000").lineLimit(3).truncationMode(.head).lineSpacing(2)
            .minimumScaleFactor(0.8).allowsTightening(true).multilineTextAlignment(.trailing)
        var request: TextRequest?
        var env = EnvironmentValues()
        env.textEngine = RecordingEngine { request = $0 }
        _ = PlacedNode.layoutRoot(view, environment: env, proposal: ProposedViewSize(width: 300, height: nil))
        // The spacing adds to Body's 22-pt leading: 2 + (22 − 20.4) with the test engine's 1.2-em lines.
        #expect(request?.lineLimit == 3 && request?.truncationMode == .head)
        #expect(abs((request?.lineSpacing ?? 0) - (2 + 22 - 20.4)) < 1e-9)
        #expect(request?.minimumScaleFactor == 0.8 && request?.allowsTightening == true && request?.alignment == .trailing)
        #expect(request?.string == "Row 17 of 100000")
    }
}

/// Answers with fixed advances and hands each request to `record`.
private final class RecordingEngine: TextEngine, @unchecked Sendable {
    let record: (TextRequest) -> Void
    let base = FixedAdvanceTextEngine()
    init(_ record: @escaping (TextRequest) -> Void) { self.record = record }
    func layout(_ request: TextRequest) -> TextLayout { record(request); return base.layout(request) }
}
