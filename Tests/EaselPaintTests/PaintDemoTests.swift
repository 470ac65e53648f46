import Foundation
import Testing
import Easel
import EaselDemos

@Suite struct PaintDemoTests {
    static let outDir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-paint-demos")

    @Test(arguments: PaintDemos.all.map(\.name))
    func demoRendersWithoutDiagnosticsAndDeterministically(_ name: String) throws {
        let demo = try #require(PaintDemos.all.first { $0.name == name })
        let r = demo.renderer()
        let png = try r.pngData()
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(try demo.renderer().pngData() == png)
        try FileManager.default.createDirectory(at: Self.outDir, withIntermediateDirectories: true)
        try png.write(to: Self.outDir.appendingPathComponent("\(name).png"))
        try demo.renderer().svgData().write(to: Self.outDir.appendingPathComponent("\(name).svg"))
    }
}
