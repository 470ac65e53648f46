import SwiftUI

// A passcode keypad: entered-digit dots and a 3×4 grid of round keys with letters.

struct KeypadKey: View {
    let digit: String
    let letters: String

    var body: some View {
        VStack(spacing: 0) {
            Text(digit).font(.system(size: 34))
            if !letters.isEmpty {
                Text(letters).font(.system(size: 10, weight: .semibold)).kerning(2)
            }
        }
        .frame(width: 78, height: 78)
        .background(Circle().fill(Color(.systemGray5)))
    }
}

struct PasscodeScreen: View {
    let entered = 2
    let keys: [(String, String)] = [("1", ""), ("2", "ABC"), ("3", "DEF"), ("4", "GHI"), ("5", "JKL"), ("6", "MNO"),
                                    ("7", "PQRS"), ("8", "TUV"), ("9", "WXYZ")]

    var body: some View {
        VStack(spacing: 28) {
            Text("Enter Passcode").font(.title3)
            HStack(spacing: 24) {
                ForEach(0..<6) { i in
                    Circle()
                        .strokeBorder(Color.primary, lineWidth: 1.5)
                        .background(Circle().fill(i < entered ? Color.primary : .clear))
                        .frame(width: 13, height: 13)
                }
            }
            .padding(.bottom, 20)
            Grid(horizontalSpacing: 26, verticalSpacing: 16) {
                ForEach(0..<3) { row in
                    GridRow {
                        ForEach(0..<3) { column in
                            KeypadKey(digit: keys[row * 3 + column].0, letters: keys[row * 3 + column].1)
                        }
                    }
                }
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                    KeypadKey(digit: "0", letters: "")
                    Text("Cancel").font(.body)
                }
            }
        }
    }
}
