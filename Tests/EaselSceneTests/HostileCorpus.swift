import Foundation
import Testing

/// One hostile input: a scene (or a `--data` file beside a good scene) that
/// `easel render` must refuse with exit 1 and a message located in that file.
struct Hostile: CustomTestStringConvertible, Sendable {
    var category: String
    var name: String
    var text: String
    var ext = "yaml"
    /// Extra command-line arguments (lowered limits, `--data`).
    var args: [String] = []
    /// When set, `text` is the `--data` file and the scene is a plain one.
    var isData = false
    var testDescription: String { "\(category)/\(name)" }

    var fileName: String { "\(category)-\(name).\(ext)" }
    /// The file the message must name.
    var blamed: String { fileName }
}

private func h(_ category: String, _ name: String, _ text: String, ext: String = "yaml", args: [String] = [], data: Bool = false) -> Hostile {
    Hostile(category: category, name: name, text: text, ext: ext, args: args, isData: data)
}

private let canvas = "canvas: {width: 40, height: 30}\n"
private func body(_ yaml: String) -> String { canvas + "body: " + yaml + "\n" }
private func deep(_ open: String, _ close: String, _ n: Int, _ inner: String = "Text") -> String {
    String(repeating: open, count: n) + inner + String(repeating: close, count: n)
}

enum HostileCorpus {
    static let syntax: [Hostile] = [
        h("syntax", "unclosed-list", "body: [Text, Text\n"),
        h("syntax", "unclosed-mapping", "body: {Text: hi\n"),
        h("syntax", "unterminated-double-quote", "body: {Text: \"hi}\n"),
        h("syntax", "unterminated-single-quote", "body: {Text: 'hi}\n"),
        h("syntax", "tab-indentation", "body:\n\tText: hi\n"),
        h("syntax", "bad-indentation", "body:\n  VStack:\n    - Text\n   - Text\n"),
        h("syntax", "stray-closing-bracket", "body: Text]\n"),
        h("syntax", "undefined-alias", "body: *nothing\n"),
        h("syntax", "two-documents", "body: Text\n---\nbody: Text\n"),
        h("syntax", "bad-directive", "%YAML 9.9\n---\nbody: Text\n"),
        h("syntax", "colon-in-flow-key", "body: {Text: a: b: c}\n"),
        h("syntax", "duplicate-key", "body: {Text: a, Text: b}\n"),
        h("syntax", "duplicate-top-level", "body: Text\nbody: Text\n"),
        h("syntax", "mapping-after-scalar", "body: Text\n  padding: 3\n"),
        h("syntax", "json-trailing-comma", "{\"body\": [\"Text\",]]}", ext: "json"),
        h("syntax", "json-unclosed", "{\"body\": {\"Text\": \"hi\"}", ext: "json"),
        h("syntax", "json-single-quotes", "{'body': 'Text'", ext: "json"),
        h("syntax", "bad-escape", "body: {Text: \"\\q\"}\n"),
        h("syntax", "anchor-without-node", "body: &a\n  - &b\n  - *c\n"),
        h("syntax", "block-scalar-bad-indicator", "body: |9x\n  Text\n"),
        h("syntax", "question-key", "? [a, b]\n: Text\nbody: Text\n"),
    ]

    static let types: [Hostile] = [
        h("types", "body-number", body("42")),
        h("types", "body-bool", body("true")),
        h("types", "body-null", canvas + "body:\n"),
        h("types", "scene-is-list", "- body: Text\n"),
        h("types", "scene-is-string", "body\n"),
        h("types", "canvas-string", "canvas: big\nbody: Text\n"),
        h("types", "width-string", "canvas: {width: wide}\nbody: Text\n"),
        h("types", "padding-list", body("{Text: a, padding: [1, 2]}")),
        h("types", "frame-string", body("{Text: a, frame: small}")),
        h("types", "font-number", body("{Text: a, font: 12}")),
        h("types", "style-number", body("{Text: a, foregroundStyle: 3}")),
        h("types", "foreach-count-string", body("{ForEach: {count: many}, content: Text}")),
        h("types", "if-number", body("{if: 3, then: Text}")),
        h("types", "opacity-string", body("{Text: a, opacity: half}")),
        h("types", "image-number", body("{Image: 3}")),
        h("types", "data-list", "data: [1, 2]\nbody: Text\n"),
        h("types", "vstack-number", body("{VStack: 3}")),
        h("types", "spacing-bool", body("{VStack: {spacing: yes, content: [Text]}}")),
        h("types", "text-mapping", body("{Text: {a: 1}}")),
        h("types", "modifiers-not-list", body("{Text: a, modifiers: padding}")),
        h("types", "modifier-entry-two-keys", body("{Text: a, modifiers: [{padding: 1, opacity: 1}]}")),
        h("types", "color-bool", body("{Color: true}")),
        h("types", "alignment-number", body("{VStack: {alignment: 3, content: [Text]}}")),
        h("types", "data-file-list", "[1, 2, 3]\n", ext: "json", data: true),
        h("types", "data-file-string", "\"just a string\"\n", ext: "json", data: true),
        h("types", "foreach-over-number", "data: {n: 3}\n" + body("{ForEach: n, content: Text}")),
        h("types", "interpolate-missing", body("{Text: \"{who}\"}")),
    ]

    static let nesting: [Hostile] = [
        h("nesting", "flow-lists-5000", "body: " + deep("[", "]", 5_000) + "\n"),
        h("nesting", "flow-mappings-5000", "body: " + deep("{a: ", "}", 5_000, "1") + "\n"),
        h("nesting", "block-lists-5000", "body:\n" + String(repeating: "- ", count: 5_000) + "Text\n"),
        h("nesting", "json-lists-5000", "{\"body\": " + deep("[", "]", 5_000, "\"Text\"") + "}", ext: "json"),
        h("nesting", "json-objects-5000", deep("{\"a\": ", "}", 5_000, "1"), ext: "json"),
        h("nesting", "data-json-5000", deep("{\"a\": ", "}", 5_000, "1"), ext: "json", data: true),
        h("nesting", "data-lists-100000", "{\"a\": " + deep("[", "]", 100_000, "1") + "}", ext: "json", data: true),
        h("nesting", "flow-lists-101", "body: " + deep("[", "]", 101) + "\n"),
        h("nesting", "vstacks-150", "body: " + deep("{VStack: [", "]}", 150) + "\n"),
        h("nesting", "block-mappings-120", "body:\n" + (1...120).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n") + " 1\n"),
        h("nesting", "deep-data-section", "data: " + deep("{a: ", "}", 300, "1") + "\nbody: Text\n"),
        h("nesting", "deep-anchored", "data: {x: &x " + deep("[", "]", 200, "1") + "}\nbody: Text\n"),
        h("nesting", "nested-foreach-120", "body: " + deep("{ForEach: {count: 1}, content: ", "}", 120) + "\n"),
        h("nesting", "padding-modifiers-10000", body("{Text: a, modifiers: [" + Array(repeating: "{padding: 0}", count: 10_000).joined(separator: ", ") + "]}")),
        h("nesting", "overlays-200", "body: " + deep("{Color: red, overlay: ", "}", 200, "Text") + "\n"),
        h("nesting", "if-chain-150", "body: " + deep("{if: true, then: ", "}", 150) + "\n"),
        // Shapes a byte scanner could miscount, each 5,000 deep: refused before Yams recurses.
        h("nesting", "implicit-pairs-5000", "body: " + deep("[k: ", "]", 5_000) + "\n"),
        h("nesting", "anchored-lists-5000", "body: " + deep("&a !!seq [", "]", 5_000) + "\n"),
        h("nesting", "explicit-keys-5000", "body:\n" + String(repeating: "? ", count: 5_000) + "Text\n"),
        h("nesting", "crlf-block-lists-5000", "body:\r\n" + String(repeating: "- ", count: 5_000) + "Text\r\n"),
        h("nesting", "nel-block-lists-5000", "body:\u{85}" + String(repeating: "- ", count: 5_000) + "Text\n"),
        h("nesting", "lists-over-lines-5000", "body: " + deep("[\n", "\n]", 5_000) + "\n"),
        h("nesting", "after-quoted-brackets-5000", "data: {s: \"]]]]'\"}\nbody: " + deep("[", "]", 5_000) + "\n"),
    ]

    static let sizes: [Hostile] = [
        h("sizes", "scene-over-4MB", "body: Text\n#" + String(repeating: "x", count: 4 << 20) + "\n"),
        h("sizes", "string-20001", body("{Text: \"" + String(repeating: "a", count: 20_001) + "\"}")),
        h("sizes", "frame-width-200000", body("{Color: red, frame: {width: 200000}}")),
        h("sizes", "canvas-20000-wide", "canvas: {width: 20000, height: 10}\nbody: Text\n"),
        h("sizes", "canvas-too-many-pixels", "canvas: {width: 10000, height: 10000}\nbody: Text\n"),
        h("sizes", "canvas-scaled-too-wide", "canvas: {width: 5000, height: 10, scale: 4}\nbody: Text\n"),
        h("sizes", "foreach-count-60000", body("{ForEach: {count: 60000}, content: Text}")),
        h("sizes", "loops-50000-squared", body("{ForEach: {count: 50000}, content: {ForEach: {count: 50000}, content: []}}")),
        h("sizes", "views-60000", body("[" + Array(repeating: "Text", count: 60_000).joined(separator: ", ") + "]")),
        h("sizes", "alias-laughs", "data:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n  e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nbody: Text\n"),
        h("sizes", "text-aliases-4000", "data: {s: &s \"" + String(repeating: "w", count: 19_000) + "\"}\n" + body("[" + Array(repeating: "{Text: *s}", count: 4_000).joined(separator: ", ") + "]")),
        h("sizes", "texts-2000-of-20000", "data: {s: \"" + String(repeating: "w", count: 20_000) + "\"}\n" + body("{ForEach: {count: 2000}, content: {Text: \"{s}\"}}")),
        h("sizes", "interpolation-over-limit", "data: {s: \"" + String(repeating: "w", count: 15_000) + "\"}\n" + body("{Text: \"{s}{s}\"}")),
        h("sizes", "scale-9", "canvas: {width: 10, height: 10, scale: 9}\nbody: Text\n"),
        h("sizes", "laid-out-too-large", "body: {Color: red, frame: {width: 90000, height: 90000}}\n"),
        h("sizes", "empty-image", "body: {Color: red, frame: {width: 0, height: 0}}\n"),
        h("sizes", "min-width-20000", "body: {Color: red, frame: {minWidth: 20000}}\n"),
        h("sizes", "data-file-over-16MB", "{\"a\": \"" + String(repeating: "x", count: 16 << 20) + "\"}", ext: "json", data: true),
    ]

    static let numbers: [Hostile] = [
        h("numbers", "nan-width", body("{Color: red, frame: {width: .nan}}")),
        h("numbers", "inf-width", body("{Color: red, frame: {width: .inf}}")),
        h("numbers", "minus-inf-padding", body("{Text: a, padding: -.inf}")),
        h("numbers", "overflow-1e309", body("{Text: a, padding: 1e309}")),
        h("numbers", "huge-1e300", body("{Text: a, padding: 1e300}")),
        h("numbers", "negative-width", body("{Color: red, frame: {width: -5}}")),
        h("numbers", "opacity-2", body("{Text: a, opacity: 2}")),
        h("numbers", "opacity-negative", body("{Text: a, opacity: -1}")),
        h("numbers", "scale-0", "canvas: {width: 10, height: 10, scale: 0}\nbody: Text\n"),
        h("numbers", "scale-tiny", "canvas: {width: 10, height: 10, scale: 1e-300}\nbody: Text\n"),
        h("numbers", "scale-negative", "canvas: {width: 10, height: 10, scale: -1}\nbody: Text\n"),
        h("numbers", "scale-nan", "canvas: {width: 10, height: 10, scale: .nan}\nbody: Text\n"),
        h("numbers", "blur-nan", body("{Text: a, blur: .nan}")),
        h("numbers", "blur-inf", body("{Text: a, blur: .inf}")),
        h("numbers", "blur-100000", body("{Text: a, blur: 100000}")),
        h("numbers", "shadow-inf", body("{Text: a, shadow: {radius: .inf}}")),
        h("numbers", "shadow-nan-x", body("{Text: a, shadow: {radius: 2, x: .nan}}")),
        h("numbers", "offset-nan", body("{Text: a, offset: {x: .nan}}")),
        h("numbers", "scale-effect-nan", body("{Text: a, scaleEffect: .nan}")),
        h("numbers", "rotation-inf", body("{Text: a, rotationEffect: {degrees: .inf}}")),
        h("numbers", "font-size-0", body("{Text: a, font: {size: 0}}")),
        h("numbers", "font-size-negative", body("{Text: a, font: {size: -12}}")),
        h("numbers", "font-size-nan", body("{Text: a, font: {size: .nan}}")),
        h("numbers", "font-size-huge", body("{Text: a, font: {size: 1e9}}")),
        h("numbers", "corner-radius-inf", body("{Color: red, cornerRadius: .inf}")),
        h("numbers", "line-width-nan", body("{Circle: , stroke: {style: red, lineWidth: .nan}}")),
        h("numbers", "dash-zero", body("{Circle: , stroke: {style: red, dash: [0, 0]}}")),
        h("numbers", "dash-negative", body("{Circle: , stroke: {style: red, dash: [-1, 2]}}")),
        h("numbers", "foreach-count-negative", body("{ForEach: {count: -1}, content: Text}")),
        h("numbers", "foreach-count-fraction", body("{ForEach: {count: 2.5}, content: Text}")),
        h("numbers", "spacing-nan", body("{VStack: {spacing: .nan, content: [Text]}}")),
        h("numbers", "image-scale-0", body("{Image: {file: avatar.png, scale: 0}}")),
        h("numbers", "hue-2", body("{Color: {hue: 2}}")),
        h("numbers", "layout-priority-inf", body("{Text: a, layoutPriority: .inf}")),
        h("numbers", "data-nan-width", "data: {w: .nan}\n" + body("{Color: red, frame: {width: \"{w}\"}}")),
        h("numbers", "data-file-duplicate-key", "{\"w\": 1, \"w\": 2}", ext: "json", data: true),
    ]

    static let unicode: [Hostile] = [
        h("unicode", "invalid-utf8", "body: {Text: \"caf\u{FFFD}\"}\n"),
        h("unicode", "nul-byte", "body: {Text: \"a\u{0}b\"}\n"),
        h("unicode", "zero-width-in-view-name", body("{\"Te\u{200B}xt\": a}")),
        h("unicode", "cyrillic-e-in-colour", body("{Text: a, foregroundStyle: \"r\u{0435}d\"}")),
        h("unicode", "rtl-override-key", body("{Text: a, \"\u{202E}gniddap\": 3}")),
        h("unicode", "emoji-view-name", body("{\"🎨\": a}")),
        h("unicode", "fullwidth-digits", body("{Text: a, padding: \"１２\"}")),
        h("unicode", "combining-key", body("{Text: a, \"pa\u{0301}dding\": 3}")),
        h("unicode", "json-lone-surrogate", "{\"body\": {\"Text\": \"\\ud800\"}}", ext: "json"),
        h("unicode", "bom-then-list", "\u{FEFF}- a\n"),
        h("unicode", "line-separator-view", body("{\"Text\u{2028}\": a}")),
        h("unicode", "nbsp-number", body("{Text: a, padding: \"\u{00A0}3x\"}")),
        h("unicode", "escaped-nul", body("{Text: \"\\0\"}").replacingOccurrences(of: "Text: \"\\0\"", with: "Text: \"\\0\", padding: x")),
        h("unicode", "emoji-data-path", "data: {\"🎨\": 1}\n" + body("{Text: \"{🎨}\"}")),
        h("unicode", "private-use-colour", body("{Color: \"\u{E000}\"}")),
    ]

    static let paths: [Hostile] = [
        h("paths", "dotdot-escape", body("{Image: ../../../../etc/passwd}")),
        h("paths", "absolute-passwd", body("{Image: /etc/passwd}")),
        h("paths", "home-ssh", body("{Image: ~/.ssh/id_rsa}")),
        h("paths", "symlink-out", body("{Image: link-to-etc.png}")),
        h("paths", "directory", body("{Image: folder}")),
        h("paths", "missing", body("{Image: no-such.png}")),
        h("paths", "empty-path", body("{Image: \"\"}")),
        h("paths", "file-url", body("{Image: \"file:///etc/passwd\"}")),
        h("paths", "very-long-name", body("{Image: " + String(repeating: "a", count: 5_000) + ".png}")),
        h("paths", "dev-zero", body("{Image: /dev/zero}")),
        h("paths", "proc-self", body("{Image: /proc/self/environ}")),
        h("paths", "font-escape", "canvas: {width: 10, height: 10, fonts: [../../etc/fonts.ttf]}\nbody: Text\n"),
        h("paths", "svg-incomplete", body("{Path: \"M 0 0 L\"}")),
        h("paths", "svg-nan", body("{Path: \"M 0 0 L nan 3\"}")),
        h("paths", "svg-garbage", body("{Path: \"M 0 0 Q ~ 3\"}")),
        h("paths", "svg-huge-number", body("{Path: \"M 0 0 L 1e400 3\"}")),
        h("paths", "svg-300000-segments", body("{Path: \"M 0 0" + String(repeating: " L 1 1", count: 300_000) + "\"}")),
        h("paths", "viewbox-zero", body("{Path: {d: \"M 0 0 L 1 1\", viewBox: [0, 0, 0, 0]}}")),
    ]

    static let images: [Hostile] = [
        h("images", "header-bomb", body("{Image: bomb.png}")),
        h("images", "truncated-png", body("{Image: truncated.png}")),
        h("images", "text-as-png", body("{Image: fake.png}")),
        h("images", "empty-file", body("{Image: empty.png}")),
        h("images", "zero-size-header", body("{Image: zero.png}")),
        h("images", "truncated-jpeg", body("{Image: truncated.jpg}")),
        h("images", "gif", body("{Image: tiny.gif}")),
        h("images", "total-pixels", body("[{Image: avatar.png}, {Image: quadrants.jpg}, {Image: avatar2.png}]"),
          args: ["--limit", "maxTotalImagePixels=20000"]),
        h("images", "per-image-pixels", body("{Image: avatar.png}"), args: ["--limit", "maxImagePixels=1000"]),
        h("images", "asset-bytes", body("{Image: avatar.png}"), args: ["--limit", "maxAssetBytes=100"]),
        h("images", "resizable-on-text", body("{Text: a, resizable: true}")),
        h("images", "bad-interpolation", body("{Image: avatar.png, interpolation: best}")),
    ]

    static let fonts: [Hostile] = [
        h("fonts", "not-a-font", "canvas: {width: 10, height: 10, fonts: [fake.png]}\nbody: Text\n"),
        h("fonts", "empty-font", "canvas: {width: 10, height: 10, fonts: [empty.ttf]}\nbody: Text\n"),
        h("fonts", "missing-font", "canvas: {width: 10, height: 10, fonts: [nope.ttf]}\nbody: Text\n"),
        h("fonts", "folder-font", "canvas: {width: 10, height: 10, fonts: [folder]}\nbody: Text\n"),
        h("fonts", "too-many-fonts", "canvas: {width: 10, height: 10, fonts: [f0.ttf, f1.ttf, f2.ttf, f3.ttf]}\nbody: Text\n",
          args: ["--limit", "maxFonts=3"]),
        h("fonts", "same-font-20000-then-bad", "canvas: {width: 10, height: 10, fonts: [" + Array(repeating: "f0.ttf", count: 20_000).joined(separator: ", ") + ", fake.png]}\nbody: Text\n"),
        h("fonts", "fonts-not-list", "canvas: {width: 10, height: 10, fonts: {a: 1}}\nbody: Text\n"),
        h("fonts", "unknown-weight", body("{Text: a, font: {size: 12, weight: heavyish}}")),
        h("fonts", "family-without-size", body("{Text: a, font: {family: DejaVu Sans}}")),
        h("fonts", "unknown-style", body("{Text: a, font: tiny}")),
        h("fonts", "font-width-3", body("{Text: a, font: {size: 12, width: 3}}")),
    ]

    static let budgets: [Hostile] = [
        h("budgets", "loop-iterations", body("{ForEach: {count: 100}, content: {ForEach: {count: 100}, content: []}}"),
          args: ["--limit", "maxLoopIterations=1000"]),
        h("budgets", "text-characters", body("{ForEach: {count: 50}, content: {Text: \"0123456789\"}}"),
          args: ["--limit", "maxTotalTextCharacters=300"]),
        h("budgets", "effects-201", body("[" + Array(repeating: "{Text: a, blur: 1}", count: 201).joined(separator: ", ") + "]")),
        h("budgets", "shadows-20-huge", body("[" + Array(repeating: "{Text: a, shadow: 100000}", count: 20).joined(separator: ", ") + "]")),
        h("budgets", "effect-pixels-big-canvas", "canvas: {width: 4096, height: 4096}\nbody: {ZStack: [" + Array(repeating: "{Color: red, blur: 1000}", count: 5).joined(separator: ", ") + "]}\n"),
        h("budgets", "effect-pixels-foreach", "canvas: {width: 2000, height: 2000}\nbody: {ForEach: {count: 50}, content: {Color: red, shadow: 20}}\n"),
        h("budgets", "modifiers-1000-past-the-resolve-guard", body("{Text: a, modifiers: [" + Array(repeating: "{padding: 0}", count: 1_000).joined(separator: ", ") + "]}"),
          args: ["--limit", "maxModifiers=2000"]),
        h("budgets", "effect-radius", body("{Text: a, blur: 50}"), args: ["--limit", "maxEffectRadius=10"]),
        h("budgets", "modifiers-101", body("{Text: a, modifiers: [" + Array(repeating: "{opacity: 1}", count: 101).joined(separator: ", ") + "]}")),
        h("budgets", "path-segments", body("{Path: \"M 0 0 L 1 1 L 2 2 L 3 3\"}"), args: ["--limit", "maxPathSegments=2"]),
        h("budgets", "dash-entries", body("{Circle: , stroke: {style: red, dash: [1, 2, 3, 4]}}"), args: ["--limit", "maxPathSegments=3"]),
        h("budgets", "views", body("[Text, Text, Text, Text]"), args: ["--limit", "maxNodes=3"]),
        h("budgets", "depth", body("{VStack: [{VStack: [{VStack: [Text]}]}]}"), args: ["--limit", "maxDepth=3"]),
        h("budgets", "text-length", body("{Text: abcdefgh}"), args: ["--limit", "maxTextLength=4"]),
        h("budgets", "timeout", body("{ForEach: {count: 40000}, content: []}"), args: ["--timeout", "0.000001"]),
        h("budgets", "scene-bytes", body("Text"), args: ["--limit", "maxSceneBytes=10"]),
        h("budgets", "data-bytes", "{\"a\": 1}", ext: "json", args: ["--limit", "maxDataBytes=4"], data: true),
        h("budgets", "numbers", body("{Text: a, padding: 500}"), args: ["--limit", "maxNumber=100"]),
        h("budgets", "scale", "canvas: {width: 10, height: 10, scale: 3}\nbody: Text\n", args: ["--limit", "maxScale=2"]),
        h("budgets", "canvas-pixels", "canvas: {width: 100, height: 100}\nbody: Text\n", args: ["--limit", "maxTotalPixels=5000"]),
        h("budgets", "image-total-decoded-once", body("[" + Array(repeating: "{Image: avatar.png}", count: 30).joined(separator: ", ") + ", {Image: avatar2.png}]"),
          args: ["--limit", "maxTotalImagePixels=20000"]),
    ]

    static let all: [Hostile] = syntax + types + nesting + sizes + numbers + unicode + paths + images + fonts + budgets
}
