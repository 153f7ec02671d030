package input

import (
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/keymap"
	"kandahar/render/ui"
)

// Ctx is what the mouse and the keys are given: answers, never a part.
// The rules answer what a gesture means (Rules); the board and the chrome
// say what they show where (Board, Chrome); Now holds the frame's values;
// and the shell answers what lies over the board. What the hand wants
// done it returns as intents (intent.go), which the shell applies.
type Ctx interface {
	Rules() Rules
	Board() Board
	Chrome() Chrome
	Now() Now
	// OverPanel reports a panel, a scene or the action bar over the map
	// at the screen point: the hex under it is not pointed at.
	OverPanel(x, y float64) bool
	// OnMagnifier reports the magnifier's picture at the screen point.
	OnMagnifier(x, y float64) bool
	// RuleLinkAt reports a rule number that a press at the screen point
	// opens in the reference.
	RuleLinkAt(x, y float64) bool
	// Mission is the mission as shown, and its hex: the mission card
	// finds it.
	Mission() (game.PieceID, game.Hex)
}

// Rules are the questions the hand asks the rules, one path for each
// whether the mouse or the keys ask (game/doc.go): what a piece picked up
// carries, what a drop means, what pointing at a piece means. The answers
// are values; nothing here changes the game.
type Rules interface {
	PickUp(piece game.PieceID, alone bool) game.Pickup
	DropAt(p *game.Pickup, h game.Hex, onto game.PieceID) game.Drop
	DropOntos(p *game.Pickup, h game.Hex) []game.Drop
	PointAt(piece, weapon game.PieceID) game.Pointing
	InHand() (game.Pickup, bool)
	CampToPlace() game.PieceID
	EnemiesAt(h game.Hex) []game.PieceID
	Name(id game.PieceID) string
	// OnMapAt is the hex of a piece on the map (false off it).
	OnMapAt(id game.PieceID) (game.Hex, bool)
	// Moving is the hex of the stack moving now (false: none moves).
	Moving() (game.Hex, bool)
	// EndPhase is the command that ends the phase, with the rules'
	// verdict and warning.
	EndPhase() game.Command
	// EndPhaseName is the End Phase control's name now.
	EndPhaseName() string
	// PhaseAt names the phase: a prompt about ending it holds only while
	// it lasts.
	PhaseAt() PhaseAt
	// OnBoard reports a hex of the map; FirstHex is the map's first.
	OnBoard(h game.Hex) bool
	FirstHex() game.Hex
}

// PhaseAt names a phase of the game.
type PhaseAt struct {
	Turn  int
	Phase game.Phase
	Step  int
}

// Board is what the board shows, and where.
type Board interface {
	HexAtScreen(x, y float64) game.Hex
	PieceAtScreen(x, y float64) (game.PieceID, game.Hex)
	AimAt(x, y float64, fromSpread bool) (game.Hex, game.PieceID)
	SpreadAt(x, y float64) (game.PieceID, game.Hex, bool)
	SpreadRect() ui.Rect
	SpreadOpen() (game.Hex, bool)
	StackAt(h game.Hex) []game.PieceID
	CursorPieces(h game.Hex) []game.PieceID
	HexOnScreen(h game.Hex) ui.Pt
	CounterSize() float64
	Camera() board.Camera
	Hovered() game.Hex
	Pinned() game.Hex
	SpreadHex() game.Hex
	Target() game.PieceID
	Weapon() game.PieceID
	Magnifying() bool
}

// Chrome is what the panels and controls around the map show, and where.
type Chrome interface {
	Controls() []ui.Button
	RowList() []chrome.PieceRow
	RowUnder(x, y float64) (chrome.PieceRow, bool)
	LogRect() ui.Rect
	ShopVisible() bool
	ShopRect() ui.Rect
	MissionCard() ui.Rect
	UsableView() ui.Rect
	ActionBar() ui.Rect
	Focusables() []string
	Confirming() string
	Showing(msg string) bool
}

// Now is the frame's values the hand reads.
type Now struct {
	Cur, Prev      ui.InputState // this frame's input and the last one's
	MapView        ui.Rect
	Scale          float64
	Busy           bool    // the game system's events are playing
	CardHeld       bool    // an event card waits for a key (reduced motion)
	Speed          float64 // the playback's speed
	EndPhaseAtOnce bool    // the player switched the second E off
	Keys           keymap.Map
	U              *ui.UI // for the focus ring's tags
}

// StateRules are the rules' answers on a game's state.
func StateRules(s *game.State, b *game.Board) Rules { return stateRules{s, b} }

type stateRules struct {
	s *game.State
	b *game.Board
}

func (r stateRules) PickUp(piece game.PieceID, alone bool) game.Pickup {
	return r.s.PickUp(piece, alone)
}

func (r stateRules) DropAt(p *game.Pickup, h game.Hex, onto game.PieceID) game.Drop {
	return r.s.DropAt(p, h, onto)
}

func (r stateRules) DropOntos(p *game.Pickup, h game.Hex) []game.Drop { return r.s.DropOntos(p, h) }

func (r stateRules) PointAt(piece, weapon game.PieceID) game.Pointing {
	return r.s.PointAt(piece, weapon)
}

func (r stateRules) InHand() (game.Pickup, bool)         { return r.s.InHand() }
func (r stateRules) CampToPlace() game.PieceID           { return r.s.CampToPlace() }
func (r stateRules) EnemiesAt(h game.Hex) []game.PieceID { return r.s.EnemiesAt(h) }
func (r stateRules) Name(id game.PieceID) string         { return r.s.Name(id) }
func (r stateRules) EndPhase() game.Command              { return chrome.Command(r.s, game.CmdEndPhase) }
func (r stateRules) EndPhaseName() string                { return chrome.EndPhaseName(r.s) }
func (r stateRules) OnBoard(h game.Hex) bool             { return r.b.Contains(h) }
func (r stateRules) PhaseAt() PhaseAt                    { return PhaseAt{r.s.Turn, r.s.Phase, int(r.s.SetupStep)} }
func (r stateRules) OnMapAt(id game.PieceID) (game.Hex, bool) {
	p := r.s.P(id)
	return p.Hex, p.Place == game.OnMap
}

func (r stateRules) Moving() (game.Hex, bool) {
	if m := r.s.Move; m != nil {
		return m.At, true
	}
	return game.NoHex, false
}

func (r stateRules) FirstHex() game.Hex {
	for _, hx := range r.b.Hexes() {
		return hx
	}
	return game.NoHex
}

// Hand is the player's hand on the game: the context it asks, what the
// keys have chosen, and what the pointer is doing (a press that may
// become a click or a drag, the drag, a pan). These are the hand's own;
// all else it wants changed it returns as intents.
type Hand struct {
	Ctx     Ctx
	Keys    Keys
	Press   *board.PressInfo
	Drag    *board.DragInfo
	Panning bool
	PanFrom [2]float64
	CamFrom board.Camera
	out     []Intent
}
