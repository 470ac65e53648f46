import Foundation
@testable import EaselScene

/// Validates JSON instances against `easel schema` with a real JSON Schema
/// validator: Python's `jsonschema` (Draft 2020-12), which `make deps` installs
/// (Debian's python3-jsonschema), in one process for a whole batch.
enum JSONSchemaValidator {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    static let script = """
    import json, sys
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import best_match
    schema = json.load(open(sys.argv[1]))
    Draft202012Validator.check_schema(schema)
    v = Draft202012Validator(schema)
    out = []
    for instance in json.load(open(sys.argv[2])):
        e = best_match(v.iter_errors(instance))
        out.append(None if e is None else "/".join(map(str, e.absolute_path)) + ": " + e.message[:300])
    json.dump(out, open(sys.argv[3], "w"))
    """

    /// One entry per instance: nil when it is valid, else the validator's best message.
    static func validate(_ instances: [Any]) throws -> [String?] {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let schema = dir.appendingPathComponent("schema.json"), input = dir.appendingPathComponent("in.json")
        let output = dir.appendingPathComponent("out.json"), code = dir.appendingPathComponent("validate.py")
        try SceneSchema.json().write(to: schema)
        try JSONSerialization.data(withJSONObject: instances, options: [.fragmentsAllowed]).write(to: input)
        try script.write(to: code, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", code.path, schema.path, input.path, output.path]
        let err = Pipe()
        p.standardError = err
        try p.run()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw Unavailable(description: "python3 jsonschema failed (run `make deps` for python3-jsonschema): \(errText)")
        }
        guard let results = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [Any] else {
            throw Unavailable(description: "the validator wrote no results")
        }
        return results.map { $0 as? String }
    }

    /// A parsed scene document as JSON values, for the validator.
    static func json(_ node: SceneNode) -> Any {
        switch node.kind {
        case .null: return NSNull()
        case .bool(let b): return b
        case .number(let n): return n
        case .string(let s): return s
        case .sequence(let items): return items.map(json)
        case .mapping(let pairs):
            return Dictionary(pairs.map { ($0.key, json($0.value)) }, uniquingKeysWith: { a, _ in a })
        }
    }
}
