// Package enduring is the rules engine of Enduring Freedom (Modern War
// no. 30, 2017), the solitaire game of the 2001-2002 campaign in
// Afghanistan: the player runs the Coalition, the game system the
// Islamists. Pure Go: no drawing, no files.
//
// The shape is Kandahar's (package game): a State holds everything,
// the dice included (table.Dice, shared with Kandahar), so a seed and the
// log of actions reproduce a game (Game, Replay, EncodeSave/DecodeSave).
// A client asks the state what the player can do:
//
//   - Prompt says what the game waits for, in words;
//   - Legal lists the actions the rules allow now; Check says why one
//     is refused, in a sentence;
//   - Apply does an action and runs the game system until the player
//     must act again, returning the events: each with its rule section,
//     its dice and the terms of a total (Event, Kandahar's shape);
//   - Visible and Shown tell which counters' faces the player may see.
//
// The sequence of play (7.2) is a list of phases (Phase). In the
// player's phases (mobilization, refit, InfoWar, ISR, staging, ground and
// air movement, defensive CAS) the player acts freely and ends the phase;
// a phase with nothing to do passes by itself. The other phases are the
// game system's, run step by step (system.go, events.go, combat.go).
// Where a rule leaves a choice to the player inside them (which zone to
// designate, which unit takes a hit, pay or lose a step, which staging
// area an air unit returns to, the Loya Jirga), the step asks a Question
// and waits: Legal then lists its answers (ActAnswer). The step is plain
// code calling ask; when the answer is not known yet the step stops and
// is run again from its snapshot, with the same dice, once the player
// has answered, so no choice is ever made silently and no die is rolled
// twice.
//
// Where each rule section lives: docs/enduring/rules-map.md. The map,
// counters and charts are data (assets/enduring, docs/enduring/components.md);
// the rulings on what the text leaves open are docs/enduring/rulings.md.
package enduring
