#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size in bytes from one stat(2), following symbolic links; nil when the
/// file cannot be stat'ed. The size checks run on every start, and Foundation's
/// `attributesOfItem` also looks up the owner's and group's names (nsswitch.conf,
/// /etc/passwd, /etc/group) and lists extended attributes, none of which they use.
package enum FileSize {
    package static func of(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }
}
