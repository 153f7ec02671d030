package game

// Kind is what a counter is (2.3).
type Kind uint8

const (
	KindTeam      Kind = iota + 1 // A-Team or B-Team: standard movement (10.2a)
	KindCommander                 // a leader: plus-type (12.6)
	KindOfficer                   // a leader: plus-type (12.6)
	KindBaseCamp
	KindGear     // a weapon or item of equipment: minus- or plus-type
	KindMission  // a mission objective
	KindCasualty // a casualties marker (13.1)
	KindEnemy    // an enemy combat unit
)

var kindNames = map[Kind]string{
	KindTeam: "team", KindCommander: "commander", KindOfficer: "officer", KindBaseCamp: "base camp",
	KindGear: "gear", KindMission: "mission", KindCasualty: "casualties", KindEnemy: "enemy",
}

func (k Kind) String() string { return kindNames[k] }

// KindByName reads a kind as the counter file writes it.
func KindByName(s string) (Kind, bool) {
	for k, n := range kindNames {
		if n == s {
			return k, true
		}
	}
	return 0, false
}

// MoveType is the movement classification of 10.2.
type MoveType uint8

const (
	MoveNone      MoveType = iota // base camps, missions, markers
	MoveStandard                  // a printed whole number: teams and enemy units
	MovePlus                      // "+n": adds to one team, may move alone, hauls (10.4)
	MovePlusBlack                 // "+n" printed black: a plus piece another plus piece may haul (9.2)
	MoveMinus                     // "-n": cannot move alone, subtracts from its hauler (10.5)
)

// Tags give a piece a capability the rules name. A piece may have several.
const (
	TagAirSupport   = "air-support"   // +10 noise, -0 movement: friendly-fire scatter (14.0)
	TagHelicopter   = "helicopter"    // flies nap-of-the-earth (10.7 designer's note)
	TagPatrolBoat   = "patrol-boat"   // a stack with it pays 1 to enter a river hex (11.1)
	TagWeapon       = "weapon"        // a weapon, as opposed to equipment (15.0 suppression)
	TagIndirectFire = "indirect-fire" // usable from a base camp by a team with a Radio (18.1)
	TagRadio        = "radio"         // calls indirect fire (18.1)
	TagMedKit       = "medkit"        // first aid (18.2)
	TagBoobyTrap    = "booby-trap"    // may be set as a trap (18.3)
	TagOldStock     = "old-stock"     // a Green Beret piece, only with rule 16
	TagFOB          = "fob"           // counts for the forward operating base bonus (6.3)
)

// Spec is the printed face of one counter: the four values of 2.4 and what
// the counter is. Specs are data, read from the counter mix file.
type Spec struct {
	ID   string // unique within the mix, e.g. "m249" or "mission-07"
	Name string // as printed, e.g. "M249"
	Kind Kind

	Firepower int // upper left; for a mission, the PP award (6.2)
	Cost      int // upper right, in PP; 0 for free set-up pieces
	Noise     int // lower left; for a plus-type piece also its portage (9.2)
	Move      int // lower right: a whole number, or the size of a + or - value
	MoveType  MoveType

	Tags []string
	// Fulfills names the requirement types this piece counts as, beyond its
	// own name: 16.0 lets an M60 stand in for an M249.
	Fulfills []string

	// Missions only.
	Placement [3]Hex     // hexes for die rolls 1-2, 3-4 and 5-6 (7.0)
	Requires  [][]string // alternatives, each a list of names all required (6.1)

	// Casualties markers only: changes to the team it sits on (13.1), or
	// the leader it kills instead.
	FirepowerMod, MoveMod, NoiseMod int
	Kills                           Kind // KindCommander or KindOfficer, else 0
}

// Has reports whether the spec carries a tag.
func (s *Spec) Has(tag string) bool {
	for _, t := range s.Tags {
		if t == tag {
			return true
		}
	}
	return false
}

// Satisfies reports whether this piece counts as the named requirement
// type ("Radio", "M249") for 6.1.
func (s *Spec) Satisfies(name string) bool {
	if s.Name == name {
		return true
	}
	for _, f := range s.Fulfills {
		if f == name {
			return true
		}
	}
	return false
}

// IsPlus reports a plus-type movement piece of either colour (10.4).
func (s *Spec) IsPlus() bool { return s.MoveType == MovePlus || s.MoveType == MovePlusBlack }

// IsLeader reports a commander or officer.
func (s *Spec) IsLeader() bool { return s.Kind == KindCommander || s.Kind == KindOfficer }

// IsVehicle reports a plus-type gear piece: truck, helicopter, boat, raft.
func (s *Spec) IsVehicle() bool { return s.Kind == KindGear && s.IsPlus() }

// Portage is how many pieces this piece may haul: six for a team (9.1),
// the noise value for a plus-type piece (9.2), none for the rest.
func (s *Spec) Portage() int {
	switch {
	case s.Kind == KindTeam:
		return 6
	case s.IsPlus():
		return max(s.Noise, 0)
	}
	return 0
}

// CounterMix is every counter in the game.
type CounterMix struct {
	Specs []Spec
}
