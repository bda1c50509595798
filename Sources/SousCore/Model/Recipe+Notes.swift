import Foundation

extension Recipe {
    /// Adds the cook's note to the family memory as a dated line ("26 Nov 2026: less sugar"),
    /// starting the memory if the recipe has none.
    public mutating func addNote(_ text: String, on date: Date) {
        let line = "\(Self.noteDate(date)): \(text)"
        if var memory = familyMemory {
            memory.story += "\n" + line
            familyMemory = memory
        } else {
            familyMemory = FamilyMemory(story: line)
        }
    }

    /// "26 Nov 2026", the same in every locale (the note is read back in the cookbook, not the UI's language).
    static func noteDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "d MMM yyyy"
        return formatter.string(from: date)
    }
}
