// Package table is what every game the app plays has in common: the
// contract between a game's rules and the clients that play it (the
// window, the simulator, the hint, the text client, the replay printer).
//
// A rules package (Kandahar's game, Enduring Freedom's game/enduring)
// keeps its own state, actions and board queries: hexes and portage, or
// zones, staging areas and tracks. What a client needs of any game, and
// no more, is here:
//
//   - Dice, Die and Term: the seeded dice that are a game's only chance,
//     a die shown, a line of a total. A seed and the log of actions replay
//     a game exactly.
//   - Event: one thing that happened, with the rule section that called
//     for it, our words, its dice and the terms of its total. An engine's
//     own events carry more (pieces, places) for its own board; each says
//     itself as an Event through Table.
//   - Prompt, Question and Option: what the moment asks, in words with its
//     rule sections, and a question's options numbered once from 1, so
//     that key N, button N, "choose N" in a hint and option N in the text
//     client are one answer.
//   - Refusal: a rule's "no", with a stable code, the section it rests on
//     and one sentence.
//   - Session: a game being played. Apply an action, Check one without
//     taking it, list the Legal ones, Answer a question by its number,
//     Undo back to the last die.
//
// Both engines satisfy Session with their own action and event types,
// checked at compile time in each engine; Play turns either into a
// Table, the same session seen through this package's types alone, for
// the parts of a client that are the same for every game.
package table
