import Foundation
import Testing
@testable import EaselScene

/// The shortcuts a cold `easel render` takes (Benchmarks/README.md, "Cold start of the installed
/// binary") keep what the user sees: the root command's messages, help and
/// completion script, and the file-size limits.
@Suite(.serialized) struct ColdStartPathTests {
    let scene = Fixtures.directory.appendingPathComponent("leaderboard.yaml").path

    @Test func renderWithoutItsArgumentsGetsTheRootsUsageAndStatusTwo() throws {
        let bare = try Easel.run(["render"])
        #expect(bare.status == 2)
        #expect(bare.stderr.hasPrefix("Error: Missing expected argument '<scene>'\n"), "\(bare.stderr)")
        #expect(bare.stderr.contains("Usage: easel render [<options>] <scene> --output <output>\n"), "\(bare.stderr)")

        let noOutput = try Easel.run(["render", scene])
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.hasPrefix("Error: Missing expected argument '--output <output>'\n"), "\(noOutput.stderr)")

        let unknown = try Easel.run(["render", scene, "-o", "x.png", "--bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("Error: Unknown option '--bogus'\n"), "\(unknown.stderr)")
    }

    @Test func renderHelpAndCompletionScriptAreTheRoots() throws {
        let help = try Easel.run(["render", "--help"])
        #expect(help.status == 0)
        let text = String(decoding: help.stdout, as: UTF8.self)
        #expect(text.hasPrefix("OVERVIEW: Render a scene file to PNG, SVG, PDF or JPEG.\n"), "\(text)")
        #expect(text.contains("USAGE: easel render [<options>] <scene> --output <output>\n"), "\(text)")

        // The whole command tree's script, not one for a command named "render".
        let script = try Easel.run(["render", "--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let bash = String(decoding: script.stdout, as: UTF8.self)
        #expect(bash.hasPrefix("#!/bin/bash\n"))
        #expect(bash.contains("__easel_cursor_index_in_current_word"))
        for sub in ["batch", "watch", "schema", "demo", "diff"] { #expect(bash.contains(sub), "\(sub)") }
    }

    @Test func optionsParsedOnTheShortPathTakeEffect() throws {
        let dir = try temporaryDirectory()
        let two = dir.appendingPathComponent("two.png"), one = dir.appendingPathComponent("one.png")
        #expect(try Easel.run(["render", scene, "-o", two.path]).status == 0)
        #expect(try Easel.run(["render", "--scale", "1", scene, "--output", one.path, "--width", "300"]).status == 0)
        // IHDR width, big-endian at byte 16: the scene's 360 pt at its scale 2, then 300 pt at scale 1.
        func width(_ url: URL) throws -> Int { try Data(contentsOf: url)[16..<20].reduce(0) { $0 << 8 | Int($1) } }
        #expect(try width(two) == 720)
        #expect(try width(one) == 300)
    }

    /// The size limit is checked on the file a link points to; Foundation's
    /// attributes (an lstat) gave the link's own few bytes, so any size got through.
    @Test func theSceneSizeLimitAppliesThroughASymbolicLink() throws {
        let dir = try temporaryDirectory()
        let real = dir.appendingPathComponent("big.yaml"), link = dir.appendingPathComponent("l.yaml")
        try ("canvas: {width: 10, height: 10}\nbody:\n  Text: " + String(repeating: "a", count: 200) + "\n")
            .write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let size = try Data(contentsOf: real).count
        var limits = SceneLimits.default
        limits.maxSceneBytes = 100
        #expect(throws: SceneError.self) { try Scene(contentsOf: link, limits: limits) }
        do { _ = try Scene(contentsOf: link, limits: limits) } catch let e as SceneError {
            #expect(e.message.hasPrefix("file is \(size) bytes; the limit is 100"), "\(e.message)")
        }
        #expect(FileSize.of(link.path) == size)
        #expect(FileSize.of(dir.appendingPathComponent("none").path) == nil)
    }
}
