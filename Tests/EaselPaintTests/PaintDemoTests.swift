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
        // PDF goes through the same effects (mesh shadings, offscreen shadows).
        let pdf = try demo.renderer().pdfData()
        #expect(pdf.starts(with: Data("%PDF".utf8)) && pdf.count > 1000)
    }
}

@Suite struct AngularGradientLookTests {
    /// Writes a conic colour wheel for eyeballing the mesh (smoothness, no seams).
    @Test func colourWheelRendersWithoutDiagnostics() throws {
        let wheel = Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
            .frame(width: 160, height: 160)
        let r = ImageRenderer(content: wheel)
        r.scale = 2
        let png = try r.pngData()
        #expect(r.diagnostics.isEmpty)
        try FileManager.default.createDirectory(at: PaintDemoTests.outDir, withIntermediateDirectories: true)
        try png.write(to: PaintDemoTests.outDir.appendingPathComponent("wheel.png"))
    }
}
