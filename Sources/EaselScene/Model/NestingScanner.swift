import CYaml
import Foundation

/// Walks libyaml's event stream — an iterative parser with its own state stack —
/// before Yams composes a tree, because Yams composes by recursion: a 10 KB file
/// nesting lists 5,000 deep would overflow the stack long before the converter's
/// depth check ever ran. JSON takes the same path (it is YAML).
enum NestingScanner {
    private enum Frame {
        case sequence(index: Int)
        case mapping(expectingKey: Bool, key: String?)
    }

    /// Throws a located error at the first collection or value deeper than
    /// `limits.maxDepth`, or past `limits.maxNodes` events. Syntax errors are left
    /// for Yams to report with its own wording: the scan just stops there.
    /// Returns where plain scalars carry an explicit tag (`!!str 5`): Yams composes
    /// with a resolver that has no rules, so that is the one thing its tree cannot tell.
    @discardableResult
    static func check(_ utf8: [UInt8], file: String, limits: SceneLimits) throws -> Set<SourceLocation> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return [] }
        defer { yaml_parser_delete(&parser) }
        var tagged = Set<SourceLocation>()
        try utf8.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var stack: [Frame] = []
            var nodes = 0
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let type = event.type
                if type == YAML_STREAM_END_EVENT { return }
                let isNode = type == YAML_SCALAR_EVENT || type == YAML_ALIAS_EVENT
                    || type == YAML_SEQUENCE_START_EVENT || type == YAML_MAPPING_START_EVENT
                if type == YAML_SEQUENCE_END_EVENT || type == YAML_MAPPING_END_EVENT {
                    _ = stack.popLast()
                    advance(&stack, key: nil)
                    continue
                }
                guard isNode else { continue }
                let mark = event.start_mark
                let location = SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
                nodes += 1
                if nodes > limits.maxNodes {
                    throw SceneError(file: file, location: location, keyPath: path(stack),
                                     message: "more than \(limits.maxNodes) values in one file" + SceneLimits.raise("maxNodes"))
                }
                // Like the converter, a plain key is not a level of its own: its value is.
                var isKey = false
                if case .mapping(true, _)? = stack.last, type == YAML_SCALAR_EVENT { isKey = true }
                if stack.count > limits.maxDepth, !isKey {
                    throw SceneError(file: file, location: location, keyPath: path(stack),
                                     message: "nested deeper than \(limits.maxDepth) levels" + SceneLimits.raise("maxDepth"))
                }
                switch type {
                case YAML_SEQUENCE_START_EVENT: stack.append(.sequence(index: 0))
                case YAML_MAPPING_START_EVENT: stack.append(.mapping(expectingKey: true, key: nil))
                case YAML_SCALAR_EVENT:
                    if event.data.scalar.tag != nil, event.data.scalar.plain_implicit == 0 { tagged.insert(location) }
                    let text = event.data.scalar.value.map { String(cString: $0) }
                    advance(&stack, key: text)
                default: advance(&stack, key: nil)
                }
            }
        }
        return tagged
    }

    /// After a complete node: a sequence moves to its next index, a mapping
    /// alternates between key and value (remembering the key for messages).
    private static func advance(_ stack: inout [Frame], key: String?) {
        guard let top = stack.popLast() else { return }
        switch top {
        case .sequence(let i): stack.append(.sequence(index: i + 1))
        case .mapping(let expectingKey, let old):
            stack.append(expectingKey ? .mapping(expectingKey: false, key: key ?? "?") : .mapping(expectingKey: true, key: old))
        }
    }

    /// The key path in the converter's spelling, for the frames open so far.
    private static func path(_ stack: [Frame]) -> String {
        var s = ""
        for frame in stack {
            switch frame {
            case .sequence(let i): s += "[\(i)]"
            case .mapping(let expectingKey, let key):
                if !expectingKey, let key { s += s.isEmpty ? key : ".\(key)" }
            }
        }
        return s
    }
}
