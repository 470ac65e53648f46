import Foundation
import Testing
import EaselCairo
import EaselText
@testable import EaselScene

/// Issue #35 and #31 item 3 through the built `easel`, each in its own process
/// (registering SF Pro's families would switch every render of the test process).
@Suite(.serialized) struct FontEnvironmentTests {
    static let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SFProStandIn")

    static func run(_ args: [String], environment: [String: String] = [:], stdin: Data? = nil) throws -> Easel.Result {
        let p = Process()
        p.executableURL = Easel.binary
        p.arguments = args
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = out; p.standardError = err; p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Easel.Result(status: p.terminationStatus, stdout: o, stderr: String(decoding: e, as: UTF8.self))
    }

    @Test func theDefaultFacesComeFromEaselNotTheSystem() throws {
        let r = try Self.run(["doctor"])
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(text.contains("Inter,Noto Sans,DejaVu Sans,sans-serif       → Inter-Regular.otf (bundled)"), "\(text)")
        #expect(text.contains("Material Icons                               → MaterialIcons-Regular.ttf (bundled)"), "\(text)")
        #expect(text.contains("Inter Display                                → InterDisplay-Regular.otf (bundled)"), "\(text)")
        #expect(text.contains("37 faces (Inter, Inter Display, Material Icons)"))
        // make deps installs these fallbacks; doctor names the face Pango draws each script with.
        #expect(text.contains("CJK         Noto Sans CJK"), "\(text)")
        #expect(text.contains("Arabic      Noto Sans Arabic"), "\(text)")
        #expect(text.contains("Devanagari  Noto Sans Devanagari"), "\(text)")
        #expect(!text.contains("MISSING"))
    }

    @Test func versionSaysWhereTheBundledFacesAre() throws {
        let r = try Self.run(["--version"])
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.last?.hasPrefix("fonts: bundled Inter 4.0 beta 7 (Text and Display) and Material Icons in /") == true)
    }

    @Test func theBundledFacesAreDebian12sFilesSoGoldensDoNotMove() throws {
        // The render environment records Inter-Regular.otf's digest in every golden folder;
        // the bundled file must be the one Debian's fonts-inter 4.0~beta7+ds-1 installs.
        let env = RenderEnvironment.current
        let inter = try #require(env.fonts.first { $0.request.hasPrefix("Inter,") })
        #expect(inter.sha256 == "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc")
        // Inter Display, the stand-in for SF Pro Display from 20 pt, from the same package.
        let display = try #require(env.fonts.first { $0.request == "Inter Display" })
        #expect(display.sha256 == "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780")
        #expect(env.bundledFonts?.count == 64)
        #expect(BundledFonts.directory != nil)
    }

    @Test func doctorReproducesThisRepositorysGoldensAndNamesPackagesForAnotherRecord() throws {
        let ok = try Self.run(["doctor", "--snapshots", Fixtures.root.appendingPathComponent("Snapshots").path])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(String(decoding: ok.stdout, as: UTF8.self).contains("DemoSnapshotTests: reproducible"))

        // A record from a machine with another Cairo and without the bundled faces' Inter.
        let dir = try temporaryDirectory()
        var other = RenderEnvironment.current
        other.cairo = "1.18.0"
        other.fonts = other.fonts.map { f in
            var f = f
            if f.request.hasPrefix("Noto Serif") { f.sha256 = String(repeating: "0", count: 64) }
            return f
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Suite"), withIntermediateDirectories: true)
        try encoder.encode(other).write(to: dir.appendingPathComponent("Suite/environment.json"))
        let bad = try Self.run(["doctor", "--snapshots", dir.path])
        let out = String(decoding: bad.stdout, as: UTF8.self)
        #expect(bad.status == 1)
        #expect(out.contains("Cairo 1.16.0 (here) vs 1.18.0 (recorded)"), "\(out)")
        #expect(out.contains("font file NotoSerif-Regular.ttf has different contents"), "\(out)")
        #expect(bad.stderr.contains("sudo apt-get install fonts-noto-core libcairo2"), "\(bad.stderr)")
    }

    @Test func aMissingGlyphIsALocatedWarning() throws {
        // U+0378 is unassigned: no font has it, so Pango draws a hex box.
        let scene = "body:\n  VStack:\n    - Text: Fine\n    - Text: \"odd \\u0378 one\"\n"
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("odd.yaml")
        try Data(scene.utf8).write(to: file)
        let r = try Self.run(["render", file.path, "-o", dir.appendingPathComponent("odd.png").path])
        #expect(r.status == 0)
        #expect(r.stderr.contains("odd.yaml:4:13: warning: body.VStack[1].Text: text \"odd \u{378} one\" draws U+0378 as a missing-glyph box"), "\(r.stderr)")
    }

    /// Widths of "Hamburgefonstiv" at 17 and 28 pt in the system font and in named families.
    static func widths(environment: [String: String]) throws -> [String: Double] {
        let scene = """
        body:
          VStack:
            - Text: Hamburgefonstiv
            - {Text: Hamburgefonstiv, font: {size: 28}}
            - {Text: Hamburgefonstiv, font: {family: SF Pro Text, size: 17}}
            - {Text: Hamburgefonstiv, font: {family: SF Pro Display, size: 28}}
            - {Text: Hamburgefonstiv, font: {family: Inter, size: 17}}
            - {Text: Hamburgefonstiv, font: {family: Inter, size: 28}}
            - {Text: Hamburgefonstiv, font: {family: Inter Display, size: 28}}
        """
        let r = try run(["layout", "-"], environment: environment, stdin: Data(scene.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let rows = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").filter { $0.contains("Text (") }
        let widths = rows.map { row -> Double in
            let numbers = row.split(separator: "(")[1].split(separator: ")")[0].split(separator: ",")
            return Double(numbers[2].trimmingCharacters(in: .whitespaces)) ?? -1
        }
        #expect(widths.count == 7)
        let keys = ["system17", "system28", "text17", "display28", "inter17", "inter28", "interDisplay28"]
        return Dictionary(uniqueKeysWithValues: zip(keys, widths))
    }

    @Test func sfProReplacesInterWithTextAndDisplayOpticalSizesAndApplesTracking() throws {
        let inter = try Self.widths(environment: ["EASEL_SYSTEM_FONT_DIR": "", "EASEL_SYSTEM_FONT": ""])
        let sf = try Self.widths(environment: ["EASEL_SYSTEM_FONT_DIR": Self.standIn.path])
        // Without SF Pro, the system font is Inter below 20 pt and Inter Display from 20 pt,
        // plus Apple's tracking (-0.026 em at 17 pt, +0.014 at 28).
        let trackingDelta17 = try #require(inter["system17"]) - (try #require(inter["inter17"]))
        let trackingDelta28 = try #require(inter["system28"]) - (try #require(inter["interDisplay28"]))
        #expect(trackingDelta17 < 0 && trackingDelta28 > 0)
        // 0.014 em × 28 pt of tracking between each of the 15 characters: the rest is Inter Display's own.
        #expect(abs(trackingDelta28 - 14 * 0.014 * 28) < 0.01)
        // Inter Display is the tighter cut: 10 % narrower than Inter here, tracking included.
        #expect(abs(try #require(inter["system28"]) / (try #require(inter["inter28"]) + trackingDelta28) - 0.899) < 0.001)
        // With it: SF Pro Text below 20 pt, SF Pro Display from 20 pt, the same tracking on top
        // (the stand-in has no trak table of its own).
        #expect(abs(try #require(sf["system17"]) - (try #require(sf["text17"])) - trackingDelta17) < 0.01)
        #expect(abs(try #require(sf["system28"]) - (try #require(sf["display28"])) - trackingDelta28) < 0.01)
        // And the faces really are the stand-ins, not Inter: DejaVu Sans is wider.
        #expect(try #require(sf["system17"]) > (try #require(inter["system17"])) + 5)

        // EASEL_SYSTEM_FONT=stand-in keeps Inter.
        let kept = try Self.widths(environment: ["EASEL_SYSTEM_FONT_DIR": Self.standIn.path, "EASEL_SYSTEM_FONT": "stand-in"])
        #expect(kept["system17"] == inter["system17"] && kept["system28"] == inter["system28"])

        let doctor = try Self.run(["doctor"], environment: ["EASEL_SYSTEM_FONT_DIR": Self.standIn.path])
        #expect(String(decoding: doctor.stdout, as: UTF8.self)
            .contains("SF Pro Text, SF Pro Display (Text below 20 pt, Display from 20 pt), tracking from Apple's published table"))
    }
}
