import CPango
import CFontconfig

// fontconfig's result and match-kind constants by value (fontconfig.h: `FcResultMatch`
// and `FcResultNoMatch` are 0 and 1 of `FcResult`, `FcMatchPattern` is 0 of
// `FcMatchKind`). Pango's module includes fontconfig.h too, and which clang module owns
// the header depends on the order modules load in; in some builds of EaselText (the
// whole-module release build) the enum constants were not found by name while the
// types and functions were, so Easel names them once here.
let fcResultMatch = FcResult(rawValue: 0)
let fcResultNoMatch = FcResult(rawValue: 1)
let fcMatchPattern = FcMatchKind(rawValue: 0)
