import Foundation
import Testing
import Easel
@testable import EaselScene

/// Scenes reach symbols and the iOS controls.
@Suite struct SymbolControlSceneTests {
    @Test func symbolsAndControlsLayOutWithTheirMetrics() throws {
        let f = try frames("""
        canvas: { width: 300 }
        body:
          VStack:
            alignment: leading
            spacing: 0
            content:
              - Image: { systemName: checkmark.circle.fill }
                id: symbol
              - Image: { systemName: star }
                font: title
                id: title
              - Toggle: { title: Wi-Fi, isOn: true }
                labelsHidden: true
                id: switch
              - Stepper: { title: Guests, value: 1, min: 1, max: 5 }
                id: stepper
              - Picker: { options: [Day, Week], selection: Week }
                pickerStyle: segmented
                id: segmented
              - TextField: Email
                textFieldStyle: roundedBorder
                id: field
              - ActivityIndicator: {}
                id: spinner
        """)
        // Symbols: font size × 1.25 × 20/24 (17 pt body, 28 pt title).
        #expect(abs((f["symbol"]?.width ?? 0) - 17 * 0.996) < 1e-9)
        #expect(abs((f["title"]?.height ?? 0) - 28 * 0.996) < 1e-9)
        #expect(f["switch"]?.size == CGSize(width: 51, height: 31))
        #expect(f["stepper"]?.size == CGSize(width: 300, height: 32))
        #expect(f["segmented"]?.size == CGSize(width: 300, height: 32))
        #expect(f["field"]?.size == CGSize(width: 300, height: 34))
        #expect(f["spinner"]?.size == CGSize(width: 20, height: 20))
    }

    @Test func gaugeStyleMakesACircular58PointGauge() throws {
        let f = try frames("""
        canvas: { width: 300 }
        body:
          VStack:
            content:
              - Gauge: { title: CPU, value: 0.64, currentValue: 64% }
                gaugeStyle: accessoryCircularCapacity
                id: ring
              - Gauge: { title: CPU, value: 0.64 }
                gaugeStyle: automatic
                id: bar
        """)
        #expect(f["ring"]?.size == CGSize(width: 58, height: 58))
        #expect(f["bar"]?.width == 300)
    }

    /// `pickerStyle: navigationLink` in a list row draws a navigation row (the
    /// disclosure chevron), where the default menu style draws the up-down chevron.
    @Test func navigationLinkPickerStyleDrawsADisclosureRow() throws {
        func placedTypes(_ style: String) throws -> [String] {
            let built = try scene("""
            canvas: { width: 393, height: 200 }
            body:
              List:
                - Picker: { title: Sort By, options: [Name, Date], selection: Date }
                  pickerStyle: \(style)
            """).build()
            var names: [String] = []
            SceneRenderer(built).placedTree().forEach { n, _ in if let t = n.userTypeName { names.append(t) } }
            return names
        }
        let link = try placedTypes("navigationLink"), menu = try placedTypes("menu")
        #expect(link.contains("DisclosureChevron"))
        #expect(!menu.contains("DisclosureChevron"))
        #expect(failure("body:\n  Picker: { options: [A] }\n  pickerStyle: navigation")?.contains("navigationLink") == true)
    }

    @Test func anUnknownSymbolIsEmptyWithAWarning() throws {
        let built = try scene("""
        body:
          HStack:
            - Image: { systemName: no.such.symbol }
              id: missing
            - Text: Hi
        """).build()
        let r = SceneRenderer(built)
        #expect(try r.renderWithWarnings(.png).warnings.contains("no system symbol named \"no.such.symbol\"; drawn as an empty image"))
        var size: CGSize?
        r.placedTree().forEach { n, _ in if n.id?.base as? String == "missing" { size = n.frame.size } }
        #expect(size == .zero)
    }

    @Test func badControlValuesNameTheirKey() {
        #expect(failure("body:\n  DatePicker: { title: D, year: 2026, month: 13, day: 1 }")?.contains("month") == true)
        #expect(failure("body:\n  Toggle: { isOn: true }")?.contains("title") == true)
        #expect(failure("body:\n  Image: { systemName: star }\n  symbolVariant: round")?.contains("round") == true)
    }
}
