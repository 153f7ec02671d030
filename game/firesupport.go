package game

// FireSupportFor lists the artillery, mortars and missiles the teams at h
// may call on by Radio to join their attack on target (18.1), each one
// one that Check accepts for this very attack. When there are none, the
// error says why, with its code: the option is off, the attack itself is
// refused, no team there hauls a Radio, or nothing waits unspent in a
// base camp.
func (s *State) FireSupportFor(h Hex, target PieceID) ([]PieceID, error) {
	base := Action{Type: ActAttack, Hex: h, Target: target}
	if !s.Options.WeaponCharacteristics {
		return nil, illegal(base, RefuseOptionOff, "indirect fire support is optional rule 18.1, which is off")
	}
	if err := s.Check(base); err != nil {
		return nil, err
	}
	fire := s.IndirectFire()
	if len(fire) == 0 {
		return nil, illegal(base, RefuseNoFireSupport, "no artillery, mortar or missile waits unfired in a base camp (18.1)")
	}
	var out []PieceID
	var first error
	for _, id := range fire {
		a := base
		a.Pieces = []PieceID{id}
		if err := s.Check(a); err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		out = append(out, id)
	}
	if len(out) == 0 {
		return nil, first
	}
	return out, nil
}

// RefuseNoFireSupport: no artillery, mortar or missile waits unfired in a
// base camp for a Radio to call on (18.1).
const RefuseNoFireSupport RefuseCode = "no-fire-support"
