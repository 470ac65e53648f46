import Foundation
import EaselCore
import CPango
import CFontconfig

public enum FontRegistrationError: Error, CustomStringConvertible {
    case fileNotFound(URL)
    case notAFont(URL)
    case cannotStore(String)
    public var description: String {
        switch self {
        case .cannotStore(let m): return "cannot keep the font's bytes in a file for fontconfig: \(m)"
        case .fileNotFound(let u): return "No font file at \(u.path)"
        case .notAFont(let u): return "fontconfig could not read \(u.path) as a font"
        }
    }
}

extension Font {
    /// Makes the fonts in a file (TTF, OTF, TTC) available to `.custom(_:size:)`
    /// by their family names, for this process. Thread-safe.
    public static func register(fileAt url: URL) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { throw FontRegistrationError.fileNotFound(url) }
        let runtime = PangoRuntime.shared
        let added = runtime.locked { () -> Bool in
            // nil: Pango searches fontconfig's current configuration, and so does this call.
            let config = runtime.fontconfig
            return url.path.withCString { p in
                p.withMemoryRebound(to: FcChar8.self, capacity: url.path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) != 0 }
            }
        }
        guard added else { throw FontRegistrationError.notAFont(url) }
        runtime.fontsChanged()
    }

    /// Makes the fonts in `data` (TTF, OTF or TTC bytes, e.g. downloaded or from a
    /// bundle) available by their family names, for this process. fontconfig reads
    /// fonts from files only, so the bytes are kept in a file named by their hash in
    /// the temporary folder; registering the same bytes again reuses it.
    public static func register(data: Data) throws {
        var hash: UInt64 = 0xcbf29ce484222325  // FNV-1a: a stable name, not a security measure
        for b in data { hash = (hash ^ UInt64(b)) &* 0x100000001b3 }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fonts-\(getuid())")
        let url = dir.appendingPathComponent(String(format: "%016llx-%d.font", hash, data.count))
        if !FileManager.default.fileExists(atPath: url.path) {
            do {
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            } catch { throw FontRegistrationError.cannotStore(error.localizedDescription) }
        }
        do { try register(fileAt: url) } catch FontRegistrationError.notAFont {
            try? FileManager.default.removeItem(at: url)
            throw FontRegistrationError.notAFont(URL(fileURLWithPath: "<\(data.count) bytes>"))
        }
    }
}
