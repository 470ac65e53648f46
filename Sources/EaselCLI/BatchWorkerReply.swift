import Foundation

/// What a worker answers for one item (see BatchWorkers.swift).
struct BatchWorkerReply {
    var index: Int
    var rendered: BatchCache.Entry?
    var failed: String?
    var warnings: [String] = []
    /// The worker abandoned a render (timeout) that may still be running, and
    /// exits after this reply so it stops.
    var retiring = false
}

/// A reply is a line of tab-separated fields, each with backslash, tab and
/// newline escaped: the index; "r" (rendered), "f" (failed) or "-"; 1 when
/// retiring, else 0; the number of warnings and the warnings; then the cache
/// entry's key, files hash and files, or the failure's message. It replaced
/// JSON, whose encoder and decoder were 2 % of a 2-job batch's CPU time.
extension BatchWorkerReply {
    var line: Data {
        var fields = [String(index), rendered != nil ? "r" : failed != nil ? "f" : "-", retiring ? "1" : "0", String(warnings.count)]
        fields += warnings
        if let rendered { fields += [rendered.key, rendered.filesHash] + rendered.files } else if let failed { fields.append(failed) }
        var bytes: [UInt8] = []
        for (n, field) in fields.enumerated() {
            if n > 0 { bytes.append(0x09) }
            for b in field.utf8 {
                switch b {
                case 0x5C: bytes += [0x5C, 0x5C]
                case 0x09: bytes += [0x5C, 0x74]
                case 0x0A: bytes += [0x5C, 0x6E]
                default: bytes.append(b)
                }
            }
        }
        bytes.append(0x0A)
        return Data(bytes)
    }

    /// The reply a line (without its newline) holds; nil when it is not one.
    init?(line: [UInt8]) {
        var fields: [String] = [], field: [UInt8] = [], escaped = false
        for b in line {
            if escaped {
                switch b {
                case 0x5C: field.append(0x5C)
                case 0x74: field.append(0x09)
                case 0x6E: field.append(0x0A)
                default: return nil
                }
                escaped = false
            } else if b == 0x5C {
                escaped = true
            } else if b == 0x09 {
                fields.append(String(decoding: field, as: UTF8.self)); field = []
            } else {
                field.append(b)
            }
        }
        guard !escaped else { return nil }
        fields.append(String(decoding: field, as: UTF8.self))
        guard fields.count >= 4, let index = Int(fields[0]), let count = Int(fields[3]), count >= 0,
              fields.count >= 4 + count, ["0", "1"].contains(fields[2]) else { return nil }
        self.init(index: index, warnings: Array(fields[4..<(4 + count)]), retiring: fields[2] == "1")
        let rest = fields[(4 + count)...]
        switch fields[1] {
        case "r":
            guard rest.count >= 2 else { return nil }
            rendered = BatchCache.Entry(key: rest[rest.startIndex], files: Array(rest.dropFirst(2)), filesHash: rest[rest.startIndex + 1])
        case "f":
            guard rest.count == 1 else { return nil }
            failed = rest.first
        case "-":
            guard rest.isEmpty else { return nil }
        default:
            return nil
        }
    }
}
