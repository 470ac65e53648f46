import Foundation
import EaselCore
import CFontconfig

public enum FontRegistrationError: Error, CustomStringConvertible {
    case fileNotFound(URL)
    case notAFont(URL)
    public var description: String {
        switch self {
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
}
