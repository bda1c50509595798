/// The assistant's answer to one utterance: what it understood, what to say, what to change.
///
/// `commands` are applied to the session with `CookingSession.applying(_:now:)`. When
/// `confirm` is true they are a question first: keep the response as pending, and apply
/// them only when the next utterance is "yes" (`Assistant.respond(..., pending:)` does that).
public struct AssistantResponse: Hashable, Sendable {
    /// What was asked, made terminal-safe and cut to `Assistant.maxQueryCharacters`.
    public var query: String
    public var intent: String
    public var slots: [String: SlotValue]
    /// The parser's confidence, 0...1.
    public var score: Double
    /// What to say aloud: one or two short sentences, no symbols ("a quarter cup", "180 degrees Celsius").
    public var reply: String
    /// What to show: the same answer as written ("1/4 cup", "180°C"), possibly with more detail.
    public var display: String
    public var commands: [CookingCommand]
    /// The commands are destructive: ask first, apply on "yes".
    public var confirm: Bool
    /// The cook asked to see amounts in these units.
    public var units: UnitSystem?
    /// The cook asked for silence: stop speaking at once, say nothing.
    public var stopsSpeaking: Bool
    /// The cook asked to record a kitchen note on this step (the app opens the recorder).
    public var addsNote: Bool

    public init(query: String, intent: String, slots: [String: SlotValue] = [:], score: Double = 0,
                reply: String, display: String, commands: [CookingCommand] = [], confirm: Bool = false,
                units: UnitSystem? = nil, stopsSpeaking: Bool = false, addsNote: Bool = false) {
        self.query = query
        self.intent = intent
        self.slots = slots
        self.score = score
        self.reply = reply
        self.display = display
        self.commands = commands
        self.confirm = confirm
        self.units = units
        self.stopsSpeaking = stopsSpeaking
        self.addsNote = addsNote
    }
}

/// An answer being written: display text and what it asks for, before the match is attached.
struct Answer {
    var display: String
    var spoken: String?
    var commands: [CookingCommand] = []
    var confirm = false
    var units: UnitSystem?
    var stopsSpeaking = false
    var addsNote = false

    init(_ display: String, spoken: String? = nil, commands: [CookingCommand] = []) {
        self.display = display
        self.spoken = spoken
        self.commands = commands
    }
}
