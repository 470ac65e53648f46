#if Previews
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: expands to a uniquely named type conforming to `PreviewRegistry`,
/// which `PreviewDiscovery` finds at run time (Linux has no Objective-C runtime
/// to list classes, and a macro at file scope cannot introduce a name a test
/// could spell). The body becomes a nested view: `@Previewable` declarations
/// become its stored properties, every other statement its `body`, so the body
/// is type-checked as a view builder exactly like a hand-written view.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var closure = node.trailingClosure
        var afterTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case "traits"?: traits.append(argument.expression); afterTraits = true
            case "body"?: closure = argument.expression.as(ClosureExprSyntax.self)
            case nil where afterTraits: traits.append(argument.expression)
            case nil: name = argument.expression
            case let other?: throw PreviewMacroError("#Preview has no argument labelled '\(other)'")
            }
        }
        guard let closure else { throw PreviewMacroError("#Preview needs a body closure: #Preview { MyView() }") }
        guard let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath) else {
            throw PreviewMacroError("#Preview cannot tell where it is written")
        }

        var properties: [String] = []
        var statements: [String] = []
        // Xcode 15's previews end `let model = …; return Card(model)`: an explicit `return` turns the
        // view builder off, which Swift accepts silently in the closure but warns about on a
        // `@ViewBuilder` property, so such a body becomes a plain computed property.
        let returnsExplicitly = closure.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                let kept = variable.attributes.filter { !isPreviewable($0) }
                properties.append(variable.with(\.attributes, AttributeListSyntax(kept)).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }

        let registry = context.makeUniqueName("__EaselPreview__")
        let content = context.makeUniqueName("Content")
        let traitList = traits.isEmpty ? "" : ", traits: " + traits.map(\.trimmedDescription).joined(separator: ", ")
        let decl: DeclSyntax = """
            enum \(registry): EaselCore.PreviewRegistry {
                static var fileID: String { \(fileID.file) }
                static var filePath: String { \(filePath.file) }
                static var line: Int { \(fileID.line) }
                static var column: Int { \(fileID.column) }
                @MainActor static var preview: EaselCore.Preview {
                    EaselCore.Preview(\(raw: name?.trimmedDescription ?? "nil")\(raw: traitList)) { \(content)() }
                }
                struct \(content): EaselCore.View {
                    \(raw: properties.joined(separator: "\n"))
                    \(raw: returnsExplicitly ? "" : "@EaselCore.ViewBuilder ")var body: some EaselCore.View {
                        \(raw: statements.joined(separator: "\n"))
                    }
                }
            }
            """
        return [decl]
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
#endif
