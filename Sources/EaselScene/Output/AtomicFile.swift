import Foundation

/// Writes a file so that readers see either the old contents or the complete
/// new ones: the bytes go to a temporary file in the same folder, which is then
/// renamed over the target. A failed render never truncates an existing output.
public enum AtomicFile {
    /// When the bytes reach the disk. `.now` flushes the file before the rename
    /// (what Foundation's atomic write did), so a crash never leaves a renamed but
    /// empty file; `.deferred` leaves the flush to one `syncFileSystem(containing:)`
    /// after a whole batch, one flush instead of one per file.
    public enum Durability: Sendable { case now, deferred }

    public static func write(_ data: Data, to url: URL, durability: Durability = .now) throws {
        let dir = url.deletingLastPathComponent()
        removeOrphans(of: url)
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw RenderFailure("cannot write \(url.path): the folder does not exist or is not writable (\(String(cString: strerror(errno))))")
        }
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { failure = String(cString: strerror(errno)); return }
                offset += n
            }
        }
        if failure == nil, durability == .now, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(tmp.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(tmp.path)
            throw RenderFailure("cannot write \(url.path): \(failure)")
        }
    }

    /// Flushes every file written to the file system that holds `folder`
    /// (Linux's syncfs: one call for a whole batch of deferred writes).
    public static func syncFileSystem(containing folder: URL) throws {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw RenderFailure("cannot open \(folder.path) to sync it: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        #if os(Linux)
        guard linuxSyncfs(fd) == 0 else { throw RenderFailure("cannot sync \(folder.path): \(String(cString: strerror(errno)))") }
        #else
        guard fsync(fd) == 0 else { throw RenderFailure("cannot sync \(folder.path): \(String(cString: strerror(errno)))") }
        #endif
    }

    /// A process killed between writing its temporary file and renaming it leaves
    /// `.NAME.PID.RANDOM.tmp` behind; the next write of NAME removes those whose
    /// process is gone (a live writer's file is left alone).
    ///
    /// Each folder is listed once per process, not once per write: a batch of n
    /// files used to list a folder growing to n entries n times, which made a
    /// 2,000-image batch take twice as long per image as a 500-image one. An
    /// orphan left by a process that dies after that listing is removed by the
    /// next process that writes there.
    static func removeOrphans(of url: URL) {
        let dir = url.deletingLastPathComponent().path, name = url.lastPathComponent
        let mine = OrphanIndex.shared.take(name, in: dir)
        for file in mine {
            let parts = file.dropFirst(name.count + 2).dropLast(4).split(separator: ".")
            guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1]) != nil else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: (dir as NSString).appendingPathComponent(file))
            }
        }
    }

    /// The temporary files of every folder this process writes into, listed on the
    /// first write there, by the name each was being written as.
    final class OrphanIndex: @unchecked Sendable {
        static let shared = OrphanIndex()
        private let lock = NSLock()
        private var folders: [String: [String: [String]]] = [:]

        /// The temporary files of `name` in `dir` (each returned once).
        func take(_ name: String, in dir: String) -> [String] {
            lock.lock(); defer { lock.unlock() }
            if folders[dir] == nil { folders[dir] = Self.list(dir) }
            return folders[dir]?.removeValue(forKey: name) ?? []
        }

        /// `.NAME.PID.RANDOM.tmp` files by NAME; NAME may itself hold dots.
        static func list(_ dir: String) -> [String: [String]] {
            var byName: [String: [String]] = [:]
            for file in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            where file.hasPrefix(".") && file.hasSuffix(".tmp") {
                let parts = file.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count >= 3 else { continue }
                byName[parts.dropLast(2).joined(separator: "."), default: []].append(file)
            }
            return byName
        }
    }
}

#if os(Linux)
/// glibc's syncfs(2), which Swift's Glibc module leaves out (it is behind _GNU_SOURCE).
@_silgen_name("syncfs") private func linuxSyncfs(_ fd: Int32) -> Int32
#endif
