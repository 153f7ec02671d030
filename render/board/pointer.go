package board

// The pointer on the board: a press that may become a click or a drag,
// the drag itself (what the rules say was picked up, where it is aimed,
// and the previews there), and a pan.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
	"kandahar/render/view"
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

// DragShown lists the pieces the drag carries with it.
func (p *Pointer) DragShown() []game.PieceID {
	d := p.Drag
	if d == nil {
		return nil
	}
	return d.Shown(p.Shown())
}

// UpdateDragHex aims the drag at a hex: the path, the noise or the odds
// there (the pointer's or the hex cursor's).
func (p *Pointer) UpdateDragHex(h game.Hex) {
	d := p.Drag
	s := p.G.State
	if h == d.Target {
		return
	}
	d.Target = h
	d.NoiseOK, d.Attack = false, nil
	if h == game.NoHex {
		return
	}
	dr := s.DropAt(d.Pickup, h, game.None)
	if dr.NoiseOK {
		d.Noise, d.NoiseTerms, d.NoiseHex, d.NoiseOK = dr.Noise, dr.NoiseTerms, h, true
	}
	if dr.Odds != nil {
		es := s.EnemiesAt(h)
		d.Attack, d.AttackOn = dr.Odds, es[len(es)-1]
	}
}

// AimOnto aims the drag at a counter of the open spread (None: at none):
// what dropping onto it means, as the rules say.
func (p *Pointer) AimOnto(h game.Hex, onto game.PieceID) {
	d := p.Drag
	if onto == d.Onto && (onto == game.None || d.OntoDrop.Hex == h) {
		return
	}
	d.Onto, d.OntoDrop = onto, game.Drop{}
	if onto != game.None {
		d.OntoDrop = p.G.State.DropAt(d.Pickup, h, onto)
	}
}

// ShiftHeld reports Shift held this frame.
func (p *Pointer) ShiftHeld() bool { return p.Cur.Shift() }

// Pointer is what the mouse and keys are doing: the frames' input, a
// press that may become a click or a drag, the drag itself and a pan.
type Pointer struct {
	*view.Shared
	Prev, Cur ui.InputState
	Press     *PressInfo
	Drag      *DragInfo
	Panning   bool
	PanFrom   [2]float64
	CamFrom   Camera
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
