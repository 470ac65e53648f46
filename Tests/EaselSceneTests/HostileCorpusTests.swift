import Foundation
import Testing
@testable import EaselScene

/// Every hostile input of `HostileCorpus` run through `easel render` as a user
/// would: exit 1, one line naming file:line:column, under 5 s and 1 GiB, and
/// the previous output byte-identical with no temporary file left.
@Suite struct HostileCorpusTests {
    /// The folder every case runs in: its scene, its data, and the assets the cases name.
    static let folder: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-hostile-\(UUID().uuidString)")
        let fm = FileManager.default
        try! fm.createDirectory(at: dir.appendingPathComponent("folder"), withIntermediateDirectories: true)
        func put(_ name: String, _ data: Data) { try! data.write(to: dir.appendingPathComponent(name)) }
        let avatar = try! Data(contentsOf: Fixtures.directory.appendingPathComponent("images/avatar.png"))
        let jpeg = try! Data(contentsOf: Fixtures.directory.appendingPathComponent("images/quadrants.jpg"))
        put("avatar.png", avatar)
        put("avatar2.png", avatar)
        put("quadrants.jpg", jpeg)
        put("bomb.png", try! Data(contentsOf: Fixtures.broken.appendingPathComponent("bomb.png")))
        put("truncated.png", avatar.prefix(100))
        put("truncated.jpg", jpeg.prefix(100))
        var zero = avatar
        zero.replaceSubrange(16..<24, with: [UInt8](repeating: 0, count: 8))
        put("zero.png", zero)
        put("fake.png", Data("not an image at all\n".utf8))
        put("empty.png", Data())
        put("empty.ttf", Data())
        put("tiny.gif", Data("GIF89a\u{1}\0\u{1}\0\0\0\0;".utf8))
        let font = (try? Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))) ?? Data()
        for i in 0..<4 { put("f\(i).ttf", font) }
        try? fm.createSymbolicLink(atPath: dir.appendingPathComponent("link-to-etc.png").path, withDestinationPath: "/etc/passwd")
        return dir
    }()

    static let sentinel = Data("the previous render".utf8)

    @Test func theCorpusHasAtLeast150CasesInEveryCategory() {
        #expect(HostileCorpus.all.count >= 150, "\(HostileCorpus.all.count) cases")
        let categories = Set(HostileCorpus.all.map(\.category))
        #expect(categories == ["syntax", "types", "nesting", "sizes", "numbers", "unicode", "paths", "images", "fonts", "budgets"])
        #expect(Set(HostileCorpus.all.map(\.fileName)).count == HostileCorpus.all.count, "names are unique")
    }

    @Test(arguments: HostileCorpus.all)
    func isRefusedWithALocatedMessage(_ c: Hostile) throws {
        let dir = HostileCorpusTests.folder
        // U+FFFD stands for a byte that is not UTF-8 at all.
        var bytes = Data(c.text.utf8)
        if let r = bytes.range(of: Data("\u{FFFD}".utf8)) { bytes.replaceSubrange(r, with: [0xFF]) }
        try bytes.write(to: dir.appendingPathComponent(c.fileName))
        var args = ["render"]
        if c.isData {
            let sceneName = "\(c.category)-\(c.name)-scene.yaml"
            try "canvas: {width: 10, height: 10}\nbody: {Text: hi}\n".write(to: dir.appendingPathComponent(sceneName), atomically: true, encoding: .utf8)
            args += [sceneName, "--data", c.fileName]
        } else {
            args += [c.fileName]
        }
        let output = "\(c.category)-\(c.name).png"
        try HostileCorpusTests.sentinel.write(to: dir.appendingPathComponent(output))
        args += ["-o", output, "--timeout", "4"] + c.args

        let start = Date()
        let r = try Easel.run(args, in: dir)
        let seconds = Date().timeIntervalSince(start)

        #expect(r.status == 1, "exit \(r.status): \(r.stderr.prefix(300))")
        let pattern = "^" + NSRegularExpression.escapedPattern(for: c.blamed) + ":[0-9]+:[0-9]+: [^\n]+\n$"
        #expect(r.stderr.range(of: pattern, options: .regularExpression) != nil, "not one located line: \(r.stderr.prefix(400))")
        // The located refusal above already proves the limit fired before the
        // 4-s deadline (past it the error would be the timeout's). The clock only
        // guards against a hang: wall time on a loaded CI machine is no measure of work.
        #expect(seconds < 60, "took \(seconds) s")
        #expect(HostileCorpusTests.childPeakMiB() < 1024, "a child used \(HostileCorpusTests.childPeakMiB()) MiB")
        #expect(try Data(contentsOf: dir.appendingPathComponent(output)) == HostileCorpusTests.sentinel)
        // The multi-megabyte inputs are not kept once they have been refused.
        if bytes.count > 1 << 20 { try? FileManager.default.removeItem(at: dir.appendingPathComponent(c.fileName)) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".\(output).") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    /// The largest resident size of any child this process has waited for
    /// (Linux keeps the maximum, so one figure covers every run so far).
    static func childPeakMiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return usage.ru_maxrss / 1024
    }

    /// The budget's other half: what the limits refuse in total, they allow once.
    @Test func oneImageUsedThirtyTimesIsDecodedOnce() throws {
        let dir = HostileCorpusTests.folder
        let name = "decoded-once.yaml"
        try ("canvas: {width: 40, height: 30}\nbody: [" + Array(repeating: "{Image: avatar.png}", count: 30).joined(separator: ", ") + "]\n")
            .write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let r = try Easel.run(["render", name, "-o", "decoded-once.png", "--limit", "maxTotalImagePixels=20000"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func aFontListedTwentyThousandTimesIsRegisteredOnce() throws {
        let dir = HostileCorpusTests.folder
        let name = "font-repeats.yaml"
        try ("canvas: {width: 10, height: 10, fonts: [" + Array(repeating: "f0.ttf", count: 20_000).joined(separator: ", ") + "]}\nbody: {Text: hi}\n")
            .write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let start = Date()
        let r = try Easel.run(["render", name, "-o", "font-repeats.png", "--limit", "maxFonts=1"], in: dir)
        // maxFonts=1 passing is the proof the list was registered once; the clock
        // only guards against a hang (wall time under load is no measure of work).
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 60)
    }
}
