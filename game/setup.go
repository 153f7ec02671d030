package game

import (
	"fmt"
	"slices"
)

// StartPP is the purchase points a game begins with (6.2).
const StartPP = 100

// FOBBonus is the extra PP per base camp set up near the north-east edge,
// and FOBRange how near it must be (6.3).
const (
	FOBBonus = 10
	FOBRange = 4
)

// NewState sets up the state of a new game (3.0): the cups are filled, the free pieces are
// in hand, two enemy units mark the PP track (3.6), and the player is asked
// what else to buy. The same rules, options and seed always give the same
// game.
func NewState(r *Rules, opts Options, seed uint64) *State {
	s := &State{rules: r, Options: opts, Dice: NewDice(seed), Turn: 1, PP: StartPP, Phase: PhaseSetup, PassesEmpty: true}
	for i := range r.Mix.Specs {
		sp := &r.Mix.Specs[i]
		p := Piece{Spec: i, Place: Available}
		switch sp.Kind {
		case KindMission, KindEnemy, KindCasualty:
			p.Place = InCup
		case KindTeam, KindCommander, KindOfficer, KindBaseCamp:
			if sp.Cost == 0 {
				p.Place = Bought // the free set-up pieces (3.1-3.3)
			}
		}
		s.Pieces = append(s.Pieces, p)
	}
	for range 2 {
		if id := s.draw(KindEnemy); id != None {
			s.P(id).Place = OnTrack
		}
	}
	return s
}

// Attach gives a state its rules after it was read from a save.
func (s *State) Attach(r *Rules) { s.rules = r }

// ---- buying (3.2, 3.3, 6.0, 16.0)

// Price is what a piece costs now, with an old-stock surcharge (16.0).
func (s *State) Price(id PieceID) int { return s.Spec(id).Cost + s.P(id).Surcharge }

// Plays rulings M5, M8 (docs/rulings.md).
func (s *State) checkBuy(a Action) error {
	if a.Piece == None {
		return illegal(a, RefuseWrongPiece, "choose a piece to buy")
	}
	sp, p := s.Spec(a.Piece), s.P(a.Piece)
	switch s.Phase {
	case PhaseSetup:
		if s.SetupStep != SetupBuy {
			return illegal(a, RefuseWrongPhase, "set-up purchases of teams, leaders and base camps come first (3.2, 3.3)")
		}
		if sp.Kind == KindGear {
			return illegal(a, RefuseGearNotYet, "weapons and equipment are bought after the first mission is drawn (3.4, 3.5)")
		}
	case PhaseMission:
	default:
		return illegal(a, RefuseWrongPhase, "purchases are made only in the Mission Objective Placement Phase (6.0)")
	}
	switch sp.Kind {
	case KindTeam, KindCommander, KindOfficer, KindBaseCamp, KindGear:
	default:
		return illegal(a, RefuseNotForSale, "%s cannot be bought", sp.Name)
	}
	if p.Place != Available {
		return illegal(a, RefuseNotAvailable, "%s is no longer in the shop: %s", sp.Name, soldOut[p.Place])
	}
	if sp.Has(TagOldStock) {
		if !s.Options.NewOldStock {
			return illegal(a, RefuseOptionOff, "%s is a Green Beret piece: switch on optional rule 16 to buy it", sp.Name)
		}
		if !p.Rolled {
			return illegal(a, RefuseRollFirst, "roll the d10 overhaul surcharge for %s first (16.0)", sp.Name)
		}
	}
	if price := s.Price(a.Piece); price > s.PP {
		return illegal(a, RefuseCannotAfford, "%s costs %d PP and you have %d", sp.Name, price, s.PP)
	}
	if sp.Kind == KindBaseCamp || s.Phase == PhaseSetup {
		return nil // placed later (3.1, 12.10)
	}
	if _, err := s.campFor(a); err != nil {
		return err
	}
	return nil
}

// campFor is the base camp a purchase goes to: the one named, or the only one.
func (s *State) campFor(a Action) (Hex, error) {
	camps := s.CampHexes()
	if a.Hex != NoHex {
		for _, c := range camps {
			if c == a.Hex {
				return c, nil
			}
		}
		return NoHex, illegal(a, RefuseNoCamp, "there is no base camp in hex %s; purchases are placed in a base camp (3.5)", a.Hex)
	}
	switch len(camps) {
	case 0:
		return NoHex, illegal(a, RefuseNoCamp, "there is no base camp to put it in: buy and place a base camp first (12.10)")
	case 1:
		return camps[0], nil
	}
	return NoHex, illegal(a, RefuseChooseCamp, "choose which base camp gets it")
}

func (s *State) doBuy(a Action, ev *events) {
	sp, p := s.Spec(a.Piece), s.P(a.Piece)
	price := s.Price(a.Piece)
	s.PP -= price
	text := fmt.Sprintf("Bought %s for %d PP (%d PP left).", sp.Name, price, s.PP)
	if sp.Kind == KindBaseCamp || s.Phase == PhaseSetup {
		p.Place = Bought
	} else {
		h, _ := s.campFor(a)
		*p = Piece{Spec: p.Spec, Place: OnMap, Hex: h, Surcharge: p.Surcharge, Rolled: p.Rolled}
		text = fmt.Sprintf("Bought %s for %d PP and put it in the base camp at %s (%d PP left).", sp.Name, price, h, s.PP)
	}
	ev.add(Event{Type: EvPurchase, Rule: "6.0", Piece: a.Piece, Hex: p.Hex, Total: price, Text: text})
}

// Plays ruling M7 (docs/rulings.md).
func (s *State) checkOldStock(a Action) error {
	if !s.Options.NewOldStock {
		return illegal(a, RefuseOptionOff, "optional rule 16 (New Old Stock) is off")
	}
	if s.Phase != PhaseMission {
		return illegal(a, RefuseWrongPhase, "old stock is bought in the Mission Objective Placement Phase (16.0)")
	}
	if a.Piece == None || !s.Spec(a.Piece).Has(TagOldStock) || s.P(a.Piece).Place != Available {
		return illegal(a, RefuseWrongPiece, "choose an available Green Beret piece")
	}
	if s.P(a.Piece).Rolled {
		return illegal(a, RefuseAlreadyDone, "%s has had its one roll (16.0)", s.Name(a.Piece))
	}
	return nil
}

func (s *State) doOldStock(a Action, ev *events) {
	r := s.Dice.Roll(10)
	extra := r % 10 // 16.0: here a "0" is zero, not ten
	p := s.P(a.Piece)
	p.Rolled, p.Surcharge = true, extra
	ev.add(Event{Type: EvRoll, Rule: "16.0", Piece: a.Piece, Dice: []Die{{Sides: 10, Value: r}}, Total: extra,
		Text: fmt.Sprintf("Overhaul surcharge for %s: d10 shows %d, so it costs %d + %d = %d PP.", s.Name(a.Piece), r%10, s.Spec(a.Piece).Cost, extra, s.Price(a.Piece))})
}

// ---- base camps (3.1, 12.11)

// CampHexOK says whether a base camp may be placed in h (3.1).
func (s *State) CampHexOK(h Hex) error {
	if err := campGround(s.rules.Board, h); err != nil {
		return err
	}
	if s.CampAt(h) {
		return refuse(RefuseCampSite, "there is already a base camp in %s", h)
	}
	if s.hasKindAt(h, KindEnemy) {
		return refuse(RefuseEnemyHex, "enemy units hold %s", h)
	}
	return nil
}

// campGround says whether the map lets a base camp stand in h, whatever
// else is there: not in or next to a village (3.1), not on a river (ruling
// T5). Play and the scenario checker both ask it.
func campGround(b *Board, h Hex) error {
	if !b.Contains(h) {
		return refuse(RefuseOffMap, "hex %s is not on the map", h)
	}
	if b.Terrain(h).Has(Village) {
		return refuse(RefuseCampSite, "a base camp may not be in a village (3.1)")
	}
	for _, n := range b.Neighbors(h) {
		if b.Terrain(n).Has(Village) {
			return refuse(RefuseCampSite, "a base camp may not be next to a village (3.1): the village at %s is next to it", n)
		}
	}
	if b.AllWater(h) {
		return refuse(RefuseCampSite, "a base camp cannot be pitched in a river hex (ruling T5)")
	}
	return nil
}

// CampSites lists every hex where a base camp may be placed now (3.1), in
// one pass over the map: for shading the map and for the random player.
func (s *State) CampSites() []Hex {
	l := s.campSiteList()
	return l.appendTo(make([]Hex, 0, l.n))
}

// campSiteList is CampSites before it is written out: the map's sites for
// a camp less those taken by an enemy unit or a camp.
type campSiteList struct {
	g     *boardCache
	taken []Hex // few
	n     int
}

func (s *State) campSiteList() campSiteList {
	l := campSiteList{g: s.rules.geo()}
	l.n = len(l.g.campSites)
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if k := s.rules.Mix.Specs[p.Spec].Kind; p.Place == OnMap && (k == KindEnemy || k == KindBaseCamp) && !slices.Contains(l.taken, p.Hex) {
			l.taken = append(l.taken, p.Hex)
			if l.g.contains(p.Hex) && l.g.isCampSite[l.g.index(p.Hex)] {
				l.n--
			}
		}
	}
	return l
}

func (l *campSiteList) appendTo(out []Hex) []Hex {
	for _, i := range l.g.campSites {
		if h := l.g.hex(i); !slices.Contains(l.taken, h) {
			out = append(out, h)
		}
	}
	return out
}

// at is the k-th site, in CampSites' order.
func (l *campSiteList) at(k int) Hex {
	for _, i := range l.g.campSites {
		if h := l.g.hex(i); !slices.Contains(l.taken, h) {
			if k == 0 {
				return h
			}
			k--
		}
	}
	panic("campSiteList: no such site")
}

func (s *State) checkPlaceCamp(a Action) error {
	if a.Piece == None || s.Spec(a.Piece).Kind != KindBaseCamp {
		return illegal(a, RefuseWrongPiece, "choose a base camp to place")
	}
	p := s.P(a.Piece)
	setup := s.Phase == PhaseSetup && s.SetupStep == SetupCamps
	if !(setup && (p.Place == Bought || p.Place == OnMap)) && !(s.Phase == PhaseMission && p.Place == Bought) {
		return illegal(a, RefuseWrongPhase, "base camps are placed at set-up (3.1) or, once bought or picked up, in the Mission Objective Placement Phase (12.11)")
	}
	if err := s.CampHexOK(a.Hex); err != nil {
		return illegalBy(a, err)
	}
	return nil
}

func (s *State) doPlaceCamp(a Action, ev *events) {
	p := s.P(a.Piece)
	p.Place, p.Hex, p.Carrier = OnMap, a.Hex, None
	ev.add(Event{Type: EvCampPlaced, Rule: "3.1", Piece: a.Piece, Hex: a.Hex,
		Text: fmt.Sprintf("Base camp placed at %s.", a.Hex)})
	if s.Phase == PhaseMission {
		s.push(Task{Kind: TaskMissionCheck}) // 7.0: a camp on the mission accomplishes it
	}
}

// MoveCampMinPP is the least PP a player needs to try moving a camp: the
// d10 may ask for up to 10 and must be paid (12.11; see docs/rulings.md).
const MoveCampMinPP = 10

// Plays ruling M6 (docs/rulings.md).
func (s *State) checkMoveCamp(a Action) error {
	if s.Phase != PhaseMission {
		return illegal(a, RefuseWrongPhase, "base camps move only in the Mission Objective Placement Phase (12.11)")
	}
	if a.Piece == None || s.Spec(a.Piece).Kind != KindBaseCamp || s.P(a.Piece).Place != OnMap {
		return illegal(a, RefuseWrongPiece, "choose a base camp on the map")
	}
	if s.PP < MoveCampMinPP {
		return illegal(a, RefuseCannotAfford, "moving a base camp costs a d10 in PP: you need %d PP to be sure of paying (12.11)", MoveCampMinPP)
	}
	return nil
}

func (s *State) doMoveCamp(a Action, ev *events) {
	r := s.Dice.Roll(10)
	s.PP -= r
	p := s.P(a.Piece)
	from := p.Hex
	p.Place, p.Hex = Bought, NoHex
	ev.add(Event{Type: EvRoll, Rule: "12.11", Piece: a.Piece, From: from, Dice: []Die{{Sides: 10, Value: r}}, Total: r,
		Text: fmt.Sprintf("Moving the base camp at %s: d10 shows %d, so it costs %d PP (%d PP left). Place it anywhere legal.", from, r%10, r, s.PP)})
}

// ---- deploying SF pieces into base camps at set-up (3.3, 3.5)

func (s *State) checkDeploy(a Action) error {
	if s.Phase != PhaseSetup || s.SetupStep != SetupDeploy {
		return illegal(a, RefuseWrongPhase, "pieces are deployed into base camps at set-up (3.3)")
	}
	if a.Piece == None || !s.IsSF(a.Piece) || s.Spec(a.Piece).Kind == KindBaseCamp || s.P(a.Piece).Place != OnMap {
		return illegal(a, RefuseWrongPiece, "choose a team, leader or piece of gear in a base camp")
	}
	if !s.CampAt(a.Hex) {
		return illegal(a, RefuseNoCamp, "SF pieces begin the game in a base camp hex (3.3)")
	}
	if s.P(a.Piece).Carrier != None {
		return illegal(a, RefuseCarried, "%s is carried by %s: move that instead", s.Name(a.Piece), s.Name(s.P(a.Piece).Carrier))
	}
	return nil
}

func (s *State) doDeploy(a Action, ev *events) {
	moved := append([]PieceID{a.Piece}, s.carriedTree(a.Piece)...)
	for _, id := range moved {
		s.P(id).Hex = a.Hex
	}
	ev.add(Event{Type: EvDeploy, Rule: "3.3", Piece: a.Piece, Pieces: moved, Hex: a.Hex,
		Text: fmt.Sprintf("%s deployed to the base camp at %s.", s.Name(a.Piece), a.Hex)})
}

// ---- ending a phase

func (s *State) checkEndPhase(a Action) error {
	if len(s.Tasks) > 0 {
		return illegal(a, RefuseBusy, "the game system is still working")
	}
	if s.Move != nil {
		return illegal(a, RefuseMoveUnderway, "finish the move first")
	}
	switch s.Phase {
	case PhaseSetup:
		if s.SetupStep == SetupCamps {
			if s.countPlace(KindBaseCamp, Bought) > 0 {
				return illegal(a, RefusePlaceCamp, "place every base camp you bought before going on (3.1)")
			}
			if len(s.CampHexes()) == 0 {
				return illegal(a, RefusePlaceCamp, "place your base camp first (3.1)")
			}
		}
	case PhaseMission:
		if s.countPlace(KindBaseCamp, Bought) > 0 {
			return illegal(a, RefusePlaceCamp, "place the base camp you bought or picked up before going on (12.11)")
		}
	case PhaseEnemy:
		return illegal(a, RefuseWrongPhase, "the enemy phase runs by itself")
	case PhaseOver:
		return illegal(a, RefuseGameOver, "the game is over")
	}
	return nil
}

func (s *State) doEndPhase(ev *events) {
	switch s.Phase {
	case PhaseSetup:
		switch s.SetupStep {
		case SetupBuy:
			s.SetupStep = SetupCamps
			ev.add(Event{Type: EvPhase, Rule: "3.1", Text: "Set-up: place your base camp(s), not in or next to a village."})
		case SetupCamps:
			s.fobBonus(ev)
			camps := s.CampHexes()
			for _, id := range s.IDs() {
				if p := s.P(id); p.Place == Bought && s.Spec(id).Kind != KindBaseCamp {
					p.Place, p.Hex = OnMap, camps[0]
				}
			}
			if len(camps) > 1 {
				s.SetupStep = SetupDeploy
				ev.add(Event{Type: EvPhase, Rule: "3.3", Text: "Set-up: every SF piece starts in a base camp; move any of them to the other camp."})
				return
			}
			s.enterPhase(PhaseMission, ev)
		case SetupDeploy:
			s.enterPhase(PhaseMission, ev)
		}
	case PhaseMission:
		s.enterPhase(PhaseMovement, ev)
	case PhaseMovement:
		s.enterPhase(PhaseCombat, ev)
	case PhaseCombat:
		s.enterPhase(PhaseEnemy, ev)
	case PhaseSuccess:
		s.Turn++
		for i := range s.Pieces {
			p := &s.Pieces[i]
			p.Moved, p.Attacked = false, false
		}
		s.enterPhase(PhaseMission, ev)
	}
}

func (s *State) fobBonus(ev *events) {
	for _, id := range s.OnMapOf(KindBaseCamp) {
		if h := s.P(id).Hex; s.rules.Board.InFOBZone(h) {
			s.PP += FOBBonus
			ev.add(Event{Type: EvPP, Rule: "6.3", Piece: id, Hex: h, Total: FOBBonus,
				Text: fmt.Sprintf("Forward operating base: the camp at %s is within %d hexes of the north-east edge, +%d PP (%d PP).", h, FOBRange, FOBBonus, s.PP)})
		}
	}
}

// phaseTexts announce the phases of the turn.
var phaseTexts = [...]string{
	PhaseMission:  "Mission Objective Placement Phase: a new mission is drawn; then buy what it needs.",
	PhaseMovement: "Friendly Movement Phase: move your teams, then end the phase.",
	PhaseCombat:   "Friendly Combat Phase: teams next to enemy units may attack them.",
	PhaseEnemy:    "Enemy Movement/Combat Phase: the enemy pursues detected teams and attacks.",
	PhaseSuccess:  "Success Determination Phase: play on, or end the game and take the assessment.",
	PhaseOver:     "",
}

// enterPhase begins a phase of the turn and queues what the game system
// does at its start.
//
// Plays rulings M2, M9 (docs/rulings.md).
func (s *State) enterPhase(p Phase, ev *events) {
	if p == PhaseMission && s.Mission != None {
		// 4.0: the placement phase is played only when a new mission is due.
		p = PhaseMovement
	}
	s.Phase = p
	s.Nominations = nil
	if ev.keep() {
		ev.add(Event{Type: EvPhase, Rule: p.Rule(), Text: fmt.Sprintf("Turn %d. %s", s.Turn, phaseTexts[p])})
	}
	switch p {
	case PhaseMission:
		s.push(Task{Kind: TaskMissionDraw})
	case PhaseMovement:
		// 17.0, ruling O1: a team still waiting on the mission with its
		// gear gets this turn's misadventure roll before anything moves.
		s.push(Task{Kind: TaskMissionCheck})
	case PhaseEnemy:
		s.push(Task{Kind: TaskSuppression}, Task{Kind: TaskEnemyMoves}, Task{Kind: TaskEnemyPhaseEnd})
	case PhaseSuccess:
		if s.Mission == None && len(s.InCup(KindMission)) == 0 {
			s.gameOver(ev, "no mission objectives are left to draw (4.0, 5.0)", false)
		}
	}
}
