#if Previews
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct EaselPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
#else
// Without the Previews trait nothing depends on this plug-in and swift-syntax is
// not fetched, but `swift build` still compiles every target: this keeps it linkable.
@main
enum EaselPreviewMacrosPlugin { static func main() {} }
#endif
