// Package game is the rules of Kandahar: Special Forces in Afghanistan as a
// pure state machine, with no rendering, dialogs or files. The window, the
// saves, the replay printer and the tests all play through it.
//
// # A game
//
// LoadRules reads the three data files (map, terrain chart, counter mix).
// New starts a Game from the rules, a Scenario and a seed; NewState builds
// the State alone. A Game keeps the log of every Action, so the seed and
// the log reproduce the game exactly (Replay), which is what saves, undo,
// bug reports and the random-play tests stand on.
//
// # How a turn flows through Apply
//
//  1. The client asks what it may do: the view (below) for what the
//     player's gestures mean; LegalActions, Reachable for a stack's
//     moves, the previews (AttackPreview, NoisePreview, SuppressionChance)
//     for the odds; the choices (ShopOpen, ShopOffers, CampToPlace,
//     HaulOptions, Chance) and the phase flow (OnlyEndPhase,
//     MissionShortfall) so the client never repeats a rule. Check says
//     why an action is refused: an IllegalError with a stable Code (a
//     RefuseCode, for the client to act on) beside the Reason in words.
//  2. Game.Do (State.Apply underneath) takes one Action. Check refuses an
//     illegal one and nothing changes. Otherwise do carries it out and run
//     lets the game system work through its queue of Tasks: noise checks,
//     escapes, enemy arrivals and scatter, pursuit, enemy attacks,
//     casualties, claims, friendly fire, the mission check. Tasks run in
//     order; one that needs the player's choice sets State.Pending (a
//     Decision with its Options) and waits for an ActChoose.
//  3. Everything that happened comes back as Events, in order, each with
//     its rule section, its dice and its words: the client animates and
//     logs them.
//  4. Undo takes back the player's own actions, but only back to the last
//     die roll or draw from a cup: once the dice have spoken, the past is
//     fixed.
//
// The phases (4.0) follow one another by ActEndPhase: set-up, Mission
// Objective Placement, Friendly Movement, Friendly Combat, Enemy
// Movement/Combat (all game system), Success Determination. The game ends
// when the player ends it, when no mission is left, or when the last team
// is lost (5.0, Victory).
//
// # The contract
//
// A Game is a table.Session[Action, Event] (session.go; the compiler
// checks it): the same Prompt, Legal, Check, Apply, Answer, Undo and
// Actions as Enduring Freedom's game, so the parts of a client that are
// the same for every game (the simulator, the hint, the text client, the
// window's generic parts) play either through package table. The dice,
// Die and Term are the contract's. Check refuses with a table.Refusal; an
// IllegalError from Apply reads as one through errors.As. An Event says
// itself as a table.Event (Table), and State.Prompt's Table is the
// contract's prompt. What only Kandahar's board needs (hexes, pieces,
// portage, reach, the states after each event) stays in this package.
//
// The phase flow is the engine's too: a phase that holds nothing for the
// player but its end (OnlyEndPhase) passes within the action that led to
// it, with the line that says why (PhasePass), unless the state comes from
// a save of before that (State.PassesEmpty).
//
// # The view: what the player may do here
//
// A client turns gestures into questions to the view and draws the
// answers; it decides no rule (view.go, viewdrag.go, viewmenu.go,
// viewpoint.go):
//
//   - Prompt says what the moment asks (a Step, words, rule sections) and,
//     for a question, its Options numbered from 1: option N is key N,
//     button N and "choose N" in a hint, all read from this one list.
//     ChoiceNumber gives an ActChoose's number. Commands are the four
//     commands beside the pieces (end move, end phase, forfeit, end game)
//     with their verdicts, and the question to ask before ending the
//     shop with the mission's gear unbought (6.1).
//   - PickUp(piece, alone) says what a press on a counter lifts: its Kind
//     (a camp to place, a piece to deploy, gear to load, movers to move or
//     to attack with), the Pieces that go as one and their Stack, the MP;
//     or, refused, the Verdict (Code, Rule, Reason). Pickables(h) lists a
//     hex's pickups. InHand is the base camp waiting to be placed
//     (CampToPlace) as a pickup from no hex, so a click, a key or a drag
//     places it alike.
//   - DropAt(&pickup, hex, onto) says what putting it down means: a Drop
//     of a Kind (move, attack, haul, ride, set down, drop off, place a
//     camp, deploy, stay) with the Action to Apply and its preview (the
//     Reach with the MP left, the Noise there, the attack's Odds), or a
//     refusal with its code and section. Ask it as the pointer moves: the
//     pickup finds its reach once. DropOntos(&pickup, hex) lists the
//     pieces there worth dropping onto (a load the bare hex would not
//     make), for a key that cycles through them.
//   - StackMenu(h, top) lists what the stack may do: Move (a Pickup),
//     each load the rules allow, each attack open with its odds
//     (AttackItems); what cannot be done is listed with its Verdict.
//     PieceItems lists one piece's own actions (first aid, 18.2; a booby
//     trap set, 18.3); FireItems the suppressive fire step's nominations
//     (15.0).
//   - PointAt(piece, weapon) says what pointing at a piece means beyond
//     picking its stack up (a click on its counter, or M at its hex): an
//     enemy unit to attack in the combat phase (13.0), a weapon chosen or
//     nominated against an enemy unit in suppressive fire (15.0). A
//     Verdict's Sentence is its refusal as the player reads it, its
//     section cited once.
//   - ActionText and PieceLabel say an action and a piece in the
//     player's words, never by an internal number; two pieces of one name
//     are told apart by their hex.
//   - A combat Event says who attacked whom: Attacker (a Side), Attackers
//     and Defenders.
//
// Everything in the view comes from Check and the previews, so it can
// never offer what Apply refuses (TestDropAgreesWithCheck_10_0).
//
// # Where the sections live
//
//   - hex.go, board.go, boardcache.go, terrain.go: the map, hex geometry,
//     scatter walks and the terrain chart (2.2, 10.7, 11.0, 12.1, 12.8).
//   - counters.go, pieces.go: the counter mix and what a piece is (2.3, 2.4).
//   - setup.go, scenario.go, scenariofile.go: set-up, purchases, base
//     camps, phases (3.0–3.6, 4.0, 6.0–6.3, 12.11, 16.0) and scenario files.
//   - missions.go: drawing, accomplishing and forfeiting missions (7.0–7.2,
//     10.10, 17.0).
//   - portage.go: who hauls what (9.0–9.3, 10.11).
//   - movement.go, reach.go: moving stacks and the reach search (10.0–10.8,
//     11.1).
//   - noise.go: noise, detection, escape, enemy arrival and placement
//     (12.0–12.3, 12.6–12.8).
//   - pursuit.go: enemy movement (10.6, 12.4, 12.9).
//   - combat.go: battles, casualties, claims, air support (13.0–13.3, 14.0,
//     18.1).
//   - suppression.go: suppressive fire (15.0).
//   - optional.go: first aid and booby traps (18.2, 18.3).
//   - victory.go: the assessment (5.0).
//   - engine.go, game.go, action.go, event.go, state.go: the machine itself.
//   - legal.go, choices.go, refusal.go, preview.go, query.go,
//     randomplay.go, invariants.go: what the client and the tests ask.
//   - view.go, viewdrag.go, viewmenu.go, viewpoint.go: the view (above).
//
// docs/rules-map.md gives each numbered section its functions and tests,
// and docs/rulings.md the rulings the code cites by id ("ruling T1").
package game
