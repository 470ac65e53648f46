import Foundation
import Testing
import Easel

/// Issue #31, item 3: where a one-line row's text sits. On iOS a body label is
/// centred in the 44-pt row by its line box: SF Pro Text at 17 pt has an ascender
/// of 16.19 pt and a descender of 4.10 pt (1950 and −494 of its 2048 units, the
/// values `UIFont.preferredFont(forTextStyle: .body).ascender`/`.descender` report),
/// a 20.29-pt line, so its baseline is (44 − 20.29) / 2 + 16.19 = 28.04 pt below
/// the row's top. Inter's line at 17 pt is 20.57 pt (ascender 2728, descender −680
/// of 2816 units, read from the bundled Inter-Regular.otf): centred the same way its
/// baseline is at 28.18, 0.14 pt lower than SF Pro's, less than half a pixel at 3×.
@MainActor @Suite struct RowBaselineTests {
    static let sfProBaselineInRow: CGFloat = (44 - (1950 + 494) / 2048 * 17) / 2 + 1950 / 2048 * 17

    func rowAndText(_ text: Text, device: Device = .iPhone15Pro) -> (row: CGRect, text: CGRect) {
        let r = ImageRenderer(content: DeviceScreen(device) {
            List { text.id("text").listRowBackground(Rectangle().id("row")) }
        })
        r.proposedSize = ProposedViewSize(device.size)
        let f = r.layout()
        return (f["row"]?.frame ?? .zero, f["text"]?.frame ?? .zero)
    }

    func firstBaseline(_ s: String, _ size: CGFloat) -> CGFloat {
        PangoTextEngine.shared.layout(TextRequest(runs: [TextRun(string: s, font: ResolvedFont(size: size), color: .black)])).firstBaseline
    }

    @Test func bodyTextSitsWhereSFProsBaselineWouldInA44PointRow() {
        #expect(abs(Self.sfProBaselineInRow - 28.04) < 0.005)
        let (row, text) = rowAndText(Text("Wi-Fi"))
        #expect(abs(row.height - 44) < 0.001)
        let baseline = text.minY + firstBaseline("Wi-Fi", 17) - row.minY
        // Inter's own centred baseline, 28.18, within a quarter point of SF Pro's 28.04.
        #expect(abs(baseline - 28.18) < 0.01, "baseline at \(baseline)")
        #expect(abs(baseline - Self.sfProBaselineInRow) < 0.25)
    }
}
