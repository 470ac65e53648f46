import SwiftUI

// A language-learning exercise, iOS 13–14 style: a progress bar for the lesson,
// a prompt, answer choices as buttons (one chosen), hearts left, and a Check
// button that enables once an answer is chosen.

final class LessonViewModel: ObservableObject {
    @Published var selected: String? = "Ich habe Hunger"
    @Published var hearts = 4
    let step = 6
    let steps = 10
    let prompt = "I am hungry"
    let choices = ["Ich bin Hunger", "Ich habe Hunger", "Ich habe Durst", "Mir ist kalt"]
}

struct LanguageLessonScreen: View {
    @ObservedObject var lesson = LessonViewModel()

    var body: some View {
        NavigationView {
            VStack(alignment: .leading, spacing: 24) {
                HStack(spacing: 12) {
                    ProgressView(value: Double(lesson.step), total: Double(lesson.steps))
                        .accentColor(.green)
                    HStack(spacing: 2) {
                        Image(systemName: "heart.fill").foregroundColor(.red)
                        Text("\(lesson.hearts)").bold()
                    }
                }

                Text("Translate this sentence").font(.title2).bold()

                HStack(spacing: 12) {
                    Image(systemName: "speaker.wave.2.fill")
                        .foregroundColor(.white)
                        .padding(10)
                        .background(Circle().fill(Color.blue))
                    Text(lesson.prompt)
                        .font(.title3)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 10)
                        .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color(.systemGray4), lineWidth: 1.5))
                }

                VStack(spacing: 12) {
                    ForEach(lesson.choices, id: \.self) { choice in
                        Button(action: { lesson.selected = choice }) {
                            Text(choice)
                                .frame(maxWidth: .infinity)
                                .padding()
                                .foregroundColor(lesson.selected == choice ? .blue : .primary)
                                .background(RoundedRectangle(cornerRadius: 12)
                                    .fill(lesson.selected == choice ? Color.blue.opacity(0.1) : Color.clear))
                                .overlay(RoundedRectangle(cornerRadius: 12)
                                    .stroke(lesson.selected == choice ? Color.blue : Color(.systemGray4), lineWidth: 2))
                        }
                    }
                }

                Spacer()

                Button(action: {}) {
                    Text("CHECK")
                        .font(.headline)
                        .foregroundColor(.white)
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 14).fill(lesson.selected == nil ? Color.gray : Color.green))
                }
                .disabled(lesson.selected == nil)
            }
            .padding()
            .navigationBarTitle("Lesson 3 · Food", displayMode: .inline)
            .navigationBarItems(leading: Button(action: {}) {
                Image(systemName: "xmark")
            })
        }
    }
}

struct LanguageLessonScreen_Previews: PreviewProvider {
    static var previews: some View {
        LanguageLessonScreen()
    }
}
