package game

import "strings"

// Pointing at a piece: what a click on its counter, or the keys' M with
// the hex cursor on its stack, means now, beyond picking its stack up.
// The mouse and the keys both ask here, so that neither decides from the
// phase what a piece is for.

// PointKind is what pointing at a piece does.
type PointKind string

const (
	PointNothing PointKind = ""       // nothing of its own: the client picks the stack up, or pins its hex
	PointTarget  PointKind = "target" // an enemy unit to attack: the attacks open on it, with their odds (13.0)
	PointWeapon  PointKind = "weapon" // a weapon chosen to fire; the enemy unit pointed at next is its target (15.0)
	PointFire    PointKind = "fire"   // the chosen weapon nominated against this enemy unit, or withdrawn: Act (15.0)
)

// Pointing is what pointing at a piece means now.
type Pointing struct {
	Kind  PointKind
	Piece PieceID
	Act   Action // PointFire's nomination
	Verdict
}

// PointAt says what pointing at piece means now. weapon is the weapon
// the player chose for suppressive fire by pointing at it before (a
// PointWeapon), or None.
func (s *State) PointAt(piece, weapon PieceID) Pointing {
	pt := Pointing{Piece: piece}
	if piece < 1 || int(piece) > len(s.Pieces) || s.P(piece).Place != OnMap || s.Over {
		return pt
	}
	if s.Pending != nil && s.Pending.Kind == DecSuppression {
		for _, it := range s.FireItems() {
			switch {
			case it.Weapon == piece:
				pt.Kind = PointWeapon
				return pt
			case it.Weapon == weapon && it.Target == piece:
				pt.Kind, pt.Act, pt.Verdict = PointFire, it.Act, it.Verdict
				pt.Reason = capitalise(pt.Reason)
				return pt
			}
		}
		return pt
	}
	if s.Pending == nil && len(s.Tasks) == 0 && s.Phase == PhaseCombat && s.Spec(piece).Kind == KindEnemy {
		pt.Kind = PointTarget
	}
	return pt
}

// Sentence is the refusal as the player reads it: the reason, with the
// section it rests on cited at its end unless the reason cites it already.
func (v Verdict) Sentence() string {
	if v.OK() || v.Rule == "" || strings.Contains(v.Reason, v.Rule) {
		return v.Reason
	}
	t := strings.TrimRight(v.Reason, ". ")
	return t + " (" + v.Rule + ")."
}
