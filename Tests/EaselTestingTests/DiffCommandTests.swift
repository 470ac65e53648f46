import Foundation
import Testing
import EaselCore
import EaselCairo

/// `easel diff` run as a user runs it: the built binary, its output and exit codes.
@Suite final class DiffCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let binary = packageRoot.appendingPathComponent(".build/debug/easel")

    let folder: URL
    let base = TestImages.rectangle(minX: 10, maxX: 30)

    init() throws { folder = try TestImages.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ image: RasterImage, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try PNGCodec.encode(image).write(to: url)
        return url.path
    }

    func diff(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["diff"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func binaryIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build it with: swift build --product easel")
    }

    @Test func identicalImagesExitZero() throws {
        let result = try diff([try write(base, "a.png"), try write(base, "b.png")])
        #expect(result.status == 0)
        #expect(result.output.contains("Identical pixels (40×30)"))
    }

    @Test func onePixelChangeExitsOneWithCountBoxAndDiffImage() throws {
        let changed = TestImages.setting(base, x: 25, y: 5, to: [0, 0, 0, 255])
        let output = folder.appendingPathComponent("diff.png")
        let result = try diff([try write(base, "a.png"), try write(changed, "b.png"), "-o", output.path])
        #expect(result.status == 1)
        #expect(result.output.contains("1 pixel differs"))
        #expect(result.output.contains("changed region 1×1 at (25, 5)"))
        let image = try PNGCodec.decode(Data(contentsOf: output))
        #expect(TestImages.pixel(image, 25, 5) == [255, 0, 0, 255])

        let tolerated = try diff([folder.appendingPathComponent("a.png").path,
                                  folder.appendingPathComponent("b.png").path, "--max-diff-pixels", "1"])
        #expect(tolerated.status == 0)
    }

    @Test func antiAliasingShiftMatchesUnlessIncluded() throws {
        let a = try write(base, "a.png"), b = try write(TestImages.rectangle(minX: 10.4, maxX: 30.4), "b.png")
        #expect(try diff([a, b]).status == 0)
        #expect(try diff([a, b, "--include-anti-aliasing"]).status == 1)
    }

    @Test func unreadableInputExitsTwo() throws {
        let result = try diff([try write(base, "a.png"), folder.appendingPathComponent("missing.png").path])
        #expect(result.status == 2)
        #expect(result.output.contains("cannot read"))
    }
}
