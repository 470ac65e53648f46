import Foundation

/// Writes a file so that readers see either the old contents or the complete
/// new ones: the bytes go to a temporary file in the same folder, which is then
/// renamed over the target. A failed render never truncates an existing output.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        removeOrphans(of: url)
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

    /// A process killed between writing its temporary file and renaming it leaves
    /// `.NAME.PID.RANDOM.tmp` behind; the next write of NAME removes those whose
    /// process is gone (a live writer's file is left alone).
    static func removeOrphans(of url: URL) {
        let dir = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let parts = name.dropFirst(prefix.count).dropLast(4).split(separator: ".")
            guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1]) != nil else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: dir.appendingPathComponent(name))
            }
        }
    }
}
