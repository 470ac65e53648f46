import Easel
import Testing

@Suite struct PositionTests {
    @Test func centresTheChildAtThePointAndFillsTheProposal() {
        let view = Color.red.frame(width: 20, height: 10).id("dot")
            .position(x: 50, y: 30)
            .id("positioned")
            .frame(width: 200, height: 100)
        let frames = ImageRenderer(content: view).layout()
        #expect(frames["positioned"]?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(frames["dot"]?.frame == CGRect(x: 40, y: 25, width: 20, height: 10))
    }

    @Test func unspecifiedAxesTakeTheDefaultTenPoints() {
        let view = Text("Hi").position(x: 0, y: 0).id("p")
        let frames = ImageRenderer(content: view).layout()
        #expect(frames["p"]?.frame.size == CGSize(width: 10, height: 10))
    }

    @Test func aBadgeLikeApplesLandmarksSample() {
        // Eight rotated symbols positioned on a circle inside a GeometryReader,
        // the shape of the Landmarks badge (written for this test).
        let view = GeometryReader { geometry in
            ZStack {
                ForEach(0..<8) { index in
                    Rectangle()
                        .frame(width: 4, height: 12)
                        .position(x: geometry.size.width / 2, y: 6)
                        .rotationEffect(.degrees(Double(index) / 8 * 360))
                        .id(index)
                }
            }
        }
        .frame(width: 100, height: 100)
        let frames = ImageRenderer(content: view).layout()
        #expect(frames[0]?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
