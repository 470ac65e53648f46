import Foundation
import EaselCore

/// SF-style symbols (`Image: {systemName: …}`, `Label`) and the iOS controls,
/// each with the values a still image shows (a toggle's state, a slider's value…).
enum SymbolControlEntries {
    static func register(into r: inout SceneRegistry) {
        registerSymbols(into: &r)
        registerControls(into: &r)
        registerStyles(into: &r)
    }

    static func registerSymbols(into r: inout SceneRegistry) {
        // Image keeps its file form; systemName: draws a symbol instead.
        if var image = r.views["Image"] {
            let file = image.build
            image.doc += " Or systemName: an SF Symbols name, drawn with its Material Icons stand-in."
            // A file or a symbol name: one of the two.
            image.params = image.params.map { $0.name == "file" ? $0.oneOf("source") : $0 }
            image.params.append(ParamSpec("systemName", .string, "An SF Symbols name (checkmark.circle.fill, gearshape…).").oneOf("source"))
            image.params.append(ParamSpec("name", .string, "An image set of the asset catalog (canvas assets:, --assets).").oneOf("source"))
            r.add(ViewEntry(name: image.name, doc: image.doc, params: image.params, positional: image.positional) { a in
                if let name = try a.string("systemName") { return .image(Image(systemName: name)) }
                if let name = try a.string("name") { return .image(Image(name)) }
                return try file(a)
            })
        }
        r.add(ViewEntry(name: "Label", doc: "A symbol and a title on one baseline; labelStyle picks which show.", params: [
            ParamSpec("title", .string, required: true), ParamSpec("systemImage", .string, required: true),
        ], positional: "title") { a in
            .view(AnyView(Label(try a.required("title").string(), systemImage: try a.required("systemImage").string())))
        })
        r.modifier("imageScale", "Symbols drawn small, medium or large for their font.",
                   [ParamSpec("scale", .choice(["small", "medium", "large"]), required: true)], positional: "scale") { v, a in
            AnyView(v.imageScale(try a.required("scale").choice(["small": Image.Scale.small, "medium": .medium, "large": .large],
                                                                 what: "image scale")))
        }
        r.modifier("symbolRenderingMode", "How symbol layers take the foreground style(s).",
                   [ParamSpec("mode", .choice(["monochrome", "hierarchical", "palette", "multicolor"]), required: true)], positional: "mode") { v, a in
            AnyView(v.symbolRenderingMode(try a.required("mode").choice(["monochrome": SymbolRenderingMode.monochrome,
                "hierarchical": .hierarchical, "palette": .palette, "multicolor": .multicolor], what: "rendering mode")))
        }
        r.modifier("symbolVariant", "Draws symbols in a variant: fill, circle, circle.fill, square, square.fill, slash.",
                   [ParamSpec("variant", .choice(["none", "fill", "circle", "circle.fill", "square", "square.fill", "slash"]), required: true)],
                   positional: "variant") { v, a in
            AnyView(v.symbolVariant(try a.required("variant").choice(["none": SymbolVariants.none, "fill": .fill, "circle": .circle,
                "circle.fill": .circle.fill, "square": .square, "square.fill": .square.fill, "slash": .slash], what: "symbol variant")))
        }
        r.modifier("labelStyle", "titleAndIcon, titleOnly or iconOnly.",
                   [ParamSpec("style", .choice(["automatic", "titleAndIcon", "titleOnly", "iconOnly"]), required: true)], positional: "style") { v, a in
            switch try a.required("style").choice(["automatic": 0, "titleAndIcon": 0, "titleOnly": 1, "iconOnly": 2], what: "label style") {
            case 1: return AnyView(v.labelStyle(.titleOnly))
            case 2: return AnyView(v.labelStyle(.iconOnly))
            default: return AnyView(v.labelStyle(.titleAndIcon))
            }
        }
    }

    static func registerControls(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "Toggle", doc: "A titled iOS switch, on or off.", params: [
            ParamSpec("title", .string, required: true), ParamSpec("isOn", .bool),
        ], positional: "title") { a in
            .view(AnyView(Toggle(try a.required("title").string(), isOn: .constant(try a.bool("isOn") ?? false))))
        })
        r.add(ViewEntry(name: "Slider", doc: "A slider at value between min and max (0…1 unless given).", params: [
            ParamSpec("value", .number), ParamSpec("min", .number), ParamSpec("max", .number),
        ], positional: "value") { a in
            // Bounds given the wrong way round are swapped; equal ones draw an empty track.
            let a0 = try a.number("min") ?? 0, a1 = try a.number("max") ?? 1
            let lo = min(a0, a1), hi = max(a0, a1)
            return .view(AnyView(Slider(value: .constant(try a.number("value") ?? lo), in: lo...hi)))
        })
        r.add(ViewEntry(name: "Stepper", doc: "A title and the minus/plus pair; a bound greys its button out.", params: [
            ParamSpec("title", .string, required: true), ParamSpec("value", .integer), ParamSpec("min", .integer), ParamSpec("max", .integer),
        ], positional: "title") { a in
            let b0 = try a.integer("min") ?? Int.min / 2, b1 = try a.integer("max") ?? Int.max / 2
            let lo = min(b0, b1), hi = max(b0, b1)
            let value = try a.integer("value") ?? max(lo, 0)
            return .view(AnyView(Stepper(try a.required("title").string(), value: .constant(value), in: lo...hi)))
        })
        r.add(ViewEntry(name: "Picker", doc: "Options (strings) with one selected; pickerStyle: menu, segmented, inline or navigationLink.", params: [
            ParamSpec("title", .string), ParamSpec("options", .list(.string), required: true), ParamSpec("selection", .string),
        ], positional: "options") { a in
            let options = try a.required("options").items().map { try $0.string() }
            let selection = try a.string("selection") ?? options.first ?? ""
            return .view(AnyView(Picker(try a.string("title") ?? "", selection: .constant(selection)) {
                ForEach(options, id: \.self) { Text($0).tag($0) }
            }))
        })
        for secure in [false, true] {
            r.add(ViewEntry(name: secure ? "SecureField" : "TextField",
                            doc: secure ? "A password field: one bullet per character." : "A one-line field: its text, or the placeholder in grey.",
                            params: [ParamSpec("placeholder", .string), ParamSpec("text", .string)], positional: "placeholder") { a in
                let placeholder = try a.string("placeholder") ?? "", text = try a.string("text") ?? ""
                return .view(secure ? AnyView(SecureField(placeholder, text: .constant(text)))
                                    : AnyView(TextField(placeholder, text: .constant(text))))
            })
        }
        r.add(ViewEntry(name: "TextEditor", doc: "Multi-line text, inset as UITextView insets it, filling what it is offered.",
                        params: [ParamSpec("text", .string)], positional: "text") { a in
            .view(AnyView(TextEditor(text: .constant(try a.string("text") ?? ""))))
        })
        r.add(ViewEntry(name: "DatePicker", doc: "A compact date picker showing year-month-day hour:minute (UTC).", params: [
            ParamSpec("title", .string), ParamSpec("year", .integer(in: 1...9999), required: true),
            ParamSpec("month", .integer(in: 1...12), required: true), ParamSpec("day", .integer(in: 1...31), required: true),
            ParamSpec("hour", .integer(in: 0...23)), ParamSpec("minute", .integer(in: 0...59)),
            ParamSpec("components", .choice(["date", "time", "both"])),
        ], positional: nil) { a in
            var parts = DateComponents()
            parts.year = try a.integer("year"); parts.month = try a.integer("month"); parts.day = try a.integer("day")
            parts.hour = try a.integer("hour") ?? 0; parts.minute = try a.integer("minute") ?? 0
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            // A day past the month's end rolls over, as Calendar does (31 April is 1 May).
            let date = calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
            let c = try a.choice("components", ["date": DatePickerComponents.date, "time": .hourAndMinute,
                                                "both": [.date, .hourAndMinute]], what: "components") ?? [.date, .hourAndMinute]
            return .view(AnyView(DatePicker(try a.string("title") ?? "", selection: .constant(date), displayedComponents: c)))
        })
        r.add(ViewEntry(name: "Gauge", doc: "A capacity bar with its title above and current value below (gaugeStyle picks the accessory looks).", params: [
            ParamSpec("title", .string), ParamSpec("value", .unit), ParamSpec("currentValue", .string),
        ], positional: "value") { a in
            let title = try a.string("title") ?? "", value = try a.number("value") ?? 0
            if let current = try a.string("currentValue") {
                return .view(AnyView(Gauge(value: value) { Text(title) } currentValueLabel: { Text(current) }))
            }
            return .view(AnyView(Gauge(value: value) { Text(title) }))
        })
        r.add(ViewEntry(name: "ActivityIndicator", doc: "ProgressView() with no value: iOS's spinner, with an optional title.",
                        params: [ParamSpec("title", .string)], positional: "title") { a in
            if let t = try a.string("title") { return .view(AnyView(ProgressView(t))) }
            return .view(AnyView(ProgressView()))
        })
        r.add(ViewEntry(name: "Link", doc: "A title in the tint colour.", params: [ParamSpec("title", .string, required: true), ParamSpec("url", .string)],
                        positional: "title") { a in
            let url = URL(string: try a.string("url") ?? "https://example.com") ?? URL(fileURLWithPath: "/")
            return .view(AnyView(Link(try a.required("title").string(), destination: url)))
        })
        r.add(ViewEntry(name: "Menu", doc: "A menu's label (its items are never shown in a still image).",
                        params: [ParamSpec("title", .string, required: true)], positional: "title") { a in
            .view(AnyView(Menu(try a.required("title").string()) { EmptyView() }))
        })
        r.add(ViewEntry(name: "ColorPicker", doc: "A title and the colour swatch.", params: [ParamSpec("title", .string, required: true), ParamSpec("color", .color)],
                        positional: "title") { a in
            .view(AnyView(ColorPicker(try a.required("title").string(), selection: .constant(try a["color"]?.color() ?? .blue))))
        })
        r.add(ViewEntry(name: "LabeledContent", doc: "A title leading and its value trailing in secondary grey.",
                        params: [ParamSpec("title", .string, required: true), ParamSpec("value", .string)], positional: "title") { a in
            .view(AnyView(LabeledContent(try a.required("title").string(), value: try a.string("value") ?? "")))
        })
    }

    static func registerStyles(into r: inout SceneRegistry) {
        r.modifier("pickerStyle", "menu (default), segmented, inline, or navigationLink (in a list row: the label, the chosen option and the disclosure chevron).",
                   [ParamSpec("style", .choice(["automatic", "menu", "segmented", "inline", "wheel", "navigationLink"]), required: true)],
                   positional: "style") { v, a in
            switch try a.required("style").choice(["automatic": 0, "menu": 0, "segmented": 1, "inline": 2, "wheel": 2, "navigationLink": 3],
                                                   what: "picker style") {
            case 1: return AnyView(v.pickerStyle(.segmented))
            case 2: return AnyView(v.pickerStyle(.inline))
            case 3: return AnyView(v.pickerStyle(.navigationLink))
            default: return AnyView(v.pickerStyle(.menu))
            }
        }
        r.modifier("textFieldStyle", "plain (default) or roundedBorder.",
                   [ParamSpec("style", .choice(["automatic", "plain", "roundedBorder"]), required: true)], positional: "style") { v, a in
            try a.required("style").choice(["automatic": false, "plain": false, "roundedBorder": true], what: "text field style")
                ? AnyView(v.textFieldStyle(.roundedBorder)) : AnyView(v.textFieldStyle(.plain))
        }
        r.modifier("toggleStyle", "switch (default) or button.",
                   [ParamSpec("style", .choice(["automatic", "switch", "button"]), required: true)], positional: "style") { v, a in
            try a.required("style").choice(["automatic": false, "switch": false, "button": true], what: "toggle style")
                ? AnyView(v.toggleStyle(.button)) : AnyView(v.toggleStyle(.switch))
        }
        r.modifier("gaugeStyle", "Gauges' look, as iOS 17 draws it (automatic is linearCapacity; the circular ones are 58 pt).",
                   [ParamSpec("style", .choice(["automatic", "linearCapacity", "accessoryLinear", "accessoryLinearCapacity",
                                                "accessoryCircular", "accessoryCircularCapacity"]), required: true)], positional: "style") { v, a in
            switch try a.required("style").choice(["automatic": 0, "linearCapacity": 0, "accessoryLinear": 1, "accessoryLinearCapacity": 2,
                                                   "accessoryCircular": 3, "accessoryCircularCapacity": 4], what: "gauge style") {
            case 1: return AnyView(v.gaugeStyle(.accessoryLinear))
            case 2: return AnyView(v.gaugeStyle(.accessoryLinearCapacity))
            case 3: return AnyView(v.gaugeStyle(.accessoryCircular))
            case 4: return AnyView(v.gaugeStyle(.accessoryCircularCapacity))
            default: return AnyView(v.gaugeStyle(.linearCapacity))
            }
        }
        r.modifier("buttonBorderShape", "The shape of bordered buttons: automatic, capsule, circle, roundedRectangle.",
                   [ParamSpec("shape", .choice(["automatic", "capsule", "circle", "roundedRectangle"]), required: true)], positional: "shape") { v, a in
            AnyView(v.buttonBorderShape(try a.required("shape").choice(["automatic": ButtonBorderShape.automatic, "capsule": .capsule,
                "circle": .circle, "roundedRectangle": .roundedRectangle], what: "border shape")))
        }
        r.modifier("labelsHidden", "Hides controls' titles.", [ParamSpec("hidden", .bool)], positional: "hidden") { v, a in
            try a.bool("hidden") ?? true ? AnyView(v.labelsHidden()) : v
        }
    }
}
