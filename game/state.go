package game

// Place is where a piece is. Every piece is in exactly one place.
type Place uint8

const (
	Available       Place = iota // in the shop, not bought (or eliminated gear, which may be bought again: 13.0 step 8)
	Bought                       // bought, waiting to be placed: base camps (3.1, 12.11) and set-up pieces
	InCup                        // in its draw cup: missions, enemy units, casualties markers (3.0)
	OnMap                        // on the map at Piece.Hex
	OnTrack                      // an enemy unit marking the PP track (3.6)
	OnTeam                       // a casualties marker on the team Piece.Carrier (13.1)
	AccomplishedBox              // an accomplished mission (7.1)
	ForfeitedBox                 // a forfeited mission (7.2)
	Eliminated                   // gone for good: teams, leaders, destroyed base camps, expended gear
)

var placeNames = [...]string{"available", "bought", "cup", "map", "PP track", "on a team", "accomplished box", "forfeited box", "eliminated"}

func (p Place) String() string { return placeNames[p] }

// soldOut says, for a refused purchase, where the piece went: a sentence's
// end a player reads in the shop ("Intel is sold: it is on the map").
var soldOut = [...]string{
	"it is still in the shop",
	"it is bought and waits to be placed",
	"it is in its draw cup",
	"it is on the map",
	"it marks the PP track",
	"it is on a team",
	"it is in the accomplished box",
	"it is in the forfeited box",
	"it is gone for good (eliminated)",
}

// PieceID names a piece: State.Pieces[id-1]. The zero value, None, is no
// piece, so an action or a save that leaves a piece out means "none".
type PieceID int

const None PieceID = 0

// Piece is one counter in play.
type Piece struct {
	Spec  int // index into the counter mix
	Place Place
	Hex   Hex `json:",omitempty"`
	// Carrier is, for gear on the map, the piece hauling it (a team, a
	// leader or a plus-type piece in the same hex; None when it lies loose:
	// stripped or dropped off, 10.11). For a plus-type vehicle it is the team
	// it is attached to, adding its movement (10.4). For a casualties marker
	// it is the team it sits on.
	Carrier PieceID
	// Casualty is the marker on a team (13.1), or None.
	Casualty PieceID
	// Moved is set once a piece has moved this turn (10.1: once per turn).
	Moved bool `json:",omitempty"`
	// Detected marks SF pieces heard or seen (12.0) until they reach a
	// base camp (12.5).
	Detected bool `json:",omitempty"`
	// Attacked marks a team that attacked this Friendly Combat Phase (13.2).
	Attacked bool `json:",omitempty"`
	// Suppressed marks an enemy unit that may not move this phase (15.0).
	Suppressed bool `json:",omitempty"`
	// Spent marks a weapon flipped for suppressive fire this phase (15.0).
	Spent bool `json:",omitempty"`
	// Armed marks a booby trap set in a hex (18.3).
	Armed bool `json:",omitempty"`
	// Surcharge is the d10 added to an old-stock piece's cost (16.0) once
	// Rolled; a piece is rolled for only once.
	Surcharge int  `json:",omitempty"`
	Rolled    bool `json:",omitempty"`
}

// Phase is the step of the game turn (4.0), with set-up in front.
type Phase uint8

const (
	PhaseSetup    Phase = iota // 3.1-3.3: buy SF pieces, place base camps, deploy
	PhaseMission               // Mission Objective Placement Phase: draw, place, purchase (7.0, 6.0)
	PhaseMovement              // Friendly Movement Phase (10.0)
	PhaseCombat                // Friendly Combat Phase (13.0)
	PhaseEnemy                 // Enemy Movement/Combat Phase (10.6, 12.9, 13.0, 15.0)
	PhaseSuccess               // Success Determination Phase (5.0)
	PhaseOver                  // the game has ended
)

var phaseNames = [...]string{"Set-up", "Mission Objective Placement Phase", "Friendly Movement Phase", "Friendly Combat Phase", "Enemy Movement/Combat Phase", "Success Determination Phase", "Game over"}

func (p Phase) String() string { return phaseNames[p] }

// Rule returns the rulebook section that governs the phase.
func (p Phase) Rule() string {
	return [...]string{"3.0", "7.0", "10.0", "13.0", "10.6", "5.0", "5.0"}[p]
}

// SetupStep orders the set-up of 3.1-3.5.
type SetupStep uint8

const (
	SetupBuy    SetupStep = iota // 3.2, 3.3: buy extra teams, leaders, a second base camp
	SetupCamps                   // 3.1: place the base camps
	SetupDeploy                  // 3.3: put every SF piece in a base camp
)

// Options are the optional rules, switched on by a scenario.
type Options struct {
	NewOldStock           bool `json:",omitempty"` // 16.0
	Misadventure          bool `json:",omitempty"` // 17.0
	WeaponCharacteristics bool `json:",omitempty"` // 18.0
}

// State is a whole game at one moment: everything needed to go on playing,
// so a snapshot is a save and an undo step.
type State struct {
	Options Options
	Dice    Dice
	Pieces  []Piece

	Turn      int
	Phase     Phase
	SetupStep SetupStep `json:",omitempty"`
	PP        int

	// Mission is the current mission objective, or None.
	Mission PieceID
	// MisadventureTurn is the last turn a 17.0 roll was made.
	MisadventureTurn int `json:",omitempty"`

	// Move is the stack moving now, if any (10.3).
	Move *ActiveMove `json:",omitempty"`
	// Tasks is the game system's queue of procedures still to run.
	Tasks []Task `json:",omitempty"`
	// Pending is the decision the player must make before play goes on.
	Pending *Decision `json:",omitempty"`
	// Nominations are the suppressive fire nominations being made (15.0).
	Nominations []Nomination `json:",omitempty"`

	// PassesEmpty is set for games in which the engine passes a phase that
	// holds nothing for the player but its end (PhasePass): every game
	// begun now. A save from before the engine did so replays with it
	// off, its log holding the end of each such phase as an action.
	PassesEmpty bool `json:",omitempty"`

	// Over is set when the game has ended, with the reason in words.
	Over   bool   `json:",omitempty"`
	Reason string `json:",omitempty"`
	// AllTeamsLost is set when the game ended by losing the last team (5.0).
	AllTeamsLost bool `json:",omitempty"`

	rules *Rules
}

// ActiveMove is a stack in the middle of its movement.
type ActiveMove struct {
	Movers  []PieceID // the pieces that began the move together
	From    Hex       // where the move began
	At      Hex       // where the stack is now
	Path    []Hex     // hexes entered so far
	Spent   int       // movement points spent
	Minimum bool      // a minimum move used everything (10.8)
	// Halts are the hexes where teams halted on the way (10.3), each with
	// the hexes that team had entered, for their noise checks.
	Halts []Halt `json:",omitempty"`
	// DroppedMinus keeps the minus value of gear dropped off on the way:
	// 10.5 deducts it "even if dropped off during its movement".
	DroppedMinus int `json:",omitempty"`
}

// Halt is a hex where part of a moving stack stopped.
type Halt struct {
	Hex   Hex
	Steps int
}

// Nomination is one weapon nominated to suppress one enemy unit (15.0).
type Nomination struct {
	Weapon PieceID
	Target PieceID
}

// Clone copies a state deeply, for undo and look-ahead previews.
func (s *State) Clone() *State { return s.cloneInto(nil) }

// cloneInto is Clone reusing the memory of dst, a snapshot nobody else
// holds, when it is not nil.
func (s *State) cloneInto(dst *State) *State {
	var pieces []Piece
	if dst != nil {
		pieces = dst.Pieces[:0]
	} else {
		dst = new(State)
	}
	c := dst
	*c = *s
	c.Pieces = append(pieces, s.Pieces...)
	// scripted dice are only ever resliced, never written: a snapshot
	// shares them instead of copying a long script each time
	c.Dice.Script = s.Dice.Script
	c.Tasks = append([]Task(nil), s.Tasks...)
	c.Nominations = append([]Nomination(nil), s.Nominations...)
	if s.Move != nil {
		m := *s.Move
		m.Movers = append([]PieceID(nil), s.Move.Movers...)
		m.Path = append([]Hex(nil), s.Move.Path...)
		m.Halts = append([]Halt(nil), s.Move.Halts...)
		c.Move = &m
	}
	if s.Pending != nil {
		c.Pending = s.Pending.clone()
	}
	return c
}

// Rules are the fixed parts of a game: the map, the chart and the counters.
// They never change during play and are shared between states.
type Rules struct {
	Board *Board
	Chart *TerrainChart
	Mix   *CounterMix

	cache rulesCache // see boardcache.go
}

// Rules returns the map, chart and counter mix the game is played with.
func (s *State) Rules() *Rules { return s.rules }

// Spec is the printed face of a piece.
func (s *State) Spec(id PieceID) *Spec { return &s.rules.Mix.Specs[s.Pieces[id-1].Spec] }

// P is the piece with the given id.
func (s *State) P(id PieceID) *Piece { return &s.Pieces[id-1] }

// IDs lists every piece id in order.
func (s *State) IDs() []PieceID {
	out := make([]PieceID, len(s.Pieces))
	for i := range out {
		out[i] = PieceID(i + 1)
	}
	return out
}

// Name is a piece's printed name, for messages.
func (s *State) Name(id PieceID) string {
	if id == None {
		return "nothing"
	}
	return s.Spec(id).Name
}
