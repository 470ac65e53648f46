import EaselScene
import Foundation

// libFuzzer's own `main` would clash with this executable's, so the
// executable keeps its entry and hands control to libFuzzer's driver.
// Built only by `make fuzz` (with -sanitize=fuzzer); a plain build runs the
// same one-input function over files given on the command line instead.

enum Fuzz {
    /// Tight limits keep each run small (a few thousand views, images of a
    /// few hundred pixels): bugs live in parsing, building and layout, which a
    /// small budget reaches as well as a large one, many times faster.
    static let limits: SceneLimits = {
        var l = SceneLimits.default
        l.maxPixelDimension = 512
        l.maxTotalPixels = 256 * 256
        l.maxNodes = 1_500
        l.maxLoopIterations = 2_000
        l.maxTextLength = 1_000
        l.maxTotalTextCharacters = 10_000
        l.maxImagePixels = 1 << 18
        l.maxTotalImagePixels = 1 << 19
        l.maxEffects = 20
        l.maxEffectRadius = 64
        l.maxEffectPixels = 1 << 18
        l.maxPathSegments = 5_000
        l.timeout = 3
        return l
    }()

    /// Images and fonts the seeds name are looked up next to the seeds.
    static let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["EASEL_FUZZ_ASSETS"] ?? "Fixtures")

    /// One input through the scene path: parse → build → layout → draw. Any
    /// thrown error is a clean refusal; only a crash, trap or hang is a finding.
    /// One in eight inputs each is encoded as PNG, SVG or PDF at its own scale,
    /// chosen by the input's length so a finding reproduces; the rest are drawn
    /// into pixels only, at a quarter point per pixel, so the seeds' 2× canvases
    /// of several hundred points are laid out in full but cost few pixels.
    static func runOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
        let data = count > 0 ? Data(bytes: bytes!, count: count) : Data()
        do {
            var scene = try Scene(data: data, file: "fuzz.yaml", baseDirectory: directory, limits: limits)
            if count % 8 > 2 { scene.overrides.scale = 0.25 }
            let renderer = SceneRenderer(try scene.build(), limits: limits)
            switch count % 8 {
            case 0: _ = try renderer.render(.png)
            case 1: _ = try renderer.render(.svg)
            case 2: _ = try renderer.render(.pdf)
            default: _ = try renderer.rasterImage()
            }
        } catch {}
        return 0
    }

    /// libFuzzer's dictionary: every name in the scene schema, plus YAML's punctuation.
    static func dictionary() throws -> String {
        let schema = String(decoding: try SceneSchema.json(), as: UTF8.self)
        let regex = try NSRegularExpression(pattern: #""[A-Za-z][A-Za-z0-9]*""#)
        let names = Set(regex.matches(in: schema, range: NSRange(schema.startIndex..., in: schema)).map {
            String(schema[Range($0.range, in: schema)!])
        })
        let punctuation = [#""[""#, #""]""#, #""{""#, #""}""#, #"": ""#, #""- ""#, #"", ""#, #""\x0a  ""#, #""&a ""#, #""*a""#,
                           #""!!str ""#, #""|\x0a""#, #""{count: 9999, as: i}""#, #""{i}""#, #""\x22""#, #"".nan""#, #"".inf""#,
                           #""-1e308""#, #""1e-300""#, #""0""#]
        return (names.sorted() + punctuation).joined(separator: "\n") + "\n"
    }
}

// `EaselFuzz -write_dictionary=PATH` writes the dictionary and exits.
if let arg = CommandLine.arguments.dropFirst().first, arg.hasPrefix("-write_dictionary=") {
    try Fuzz.dictionary().write(toFile: String(arg.dropFirst("-write_dictionary=".count)), atomically: true, encoding: .utf8)
    exit(0)
}

#if EASEL_LIBFUZZER
/// libFuzzer's archive names this symbol too, so it is defined even though the
/// driver is handed the callback directly.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 { Fuzz.runOne(bytes, count) }

typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: FuzzCallback) -> Int32

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { Fuzz.runOne($0, $1) })
#else
for path in CommandLine.arguments.dropFirst() {
    let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    _ = bytes.withUnsafeBufferPointer { Fuzz.runOne($0.baseAddress, $0.count) }
}
#endif
