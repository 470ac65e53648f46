import Foundation
import Testing
@testable import EaselScene

/// The messages issue 12 found misleading now say what the user wrote and where.
@Suite struct MisleadingMessageTests {
    @Test func aDoubleNegationIsQuotedAsWritten() {
        let m = failure("data: {a: true}\nbody: {if: \"!!a\", then: Text}\n")
        #expect(m == "test.yaml:2:12: body.if: '!!a' is not a condition; write a data path, !path, path == value or path != value (no other expressions)")
    }

    @Test func aMisspeltStrokeArgumentIsNotAColourComponent() {
        let m = failure("body: {Rectangle: , stroke: {lineWdth: 2}}\n")
        #expect(m == "test.yaml:1:30: body.stroke: unknown argument 'lineWdth' for stroke; expected style, lineWidth, lineCap, lineJoin, dash (did you mean 'lineWidth'?)")
        #expect(failure("body: {Rectangle: , foregroundStyle: {color: red, opacity: 0.5}}\n") == nil)
    }

    @Test func commandLineCanvasValuesAreBlamedOnTheirOption() throws {
        for (name, value, expected) in [("width", Double.infinity, "--width: must be a finite number ≥ 0, got inf"),
                                        ("scale", .nan, "--scale: must be between 0.1 and 8, got nan"),
                                        ("scale", 1e-300, "--scale: must be between 0.1 and 8, got 1e-300")] {
            var s = try scene("canvas: {width: 20, height: 20}\nbody: Rectangle\n")
            if name == "width" { s.overrides.width = value } else { s.overrides.scale = value }
            #expect(throws: SceneError.self) { try s.build() }
            do { _ = try s.build() } catch { #expect("\(error)" == expected) }
        }
    }

    @Test func limitOptionsAreCheckedAsTyped() throws {
        let scene = Fixtures.directory.appendingPathComponent("leaderboard.yaml").path
        let nan = try Easel.run(["render", scene, "-o", "-", "--timeout", "nan"])
        #expect(nan.status == 1)
        #expect(nan.stderr == "--timeout: expected a finite number of seconds ≥ 0 (0: no deadline), got nan\n")
        let typo = try Easel.run(["render", scene, "-o", "-", "--limit", "maxDepht=3"])
        #expect(typo.stderr == "--limit: maxDepht: unknown limit 'maxDepht' (did you mean 'maxDepth'?)\n")
        let ceiling = try Easel.run(["render", scene, "-o", "-", "--limit", "maxDepth=100000"])
        #expect(ceiling.stderr == "--limit: maxDepth: 100000 is over 150, the deepest nesting Easel can lay out safely\n")
    }

    @Test func errorsFoundAfterLayoutNameTheFile() throws {
        let s = try scene("body: {Rectangle: , frame: {width: 0, height: 0}}\n", file: "empty.yaml")
        do {
            _ = try SceneRenderer(try s.build()).render(.png)
            Issue.record("rendered an empty image")
        } catch {
            #expect("\(error)".hasPrefix("empty.yaml:1:7: body: the laid-out image is empty"), "\(error)")
        }
    }

    /// The fuzzer's one finding: a shape styled with the foreground style
    /// (`foreground`, or `secondary` wrapped again) recursed until the stack overflowed.
    @Test func aShapeInTheForegroundStyleRenders() throws {
        for style in ["foreground", "secondary"] {
            let s = try scene("canvas: {width: 20, height: 20}\nbody: {RoundedRectangle: 4, foregroundStyle: \(style)}\n")
            let png = try SceneRenderer(try s.build()).render(.png)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test func anOrphanedTemporaryFileIsRemovedByTheNextWrite() throws {
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("card.png")
        // pid 2^22+1 is above Linux's pid_max, so no process owns this file.
        let orphan = dir.appendingPathComponent(".card.png.4194305.77.tmp")
        let live = dir.appendingPathComponent(".card.png.1.78.tmp")
        try Data("torn".utf8).write(to: orphan)
        try Data("another writer".utf8).write(to: live)
        try AtomicFile.write(Data("new".utf8), to: out)
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(FileManager.default.fileExists(atPath: live.path), "pid 1 is alive: its file is not ours to remove")
        #expect(try Data(contentsOf: out) == Data("new".utf8))
    }
}
