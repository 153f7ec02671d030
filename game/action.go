package game

import "fmt"

// ActionType names a player action. The names are stable: they are written
// into save files and logs.
type ActionType string

const (
	ActBuy       ActionType = "buy"        // Piece; Hex = base camp to put it in (6.0, 3.2, 3.3)
	ActPlaceCamp ActionType = "place-camp" // Piece, Hex (3.1)
	ActDeploy    ActionType = "deploy"     // Piece to the base camp at Hex (3.3, 3.5)
	ActMoveCamp  ActionType = "move-camp"  // Piece: roll the d10 cost of moving a base camp (12.11)
	ActOldStock  ActionType = "old-stock"  // Piece: roll the d10 surcharge of a Green Beret piece (16.0)
	ActCarry     ActionType = "carry"      // Piece to be hauled by Target (None: leave it loose) (9.0, 10.11)
	ActMove      ActionType = "move"       // Pieces (top-level movers) along Path (10.0)
	ActDropOff   ActionType = "drop-off"   // Piece halts in the moving stack's hex (10.1, 10.3)
	ActEndMove   ActionType = "end-move"   // the moving stack is done: noise check (12.0)
	ActAttack    ActionType = "attack"     // the teams at Hex attack enemy Target; Pieces = indirect fire (13.0, 18.1)
	ActNominate  ActionType = "nominate"   // weapon Piece to suppress enemy Target; again to withdraw (15.0)
	ActFirstAid  ActionType = "first-aid"  // team Piece uses its Med Kit (18.2)
	ActSetTrap   ActionType = "set-trap"   // booby trap Piece is set in its hex (18.3)
	ActForfeit   ActionType = "forfeit"    // forfeit the current mission (7.2)
	ActEndPhase  ActionType = "end-phase"  // finish the current phase or step
	ActChoose    ActionType = "choose"     // answer the pending decision with Option
	ActEndGame   ActionType = "end-game"   // stop and take the victory assessment (4.0, 5.0)
)

// Action is one thing the player does. Only the fields its type uses are set.
type Action struct {
	Type   ActionType
	Piece  PieceID   `json:",omitempty"`
	Target PieceID   `json:",omitempty"`
	Pieces []PieceID `json:",omitempty"`
	Hex    Hex       `json:",omitzero"`
	Path   []Hex     `json:",omitempty"`
	Option int       `json:",omitempty"`
}

func (a Action) String() string {
	switch a.Type {
	case ActMove:
		return fmt.Sprintf("%s %v along %v", a.Type, a.Pieces, a.Path)
	case ActChoose:
		return fmt.Sprintf("%s %d", a.Type, a.Option)
	}
	return fmt.Sprintf("%s piece=%d target=%d hex=%s", a.Type, a.Piece, a.Target, a.Hex)
}
