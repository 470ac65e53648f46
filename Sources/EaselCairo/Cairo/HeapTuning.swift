import Foundation
import CCairo

/// glibc's heap settings for a process that renders again and again.
///
/// Filling a complex path, Cairo allocates its polygon and scan-converter memory
/// per fill (about 2.4 MB for 1,000 circles) and frees it at the end. glibc then
/// hands the top of its heap back to the kernel as soon as the free space there
/// passes its trim threshold, and the next render touches fresh pages, each one
/// a page fault and a zeroed page: about 600 faults and a tenth of a warm
/// 1,000-point chart's CPU time.
///
/// glibc adapts both thresholds by itself: each time a block it had mapped
/// separately is freed, the mmap threshold rises to that block's size and the
/// trim threshold to twice it, up to 32 MiB and 64 MiB on 64-bit systems. Those
/// ceilings are what is set here, once, before the first render: freed memory
/// up to 64 MiB stays at the top of the heap for the next render instead of
/// being unmapped and faulted in again. It is a process-wide setting; a process
/// that sets its own (`glibc.malloc.*` in `GLIBC_TUNABLES`, `MALLOC_TRIM_THRESHOLD_`,
/// `MALLOC_MMAP_THRESHOLD_`) keeps them, and `EASEL_KEEP_MALLOC=1` leaves glibc
/// as it is.
enum HeapTuning {
    static let applied: Bool = {
        #if os(Linux)
        let env = ProcessInfo.processInfo.environment
        if env["EASEL_KEEP_MALLOC"] == "1" { return false }
        if env["MALLOC_TRIM_THRESHOLD_"] != nil || env["MALLOC_MMAP_THRESHOLD_"] != nil
            || env["GLIBC_TUNABLES"]?.contains("glibc.malloc.") == true { return false }
        // mallopt returns 1 on success; the mmap threshold first, as setting either
        // one turns glibc's own adaptation of both off.
        return mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1 && mallopt(M_TRIM_THRESHOLD, 64 << 20) == 1
        #else
        return false
        #endif
    }()

    /// Applies the settings the first time it is called; later calls do nothing.
    static func apply() { _ = applied }
}
