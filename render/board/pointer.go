package board

// The pointer's input: this frame's and the last one's. What it is doing
// with them (a press that may become a click or a drag, the drag itself,
// a pan) is the hand's (package input); the board draws the drag it is
// given (DragInfo).

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// CloseRequested reports a close asked for this frame.
func (p *Pointer) CloseRequested() bool {
	if p.Cur.Close {
		return true
	}
	for _, k := range p.Cur.Pressed {
		if k == ebiten.KeyQ && p.Cur.Ctrl() {
			return true
		}
	}
	return false
}

// Pointer is the frames' input: the mouse and the keys.
type Pointer struct {
	Prev, Cur ui.InputState
}

type PressInfo struct {
	X, Y   float64
	Hex    game.Hex
	Single game.PieceID // the piece under the pointer
	OnMap  bool
	Shift  bool
	Roster bool
	Spread bool // on the open spread (spread.go): its counter is picked up alone
}

type DragInfo struct {
	Pickup *game.Pickup   // what the rules say was picked up
	Pieces []game.PieceID // movers, or the one piece being dragged
	Piece  game.PieceID   // the piece whose counter follows the pointer
	From   game.Hex
	Mode   DragMode
	Reach  *game.Reachability
	Target game.Hex
	// noise preview for the hovered destination (12.0), from a look-ahead
	// copy of the state
	NoiseHex   game.Hex
	Noise      int
	NoiseTerms []game.Term
	NoiseOK    bool
	Attack     *game.AttackOdds
	AttackOn   game.PieceID
	// the stack's movement allowance, line by line (10.3–10.5)
	Mp      int
	MpTerms []game.Term
	Keys    bool // carried by the keys (package input), not the pointer
	// Spread is set for a counter dragged out of the open spread; Onto is
	// the counter of the spread it is over, and OntoDrop what dropping it
	// there means
	Spread   bool
	Onto     game.PieceID
	OntoDrop game.Drop
}

type DragMode int

// DragModes is how each kind of pickup is dragged.
var DragModes = map[game.PickKind]DragMode{
	game.PickMove: DragMove, game.PickLoad: DragGear, game.PickCamp: DragCamp,
	game.PickDeploy: DragDeploy, game.PickNone: DragNone,
}

const (
	DragMove   DragMode = iota // movers along a path (10.0)
	DragGear                   // gear onto a hauler, or off (9.0, 10.11)
	DragCamp                   // a base camp to a hex (3.1)
	DragDeploy                 // an SF piece to a base camp (3.3)
	DragNone                   // nothing legal: snaps back with a reason
)
