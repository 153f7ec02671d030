// Package textplay is `kandahar text`: the whole game in plain lines on
// standard input and output, for a player with a terminal screen reader
// (Orca, NVDA, VoiceOver, a braille display), over SSH too, and for
// scripted tests.
//
// It is a client of the same view the window plays through: the prompt
// and its numbered options (a number typed is the window's key of that
// number), the pick-up and drop of the view for every move, haul, ride
// and drop, the stack's attacks and their odds, the shop's offers, and
// the events in the order the game returns them, each with its dice and
// rule section. It decides no rule: what the game refuses, it says in
// the view's own sentence.
//
// Everything it writes is a plain line: no colour, no cursor movement, no
// escape sequence, no line rewritten; each line complete in itself and at
// most MaxLine bytes. Anything echoed from a file or from the player's
// typing is stripped of control characters first.
//
// Saves are the window's: it autosaves into the same folder through
// package saves as the window does (after every action when the phase
// changes, and on every way out: quit, end of input, Ctrl+C, a hang-up),
// so a game begun here resumes in the window and the other way round.
package textplay
