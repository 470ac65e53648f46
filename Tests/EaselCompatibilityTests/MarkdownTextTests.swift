import Easel
import Testing

@Suite struct MarkdownTextTests {
    func width<V: View>(_ view: V) -> CGFloat {
        ImageRenderer(content: view.id("t")).layout()["t"]!.frame.width
    }

    @Test func markdownInALiteralDrawsStyledRunsNotAsterisks() {
        let markdown = width(Text("**Free** shipping on _all_ orders"))
        let styled = width(Text("Free").bold() + Text(" shipping on ") + Text("all").italic() + Text(" orders"))
        let literal = width(Text(verbatim: "**Free** shipping on _all_ orders"))
        #expect(abs(markdown - styled) < 0.001)
        #expect(literal > markdown + 10)
    }
}
