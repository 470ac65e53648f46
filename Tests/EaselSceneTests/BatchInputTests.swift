import Foundation
import Testing
@testable import EaselScene

/// `easel batch` with folders, same-named scenes, name templates and progress, run as users run it.
@Suite struct BatchInputTests {
    /// in/a/card.yaml, in/b/card.yaml (both valid) and in/broken/bad.yaml (an unknown view).
    static func tree() throws -> URL {
        let dir = try temporaryDirectory()
        for sub in ["in/a", "in/b", "in/broken"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try "canvas: {width: 20, height: 10}\nbody: { Color: red }\n".write(to: dir.appendingPathComponent("in/a/card.yaml"), atomically: true, encoding: .utf8)
        try "canvas: {width: 30, height: 10}\nbody: { Color: blue }\n".write(to: dir.appendingPathComponent("in/b/card.yaml"), atomically: true, encoding: .utf8)
        try "body: { Txt: x }\n".write(to: dir.appendingPathComponent("in/broken/bad.yaml"), atomically: true, encoding: .utf8)
        return dir
    }

    static func files(under url: URL) -> [String] {
        let e = FileManager.default.enumerator(atPath: url.path)
        return ((e?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func aFolderIsSearchedRecursivelyAndSameNamedScenesKeepTheirFolders() throws {
        let dir = try Self.tree()
        let out = dir.appendingPathComponent("out")
        let r = try Easel.run(["batch", dir.appendingPathComponent("in").path, "--out", out.path, "--exclude", "broken"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.files(under: out) == ["a/card.png", "b/card.png"])
        #expect(RenderTests.pngSize(try Data(contentsOf: out.appendingPathComponent("b/card.png"))).map { [$0.0, $0.1] } == [30, 10])

        // Without --exclude the broken scene is an item too: reported, the others written, status 3.
        let all = try Easel.run(["batch", dir.appendingPathComponent("in").path, "--out", dir.appendingPathComponent("all").path])
        #expect(all.status == 3)
        #expect(all.stderr.contains("broken/bad.png: ") && all.stderr.contains("unknown view 'Txt'"), "\(all.stderr)")

        // Two files given by path, same name, different folders: no clash either.
        let pair = try Easel.run(["batch", dir.appendingPathComponent("in/a/card.yaml").path, dir.appendingPathComponent("in/b/card.yaml").path,
                                  "--out", dir.appendingPathComponent("pair").path])
        #expect(pair.status == 0, "\(pair.stderr)")
        #expect(Self.files(under: dir.appendingPathComponent("pair")) == ["a/card.png", "b/card.png"])
    }

    @Test func sceneAndIndexFillTheNameWithoutData() throws {
        let dir = try Self.tree()
        let out = dir.appendingPathComponent("out")
        let r = try Easel.run(["batch", dir.appendingPathComponent("in/a/card.yaml").path, dir.appendingPathComponent("in/b/card.yaml").path,
                               "--out", out.path, "--name", "{scene}-{index}"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.files(under: out) == ["card-1.png", "card-2.png"])

        // With --data, {scene} and {index} sit beside the record's values.
        let records = dir.appendingPathComponent("r.jsonl")
        try "{\"id\": \"x\"}\n{\"id\": \"y\"}\n".write(to: records, atomically: true, encoding: .utf8)
        let withData = try Easel.run(["batch", dir.appendingPathComponent("in/a/card.yaml").path, "--data", records.path,
                                      "--out", dir.appendingPathComponent("data").path, "--name", "{scene}-{id}-{index}"])
        #expect(withData.status == 0, "\(withData.stderr)")
        #expect(Self.files(under: dir.appendingPathComponent("data")) == ["card-x-1.png", "card-y-2.png"])

        // A placeholder with no value fails the item instead of silently using another name.
        let missing = try Easel.run(["batch", dir.appendingPathComponent("in/a/card.yaml").path, "--out", dir.appendingPathComponent("m").path,
                                     "--name", "{title}"])
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("no value for {title}; use {scene}, {index} or a record's key"), "\(missing.stderr)")
    }

    @Test func progressShowsRateAndTimeLeftAndJobsHelpStatesItsDefaultOnce() throws {
        let dir = try Self.tree()
        let r = try Easel.run(["batch", dir.appendingPathComponent("in").path, "--exclude", "broken", "--out",
                               dir.appendingPathComponent("out").path, "--progress", "--jobs", "1"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("] 2/2  0 failed  "), "\(r.stderr)")
        #expect(r.stderr.range(of: #"[0-9]+\.[0-9]/s  ETA 0s"#, options: .regularExpression) != nil, "\(r.stderr)")

        let help = try Easel.run(["batch", "--help"])
        let jobs = String(decoding: help.stdout, as: UTF8.self).split(separator: "\n").first { $0.contains("--jobs") }.map(String.init) ?? ""
        #expect(jobs.components(separatedBy: "default").count == 2, "\(jobs)")
    }
}
