import Foundation

/// An OpenType file's own whole-file checksum, `head.checkSumAdjustment`: the
/// font format defines it over every byte of the file, so it identifies a face's
/// content without hashing megabytes at start-up (the render environment's
/// fingerprint reads it for each bundled face).
public enum FontFileChecksum {
    /// nil when the file is not a single OpenType/TrueType font or has no `head` table.
    public static func of(_ url: URL) -> UInt32? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        // The table directory: 12-byte header, then 16 bytes per table.
        guard let header = try? handle.read(upToCount: 12), header.count == 12 else { return nil }
        let tag = be32(header, 0)
        guard tag == 0x0001_0000 || tag == 0x4F54_544F /* 'OTTO' */ || tag == 0x7472_7565 /* 'true' */ else { return nil }
        let tables = Int(be16(header, 4))
        guard tables > 0, tables < 256, let dir = try? handle.read(upToCount: tables * 16), dir.count == tables * 16 else { return nil }
        for i in 0..<tables where be32(dir, i * 16) == 0x6865_6164 /* 'head' */ {
            let offset = UInt64(be32(dir, i * 16 + 8))
            guard (try? handle.seek(toOffset: offset + 8)) != nil,
                  let field = try? handle.read(upToCount: 4), field.count == 4 else { return nil }
            return be32(field, 0)
        }
        return nil
    }

    /// Whether the file has the table `tag` (four ASCII letters, e.g. "trak").
    public static func hasTable(_ tag: String, in url: URL) -> Bool {
        guard tag.utf8.count == 4, let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 12), header.count == 12 else { return false }
        let tables = Int(be16(header, 4))
        guard tables > 0, tables < 256, let dir = try? handle.read(upToCount: tables * 16), dir.count == tables * 16 else { return false }
        let want = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return (0..<tables).contains { be32(dir, $0 * 16) == want }
    }

    private static func be32(_ d: Data, _ at: Int) -> UInt32 {
        let s = d.startIndex + at
        return UInt32(d[s]) << 24 | UInt32(d[s + 1]) << 16 | UInt32(d[s + 2]) << 8 | UInt32(d[s + 3])
    }
    private static func be16(_ d: Data, _ at: Int) -> UInt16 { UInt16(d[d.startIndex + at]) << 8 | UInt16(d[d.startIndex + at + 1]) }
}
