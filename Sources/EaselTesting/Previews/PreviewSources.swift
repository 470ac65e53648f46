import Foundation
import Easel

/// Where each `PreviewProvider` of a module is written. The runtime finds the
/// providers but cannot place them; the test knows its own path, so this walks up
/// to the package's `Package.swift` and reads `Sources/<Module>` (or `Tests/<Module>`): a provider's
/// file gives its images' order among the file's previews and the place a failure
/// points at.
enum PreviewSources {
    struct Place: Equatable { var fileID: String; var filePath: String; var line: Int }

    /// Type name → where it is declared, for the providers declared in `module`'s folder.
    static func providers(module: String, besideTest testFile: String) -> [String: Place] {
        let root = SnapshotLocations.packageRoot(containing: URL(fileURLWithPath: testFile))
        // SwiftPM's default target folders; a target with a custom `path:` goes unplaced.
        let files = ["Sources", "Tests"].flatMap { top -> [URL] in
            let folder = root.appendingPathComponent(top).appendingPathComponent(module)
            return FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        }.sorted { $0.path < $1.path }
        var places: [String: Place] = [:]
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for (name, line) in declarations(in: text) where places[name] == nil {
                places[name] = Place(fileID: "\(module)/\(file.lastPathComponent)", filePath: file.path, line: line)
            }
        }
        return places
    }

    /// `struct|enum|class Name …: … PreviewProvider` declarations and their lines.
    /// Commented-out lines are skipped; a type split over several lines before its
    /// conformance is not found, and its previews then point at the test instead.
    static func declarations(in source: String) -> [(String, Int)] {
        let regex = try! NSRegularExpression(
            pattern: #"^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|package|open|final|fileprivate|private)[ \t]+)*(?:struct|enum|class)[ \t]+(\w+)[^{\n]*:[^{\n]*\bPreviewProvider\b"#)
        var found: [(String, Int)] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            let range = NSRange(location: 0, length: (text as NSString).length)
            guard let m = regex.firstMatch(in: text, range: range) else { continue }
            found.append(((text as NSString).substring(with: m.range(at: 1)), index + 1))
        }
        return found
    }
}
