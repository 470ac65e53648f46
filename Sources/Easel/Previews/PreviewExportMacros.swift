import Foundation
import EaselCore

extension PreviewExport {
    /// Writes every `#Preview` of `module` linked into the runner, one file per
    /// preview, refusing two previews that would write the same file.
    @MainActor
    public func addMacroPreviews(module: String) {
        var entries = PreviewEntry.macroPreviews(module: module)
        if let onlyFile { entries = entries.filter { PreviewExport.sameFile($0, onlyFile) } }
        if let onlyName { entries = entries.filter { $0.displayName == onlyName || $0.name == onlyName } }
        for entry in entries {
            do {
                let r = try PreviewRenderer.render(entry)
                try write(r, from: "\(entry.fileID):\(entry.line)")
            } catch {
                FileHandle.standardError.write(Data("error: \(entry.fileID):\(entry.line): #Preview \(entry.name): \(error)\n".utf8))
                failures += 1
            }
        }
    }

    /// Writes one rendered preview, as `add` does for a provider's.
    func write(_ r: RenderedPreview, from source: String) throws {
        if let other = written[r.name] {
            throw RenderError.io("\(source) and \(other) both name a preview \(r.name).png; give one a name or rename it")
        }
        written[r.name] = source
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let suffix = scaleSuffix && r.scale != 1 ? "@\(Int(r.scale.rounded()))x" : ""
        let url = directory.appendingPathComponent(r.name + suffix + ".png")
        do { try r.png.write(to: url, options: .atomic) }
        catch { throw RenderError.io("cannot write \(url.path): \(error.localizedDescription)") }
        print("wrote \(url.path) (\(r.pixelWidth)×\(r.pixelHeight) px)")
        for d in r.diagnostics { print("warning: \(r.name): \(d)") }
    }

    /// `--file` is a path; `#fileID` is `Module/File.swift`: the file names must match.
    static func sameFile(_ entry: PreviewEntry, _ path: String) -> Bool {
        URL(fileURLWithPath: path).lastPathComponent == (entry.fileID.split(separator: "/").last.map(String.init) ?? "")
    }
}
