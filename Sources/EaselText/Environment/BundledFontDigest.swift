import Foundation

extension BundledFonts {
    /// The bundled faces by content, for the render environment's fingerprint:
    /// SHA-256 over each face's file name, size and whole-file checksum
    /// (`FontFileChecksum`); nil when the faces were not found.
    public static let digest: String? = {
        guard let dir = directory else { return nil }
        var sha = SHA256()
        for name in fileNames {
            let url = dir.appendingPathComponent(name)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? -1
            let sum = FontFileChecksum.of(url).map { String(format: "%08x", $0) } ?? "none"
            sha.update("\(name) \(size) \(sum)\n")
        }
        return sha.finalize()
    }()
}
