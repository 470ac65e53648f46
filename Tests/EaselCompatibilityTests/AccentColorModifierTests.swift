import Easel
import Testing

/// `accentColor(_:)`, the iOS 13–16 spelling of `tint(_:)`, as older screens call it.
@Suite struct AccentColorModifierTests {
    private func fill(_ view: some View) throws -> [Int] {
        let shape = try #require(TextProbe.shapes(view.frame(width: 10, height: 10)).first)
        guard case .color(let rgba) = shape.paint else { Issue.record("not a colour: \(shape.paint)"); return [] }
        return TextProbe.bytes(rgba)
    }

    @Test func colorsTheAccentOfTheViewsInside() throws {
        // Light-mode systemBlue is (0, 122, 255) and systemGreen (52, 199, 89) (HIG, Color).
        #expect(try fill(Rectangle().fill(Color.accentColor)) == [0, 122, 255])
        #expect(try fill(Rectangle().fill(Color.accentColor).accentColor(.green)) == [52, 199, 89])
        // As tint: the same colour either way.
        #expect(try fill(Rectangle().fill(Color.accentColor).accentColor(.green))
                == fill(Rectangle().fill(Color.accentColor).tint(.green)))
    }

    @Test func nilKeepsTheInheritedAccent() throws {
        #expect(try fill(Rectangle().fill(Color.accentColor).accentColor(nil).accentColor(.orange)) == [255, 149, 0])
        #expect(try fill(Rectangle().fill(Color.accentColor).accentColor(nil)) == [0, 122, 255])
    }
}
