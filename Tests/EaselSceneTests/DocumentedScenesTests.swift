import Foundation
import Testing
@testable import EaselScene

/// Every scene a user sees — each file in `Fixtures/` and each YAML/JSON scene in
/// the README and the guide (the DocC articles, `docs/`) — is valid against `easel schema`
/// (a real JSON Schema validator), and every documented scene renders when pasted, its
/// assets taken from `Fixtures/`.
@Suite struct DocumentedScenesTests {
    /// The Markdown files a user reads, relative to the package root.
    static func documents() throws -> [String] {
        let fm = FileManager.default
        var out = ["README.md"]
        for folder in ["Sources/Easel/Easel.docc", "docs"] {
            let names = try fm.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent(folder).path)
            out += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return out
    }

    /// The fenced YAML and JSON blocks of those files that are scenes (they have a body),
    /// each named `file:line`.
    static func documentedScenes() throws -> [(name: String, text: String)] {
        var out: [(String, String)] = []
        for file in try documents() {
            let url = Fixtures.root.appendingPathComponent(file)
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            var current: [String]?, start = 0
            for (i, line) in lines.enumerated() {
                if current == nil, line == "```yaml" || line == "```json" { current = []; start = i + 2; continue }
                if current != nil, line == "```" {
                    let text = current!.joined(separator: "\n") + "\n"
                    if let root = try? Self.parse(text, file: file), root.value(forKey: "body") != nil {
                        out.append(("\(file):\(start)", text))
                    }
                    current = nil
                    continue
                }
                current?.append(line)
            }
        }
        return out
    }

    static func parse(_ text: String, file: String = "t.yaml") throws -> SceneNode {
        try Scene(data: Data(text.utf8), file: file, baseDirectory: Fixtures.directory).root
    }

    static func fixtureScenes() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.hasSuffix(".schema.json") }.sorted()
            .map { Fixtures.directory.appendingPathComponent($0) }
    }

    @Test func everyFixtureAndReadmeSceneIsValidAgainstTheSchema() throws {
        var named: [(String, Any)] = []
        for url in try Self.fixtureScenes() {
            let root = try Scene(contentsOf: url).root
            named.append(("Fixtures/\(url.lastPathComponent)", JSONSchemaValidator.json(root)))
        }
        let examples = try Self.documentedScenes()
        #expect(examples.contains { $0.name.hasPrefix("README.md:") }, "the README's scene examples were found")
        #expect(examples.count >= 4, "the guide's scene examples were found")
        for e in examples {
            let root = try Self.parse(e.text, file: e.name)
            named.append((e.name, JSONSchemaValidator.json(root)))
        }
        #expect(named.count >= 8)
        let verdicts = try JSONSchemaValidator.validate(named.map(\.1))
        for ((name, _), verdict) in zip(named, verdicts) {
            #expect(verdict == nil, "\(name) fails the schema: \(verdict ?? "")")
        }
    }

    @Test func everyDocumentedSceneRendersAsPasted() throws {
        for e in try Self.documentedScenes() {
            do {
                let built = try Scene(data: Data(e.text.utf8), file: e.name, baseDirectory: Fixtures.directory).build()
                let png = try SceneRenderer(built).render(.png)
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(e.name)")
            } catch {
                Issue.record("\(e.name) does not render: \(error)")
            }
        }
    }

    /// The test above would pass on a README without scenes; this one fails
    /// when a schema-invalid scene is slipped in, so the validator really runs.
    @Test func theValidatorRefusesWhatTheParserRefuses() throws {
        let bad = try Self.parse("body: { Txt: Hi }\n")
        let good = try Self.parse("body: { Circle: {}, background: {linearGradient: {colors: [red, blue]}} }\n")
        let verdicts = try JSONSchemaValidator.validate([JSONSchemaValidator.json(bad), JSONSchemaValidator.json(good)])
        #expect(verdicts[0] != nil)
        #expect(verdicts[1] == nil, "\(verdicts[1] ?? "")")
    }
}
