import Foundation
import Testing
@testable import EaselScene

/// Every scene a user sees — each file in `Fixtures/` and each YAML/JSON scene in
/// the README — is valid against `easel schema` (a real JSON Schema validator),
/// and every README scene renders when pasted, its assets taken from `Fixtures/`.
@Suite struct DocumentedScenesTests {
    static let readme = Fixtures.root.appendingPathComponent("README.md")

    /// The fenced YAML and JSON blocks of the README that are scenes (they have a body), with their line.
    static func readmeScenes() throws -> [(line: Int, text: String)] {
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        var out: [(Int, String)] = [], current: [String]?, start = 0
        for (i, line) in lines.enumerated() {
            if current == nil, line == "```yaml" || line == "```json" { current = []; start = i + 2; continue }
            if current != nil, line == "```" {
                let text = current!.joined(separator: "\n") + "\n"
                if let root = try? Self.parse(text, file: "README.md"),
                   root.value(forKey: "body") != nil {
                    out.append((start, text))
                }
                current = nil
                continue
            }
            current?.append(line)
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
        let examples = try Self.readmeScenes()
        #expect(examples.count >= 2, "the README's scene examples were found")
        for e in examples {
            let root = try Self.parse(e.text, file: "README.md")
            named.append(("README.md:\(e.line)", JSONSchemaValidator.json(root)))
        }
        #expect(named.count >= 8)
        let verdicts = try JSONSchemaValidator.validate(named.map(\.1))
        for ((name, _), verdict) in zip(named, verdicts) {
            #expect(verdict == nil, "\(name) fails the schema: \(verdict ?? "")")
        }
    }

    @Test func everyReadmeSceneRendersAsPasted() throws {
        for e in try Self.readmeScenes() {
            do {
                let built = try Scene(data: Data(e.text.utf8), file: "README.md:\(e.line)", baseDirectory: Fixtures.directory).build()
                let png = try SceneRenderer(built).render(.png)
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "README.md:\(e.line)")
            } catch {
                Issue.record("README.md:\(e.line) does not render: \(error)")
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
