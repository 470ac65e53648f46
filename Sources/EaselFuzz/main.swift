import EaselScene
import Foundation

// libFuzzer's own `main` would clash with this executable's, so the
// executable keeps its entry and hands control to libFuzzer's driver.
// Built only by `make fuzz` (with -sanitize=fuzzer); a plain build runs the
// same one-input function over files given on the command line instead.

/// One input through the scene path: parse → build → render, under tight
/// limits so each run stays small. Any thrown error is a clean refusal; only a
/// crash, trap, leak of time past the limits or sanitizer report is a finding.
func runOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = count > 0 ? Data(bytes: bytes!, count: count) : Data()
    var limits = SceneLimits.default
    limits.maxPixelDimension = 512
    limits.maxTotalPixels = 256 * 256
    limits.maxNodes = 2_000
    limits.maxLoopIterations = 5_000
    limits.maxImagePixels = 1 << 20
    limits.timeout = 5
    do {
        let scene = try Scene(data: data, file: "fuzz.yaml", baseDirectory: FuzzInput.directory, limits: limits)
        let built = try scene.build()
        _ = try SceneRenderer(built, limits: limits).render(.png)
    } catch {}
    return 0
}

enum FuzzInput {
    /// Images and fonts the seeds name are looked up next to the seeds.
    static let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["EASEL_FUZZ_ASSETS"] ?? "Fixtures")
}

#if EASEL_LIBFUZZER
/// libFuzzer's archive names this symbol too, so it is defined even though the
/// driver is handed the callback directly.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 { runOne(bytes, count) }

typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: FuzzCallback) -> Int32

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { runOne($0, $1) })
#else
for path in CommandLine.arguments.dropFirst() {
    let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    _ = bytes.withUnsafeBufferPointer { runOne($0.baseAddress, $0.count) }
}
#endif
