/// A semantic style: what a cell *is* (a selected tab, a running timer), never a colour.
///
/// The cases are exactly the roles of `contract/design-tokens.yaml` (a test checks it);
/// a theme maps each to colours, attributes and glyphs at the edge.
public enum StyleRole: String, CaseIterable, Hashable, Sendable {
    /// Ordinary text in lists
    case body
    /// Secondary text that should recede.
    case muted
    /// The screen or app title.
    case title
    /// A section heading inside a screen.
    case heading
    /// A panel's border lines.
    case panelBorder
    /// The border of the panel holding focus.
    case panelBorderFocused
    /// The scroll bar's track.
    case scrollTrack
    /// The scroll bar's thumb (where you are).
    case scrollThumb
    /// The tab bar's background strip.
    case tabBar
    /// An inactive tab's label.
    case tab
    /// The selected tab's label.
    case tabActive
    /// The hotkey letter or number in a tab label.
    case tabHotkey
    /// The status bar strip and its plain text.
    case statusBar
    /// A key in the status bar's hints (the "F1" in "F1 Help").
    case keyHint
    /// What a key hint does (the "Help" in "F1 Help").
    case keyHintLabel
    /// An unselected row in a list.
    case listItem
    /// The selected row; must stay visible in every depth.
    case listSelected
    /// The cursor marker beside the selected row.
    case listCursor
    /// A category chip that is not selected.
    case chip
    /// A selected category chip.
    case chipActive
    /// The favourite star on a recipe.
    case favorite
    /// The search box and the text typed into it.
    case searchInput
    /// The hint shown in an empty search box.
    case searchPlaceholder
    /// The part of a result that matches the query.
    case matchHighlight
    /// The filter panel's background and text.
    case filterPanel
    /// A form field's label.
    case formLabel
    /// An editable field without focus.
    case field
    /// The field being edited.
    case fieldFocused
    /// A field whose value is invalid.
    case fieldError
    /// The message explaining a validation error.
    case validationMessage
    /// How Sous understood an ingredient line as it is typed.
    case parsePreview
    /// A button without focus.
    case button
    /// The focused button.
    case buttonFocused
    /// A button that cannot be pressed now.
    case buttonDisabled
    /// A destructive button (Delete) without focus.
    case buttonDanger
    /// A destructive button with focus.
    case buttonDangerFocused
    /// A dialog's body.
    case dialog
    /// A dialog's border.
    case dialogBorder
    /// A dialog's title.
    case dialogTitle
    /// An informational banner.
    case bannerInfo
    /// A banner reporting success.
    case bannerSuccess
    /// A banner warning about something.
    case bannerWarning
    /// A banner reporting an error the user can act on.
    case bannerError
    /// Servings
    case recipeMeta
    /// An ingredient not yet ticked off.
    case ingredientUnchecked
    /// An ingredient ticked off; recedes.
    case ingredientChecked
    /// The number of a method step.
    case stepNumber
    /// The text of a method step.
    case stepText
    /// A duration mentioned in a step (a timer can start from it).
    case stepDuration
    /// A family member's note or memory about a recipe.
    case familyMemory
    /// The cooking mode background and plain text.
    case cookingOverlay
    /// The done part of the step progress bar.
    case progressFilled
    /// The remaining part of the step progress bar.
    case progressEmpty
    /// The current step in large text.
    case stepCurrent
    /// A preview of the next step.
    case stepNext
    /// A timer counting down with more than a minute left.
    case timerRunning
    /// A timer with under one minute left.
    case timerWarning
    /// A timer that reached zero; the UI flashes it by toggling reverse on alternate ticks (never terminal blink).
    case timerExpired
    /// What the cook asked the assistant.
    case assistantQuestion
    /// The assistant's answer.
    case assistantAnswer
    /// Voice control is off.
    case voiceOff
    /// Listening for a command.
    case voiceListening
    /// A command was heard and understood.
    case voiceHeard
    /// Working out an answer.
    case voiceThinking
    /// Speaking an answer or a step aloud.
    case voiceSpeaking
    /// The help overlay's body.
    case helpOverlay
    /// A key named in the help overlay.
    case helpKey
}
