#if Previews
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: a marker that `#Preview` reads (it turns the variable into a
/// property of the preview's view). Attached anywhere else it is an error, as
/// SwiftUI documents.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let insidePreview = context.lexicalContext.contains { syntax in
            if let decl = syntax.as(MacroExpansionDeclSyntax.self) { return decl.macroName.text == "Preview" }
            if let expr = syntax.as(MacroExpansionExprSyntax.self) { return expr.macroName.text == "Preview" }
            return false
        }
        guard insidePreview else {
            throw PreviewMacroError("@Previewable marks a variable at the top of a #Preview body; it means nothing elsewhere")
        }
        return []
    }
}
#endif
