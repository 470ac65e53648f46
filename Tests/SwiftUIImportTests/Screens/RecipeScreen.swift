import SwiftUI

// A recipe detail page: a hero, meta chips, ingredients with quantities, numbered steps.

struct RecipeScreen: View {
    let ingredients: [(String, String)] = [("Spaghetti", "400 g"), ("Guanciale", "150 g"), ("Egg yolks", "4"),
                                           ("Pecorino Romano", "60 g"), ("Black pepper", "to taste")]
    let steps = ["Boil the pasta in salted water.", "Crisp the guanciale in a dry pan.",
                 "Whisk yolks with the cheese and pepper.", "Toss everything off the heat with a splash of pasta water."]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ZStack(alignment: .bottomLeading) {
                    Rectangle()
                        .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                        .frame(height: 220)
                    Text("Carbonara")
                        .font(.system(.largeTitle, design: .serif).bold())
                        .foregroundColor(.white)
                        .shadow(radius: 3)
                        .padding()
                }
                HStack(spacing: 12) {
                    Label("25 min", systemImage: "clock")
                    Label("4 servings", systemImage: "person.2")
                    Label("Easy", systemImage: "flame")
                }
                .font(.footnote)
                .labelStyle(.titleAndIcon)
                .padding(.horizontal)
                VStack(alignment: .leading, spacing: 10) {
                    Text("Ingredients").font(.title3.bold())
                    ForEach(ingredients, id: \.0) { name, amount in
                        HStack {
                            Text(name)
                            Spacer()
                            Text(amount).foregroundColor(.secondary)
                        }
                        Divider()
                    }
                }
                .padding(.horizontal)
                VStack(alignment: .leading, spacing: 12) {
                    Text("Method").font(.title3.bold())
                    ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .firstTextBaseline, spacing: 12) {
                            Text("\(index + 1)").font(.headline).foregroundColor(.orange)
                            Text(step)
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}
