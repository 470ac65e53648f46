import Foundation

/// Writes a file so that readers see either the old contents or the complete
/// new ones: the bytes go to a temporary file in the same folder, which is then
/// renamed over the target. A failed render never truncates an existing output.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: tmp.path, contents: data) else {
            throw RenderFailure("cannot write \(url.path): the folder does not exist or is not writable")
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw RenderFailure("cannot write \(url.path): \(reason)")
        }
    }
}
