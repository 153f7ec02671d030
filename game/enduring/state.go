package enduring

import (
	"fmt"
	"strings"

	"kandahar/game/table"
)

// Place is where a counter is: a zone index (0 up), or a holding box.
type Place int16

const (
	Nowhere         Place = -1
	BoxMobilization Place = 100 + iota // US & NATO units and assets available (11.1)
	BoxNAAvailable                     // Northern Alliance units available (11.2)
	BoxStaging                         // the first of the three staging areas (8.5); +1, +2 the others
	_
	_
	BoxJointStrike   // CENTCOM Air Tasking: joint strike (17.1)
	BoxCAS           // CENTCOM Air Tasking: close air support (17.1)
	BoxAssetsReady   // (8.6)
	BoxCoalitionElim // eliminated Coalition units (25.2)
	BoxUnderground   // the Islamist Underground (30.0)
	BoxIslamistElim  // eliminated Islamist units (25.1)
	BoxAirlift       // the Airlift of Evil (29.3)
	TargetJihad      // an InfoWar marker's target (14.0)
)

// Staging returns the box of staging area i.
func Staging(i int) Place { return BoxStaging + Place(i) }

// IsZone reports a zone of Afghanistan.
func (p Place) IsZone() bool { return p >= 0 && p < BoxMobilization }

// IsStaging reports one of the three staging areas.
func (p Place) IsStaging() bool { return p >= BoxStaging && p < BoxStaging+3 }

var boxNames = map[Place]string{
	BoxMobilization: "the Mobilization display", BoxNAAvailable: "the Northern Alliance available display",
	BoxJointStrike: "the Joint Strike box", BoxCAS: "the Close Air Support box", BoxAssetsReady: "Assets Ready",
	BoxCoalitionElim: "the Coalition eliminated box", BoxUnderground: "the Islamist Underground",
	BoxIslamistElim: "the Islamist eliminated box", BoxAirlift: "the Airlift of Evil", TargetJihad: "the Jihad index",
	Nowhere: "nowhere",
}

// PlaceName names a place for a sentence.
func (r *Rules) PlaceName(p Place) string {
	switch {
	case p.IsZone() && int(p) < len(r.Zones):
		return r.Zones[p].Name
	case p.IsStaging():
		return r.Staging[p-BoxStaging].Name
	}
	if n, ok := boxNames[p]; ok {
		return n
	}
	return fmt.Sprintf("place %d", p)
}

// Mission is an air unit's task (17.1).
type Mission uint8

const (
	NoMission Mission = iota
	JointStrike
	CloseAirSupport
)

// Unit is one counter's state. US, NATO and Iranian counters are always
// face up; FaceUp matters for the Northern Alliance and the Islamists.
type Unit struct {
	Loc     Place
	Reduced bool `json:",omitempty"`
	FaceUp  bool `json:",omitempty"`
	// Moved: made its ground move this phase (16.3).
	Moved bool `json:",omitempty"`
	// AirMoved: made its air move this turn (19.8, 19.9).
	AirMoved bool `json:",omitempty"`
	// LandedBy: the zone it flew into this turn, for air defense (21.0).
	LandedIn Place   `json:",omitempty"`
	Mission  Mission `json:",omitempty"`
	// Target: where an asset was sent (ISR, InfoWar, drone).
	Target Place `json:",omitempty"`
	// Revealed names the rule that last turned an Islamist or Northern
	// Alliance counter face up: the invariant that nothing is shown
	// without a rule reads it.
	RevealedBy string `json:",omitempty"`
}

// Phase is a step of the sequence of play (7.2).
type Phase uint8

const (
	PhSetup            Phase = iota // 6.0 steps 1-6, the game system's
	PhSetupMobilize                 // 6.0 step 7: the player mobilizes
	PhMobilize                      // J-1a (11.0)
	PhRefit                         // J-1b (12.0)
	PhInfoWar                       // J-2a: commit IW markers (14.0)
	PhInfoWarResolve                // their dice
	PhISR                           // J-2b: place ISR markers (13.0)
	PhISRResolve                    // their dice
	PhStaging                       // J-3a (15.0)
	PhGroundMove                    // J-3b (16.0)
	PhAirMove                       // J-3c (17.0, 18.0, 19.0)
	PhReveal                        // J-3d (20.0)
	PhAirDefense                    // J-3e (21.0)
	PhJointStrike                   // J-3f (22.0)
	PhGroundCombat                  // J-3g (23.0)
	PhSustainment                   // J-4 (27.0)
	PhCivilMilitary                 // J-5 (33.0)
	PhJihadEvents                   // 6a (29.0)
	PhIslamistMobilize              // 6b (28.6, 30.1)
	PhDefensiveCAS                  // 6c: the player flies CAS (17.1)
	PhCASAirDefense                 // 6c: air defense against it (21.2)
	PhCounterattack                 // 6d (31.0)
	PhJihadAdjust                   // 6e (28.3)
	PhAdmin                         // 7 (20.3)
	PhGameOver
)

var phaseInfo = [...]struct{ name, rule string }{
	{"Set-up", "6.0"}, {"Set-up: mobilization", "6.0"}, {"J-1 Mobilization", "11.0"}, {"J-1 Refit", "12.0"},
	{"J-2 InfoWar", "14.0"}, {"J-2 InfoWar attacks", "14.1"}, {"J-2 Intelligence", "13.0"}, {"J-2 ISR missions", "13.1"},
	{"J-3 Staging", "15.0"}, {"J-3 Ground movement", "16.0"}, {"J-3 Air movement", "17.0"}, {"J-3 Islamist reveal", "20.0"},
	{"J-3 Islamist air defense", "21.0"}, {"J-3 Joint strike", "22.0"}, {"J-3 Ground combat", "23.0"},
	{"J-4 Sustainment", "27.0"}, {"J-5 Civil-military", "33.0"}, {"Jihad events", "29.0"},
	{"Islamist mobilization", "28.6"}, {"Defensive close air support", "17.1"}, {"Air defense against CAS", "21.2"},
	{"Islamist counterattack", "31.0"}, {"Jihad adjustment", "28.3"}, {"Admin", "7.2"}, {"Game over", "5.0"},
}

func (p Phase) String() string { return phaseInfo[p].name }

// Rule is the section that governs the phase.
func (p Phase) Rule() string { return phaseInfo[p].rule }

// Key is the phase's name as a prompt's step: lower case, in one word.
func (p Phase) Key() string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(p.String()), func(r rune) bool { return r == ' ' || r == ':' }), "-")
}

// PlayerPhase reports a phase in which the player acts freely and ends it.
func (p Phase) PlayerPhase() bool {
	switch p {
	case PhSetupMobilize, PhMobilize, PhRefit, PhInfoWar, PhISR, PhStaging, PhGroundMove, PhAirMove, PhDefensiveCAS:
		return true
	}
	return false
}

// Outcome is how a game ended (5.0).
type Outcome uint8

const (
	Playing Outcome = iota
	Catastrophe
	StrategicDefeat
	OperationalDefeat
	Draw
	OperationalVictory
	StrategicVictory
)

var outcomeNames = [...]string{"playing", "catastrophe", "strategic defeat", "operational defeat", "draw", "operational victory", "strategic victory"}

func (o Outcome) String() string { return outcomeNames[o] }

// LevelFor is the victory level of an NP total at the end (5.0).
func LevelFor(np int) Outcome {
	switch {
	case np <= 0:
		return Catastrophe
	case np <= 20:
		return StrategicDefeat
	case np <= 40:
		return OperationalDefeat
	case np <= 60:
		return Draw
	case np <= 80:
		return OperationalVictory
	}
	return StrategicVictory
}

// State is a game in progress: everything the rules need, the dice
// included, so that a seed and the actions reproduce it.
type State struct {
	Rules    *Rules    `json:"-"`
	Scenario *Scenario `json:"-"`
	Turn     int
	Phase    Phase
	Step     int // the item reached in an automatic phase
	NP       int
	Jihad    int
	// JihadDelta collects the events' changes to the Jihad level, applied
	// once every event of the phase is rolled (29.2).
	JihadDelta int `json:",omitempty"`
	Units      []Unit
	Dice       table.Dice
	// EventSeen marks the events rolled this turn (29.2).
	EventSeen [13]bool
	// LoyaJirga: 0 not tried, 1 enacted, 2 failed (33.2).
	LoyaJirga int `json:",omitempty"`
	// HalfPoint: an asset bought at half a point left the other half paid (11.1).
	HalfPoint bool `json:",omitempty"`
	// AirCap counts air transport capacity used this phase at each base (19.3).
	AirCap map[Place]int `json:",omitempty"`
	// FOBDown: turn a FOB was taken down, per unit (11.4).
	FOBDown map[int]int `json:",omitempty"`
	// FOBDownAt: turn a FOB was taken down, per zone (11.4, ruling EF-R42).
	FOBDownAt map[Place]int `json:",omitempty"`
	// StackChecked: the end-of-phase stacking check has run (8.9).
	StackChecked bool `json:",omitempty"`
	// Acted: the player has acted in this player phase.
	Acted   bool `json:",omitempty"`
	Outcome Outcome
	FinalNP int `json:",omitempty"`

	// The question the game system is waiting on, and the answers given
	// so far in the current step (see engine.go).
	Q       *Question `json:",omitempty"`
	Answers []int     `json:",omitempty"`
	base    *State
	// rolled: the faces rolled since base, which the step shows again
	// when it is run anew; Determinize replays them.
	rolled     []int
	cursor     int
	shown      int
	stepEvents int
	ev         *events
	// cnt holds the zone and staging counts while Legal or Check reads
	// them many times over an unchanging state (nil otherwise).
	cnt *counts
}

// counts are the Coalition ground units and the Islamist presence per
// zone, and the units per staging area.
type counts struct {
	coal, isl   []int16
	ground, air [3]int16
}

// WithCounts runs f with the zone and staging counts taken once, for a
// reader (Legal, a computer player) that asks them many times over a
// position it does not change; f must not change the state.
func (s *State) WithCounts(f func()) { s.withCounts(f) }

// withCounts runs f with the counts taken once; f must not change the state.
func (s *State) withCounts(f func()) {
	if s.cnt != nil {
		f()
		return
	}
	n := len(s.Rules.Zones)
	c := &counts{coal: make([]int16, n), isl: make([]int16, n)}
	for i := range s.Units {
		p := s.Units[i].Loc
		t := s.Type(i)
		switch {
		case p.IsZone():
			if t.Side == Coalition && t.Class == Ground {
				c.coal[p]++
			} else if s.isIslamistPresence(i) {
				c.isl[p]++
			}
		case p.IsStaging():
			if t.Class == Ground {
				c.ground[p-BoxStaging]++
			} else if t.Class == Air {
				c.air[p-BoxStaging]++
			}
		}
	}
	s.cnt = c
	defer func() { s.cnt = nil }()
	f()
}

// Clone copies the state; the rules are shared.
func (s *State) Clone() *State {
	c := *s
	c.Units = append([]Unit(nil), s.Units...)
	c.Dice.Script = append([]int(nil), s.Dice.Script...)
	c.Answers = append([]int(nil), s.Answers...)
	c.rolled = append([]int(nil), s.rolled...)
	if s.AirCap != nil {
		c.AirCap = make(map[Place]int, len(s.AirCap))
		for k, v := range s.AirCap {
			c.AirCap[k] = v
		}
	}
	if s.FOBDown != nil {
		c.FOBDown = make(map[int]int, len(s.FOBDown))
		for k, v := range s.FOBDown {
			c.FOBDown[k] = v
		}
	}
	if s.FOBDownAt != nil {
		c.FOBDownAt = make(map[Place]int, len(s.FOBDownAt))
		for k, v := range s.FOBDownAt {
			c.FOBDownAt[k] = v
		}
	}
	if s.Q != nil {
		q := *s.Q
		c.Q = &q
	}
	c.ev = nil
	return &c
}

// Type is a unit's counter.
func (s *State) Type(u int) *UnitType { return s.Rules.Units[u] }

// CF is a unit's printed factor on the side it shows.
func (s *State) CF(u int) int {
	t := s.Type(u)
	if s.Units[u].Reduced {
		return t.Reduced
	}
	return t.Full
}

// Elite reports elite status on the side shown.
func (s *State) Elite(u int) bool {
	t := s.Type(u)
	if s.Units[u].Reduced {
		return t.EliteRed
	}
	return t.EliteFull
}

// Name is a unit as a sentence names it; a face-down counter is only
// "a face-down Islamist unit" (20.1).
func (s *State) Name(u int) string {
	t := s.Type(u)
	if t.Side == Islamist && !s.Units[u].FaceUp {
		return "a face-down Islamist unit"
	}
	if t.NA() && !s.Units[u].FaceUp {
		return "a face-down Northern Alliance unit"
	}
	if s.Units[u].Reduced {
		return t.Name + " (reduced)"
	}
	return t.Name
}

// Visible reports a counter whose face the player may see: every US,
// NATO and Iranian counter, and Northern Alliance and Islamist counters
// face up (20.0). A client draws the others by their backs only.
func (s *State) Visible(u int) bool {
	t := s.Type(u)
	return (t.Side == Coalition && !t.NA()) || s.Units[u].FaceUp
}

// Shown is the counter as the player sees it: nil for a face-down one.
func (s *State) Shown(u int) *UnitType {
	if s.Visible(u) {
		return s.Type(u)
	}
	return nil
}

// IsIslamistPresence reports an Islamist counter that counts in a zone for
// control and contact: every one but a revealed Rescue marker (10.2).
func (s *State) isIslamistPresence(u int) bool {
	t := s.Type(u)
	return t.Side == Islamist && !(s.Units[u].FaceUp && t.Type == "rescue")
}

// IslamistsIn counts the Islamist counters in a zone that count for
// control and contact.
func (s *State) IslamistsIn(z Place) int {
	if s.cnt != nil && z.IsZone() {
		return int(s.cnt.isl[z])
	}
	n := 0
	for i := range s.Units {
		if s.Units[i].Loc == z && s.isIslamistPresence(i) {
			n++
		}
	}
	return n
}

// CoalitionGroundIn counts Coalition ground units in a zone.
func (s *State) CoalitionGroundIn(z Place) int {
	if s.cnt != nil && z.IsZone() {
		return int(s.cnt.coal[z])
	}
	n := 0
	for i := range s.Units {
		if s.Units[i].Loc == z {
			t := s.Type(i)
			if t.Side == Coalition && t.Class == Ground {
				n++
			}
		}
	}
	return n
}

// Control is who holds a zone (3.7).
type Control uint8

const (
	Uncontrolled Control = iota
	CoalitionControl
	IslamistControl
	Disputed
)

// ControlOf a zone (3.7): ground units only, revealed or not.
func (s *State) ControlOf(z Place) Control {
	c, i := s.CoalitionGroundIn(z) > 0, s.IslamistsIn(z) > 0
	switch {
	case c && i:
		return Disputed
	case c:
		return CoalitionControl
	case i:
		return IslamistControl
	}
	return Uncontrolled
}

// stagingCount counts the ground or air units based in a staging area.
func (s *State) stagingCount(p Place, class Class) int {
	if s.cnt != nil && p.IsStaging() {
		if class == Ground {
			return int(s.cnt.ground[p-BoxStaging])
		}
		if class == Air {
			return int(s.cnt.air[p-BoxStaging])
		}
	}
	n := 0
	for i := range s.Units {
		if s.Units[i].Loc == p && s.Type(i).Class == class {
			n++
		}
	}
	return n
}

// StagingRoom is how many more units of the class a staging area takes (8.5).
func (s *State) StagingRoom(p Place, class Class) int {
	return s.Rules.Staging[p-BoxStaging].Capacity - s.stagingCount(p, class)
}

// StackRoom is how many more Coalition ground units a zone takes (8.9); a
// large number where there is no limit.
func (s *State) StackRoom(z Place) int {
	lim := s.Rules.Zones[z].Terrain.Stacking
	if lim == 0 {
		return 1 << 20
	}
	return lim - s.CoalitionGroundIn(z)
}

// UnitsAt lists the counters in a place, in counter order: for a client
// to draw a zone or a display (face-down ones by their backs, Visible).
func (s *State) UnitsAt(p Place) []int { return s.unitsAt(p) }

// unitsAt lists the units in a place, in counter order.
func (s *State) unitsAt(p Place) []int {
	var out []int
	for i := range s.Units {
		if s.Units[i].Loc == p {
			out = append(out, i)
		}
	}
	return out
}

// hasTypeIn reports a Coalition unit of the given type in a zone.
func (s *State) hasTypeIn(z Place, types ...string) bool {
	for i := range s.Units {
		if s.Units[i].Loc == z {
			t := s.Type(i)
			if t.Side == Coalition {
				for _, ty := range types {
					if t.Type == ty {
						return true
					}
				}
			}
		}
	}
	return false
}

// Lower is the number under the current Jihad level (28.0).
func (s *State) Lower() int { return s.Rules.Jihad[s.Jihad].Lower }

// Over reports a finished game.
func (s *State) Over() bool { return s.Phase == PhGameOver }

// ZoneValue is the NP a zone held by the Coalition scores at the end
// (4.2): Kabul, another city, a stronghold; 0 for a region.
func (s *State) ZoneValue(z Place) int {
	zz := s.Rules.Zones[z]
	np := s.Rules.NP
	switch {
	case zz.ID == "kabul":
		return np["end-kabul"].Fixed
	case zz.IsStronghold():
		return np["end-stronghold"].Fixed
	case zz.IsCity():
		return np["end-city"].Fixed
	}
	return 0
}

// FaceDownIn counts the face-down counters of one side in a zone: the
// Northern Alliance's (na) or the Islamists'. The player sees their backs.
func (s *State) FaceDownIn(z Place, na bool) int { return s.faceDownIn(z, na) }
