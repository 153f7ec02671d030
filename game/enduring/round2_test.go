package enduring

import (
	"slices"
	"testing"
)

// answerStack answers the end-of-phase stacking question with the option
// that names unit u, failing if the game is not asking it.
func answerStack(t *testing.T, s *State, u int) {
	t.Helper()
	if s.Q == nil || s.Q.Rule != "8.9" {
		t.Fatalf("no stacking question at the end of the phase (8.9): %+v", s.Prompt())
	}
	for i, o := range s.Q.Options {
		if o.Unit == u {
			if _, err := s.Apply(Action{Kind: ActAnswer, Choice: i}); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("%s is not among the answers", s.Type(u).Name)
}

// 8.9, ruling EF-R7: a ground move may end in a full zone; at the end of
// the phase the player is asked which unit goes, and the loss scores.
func TestOverstackGroundMove_8_9(t *testing.T) {
	s := bare(t, PhGroundMove)
	z := zone(t, s, "panjshir-valley") // mountain: 4
	for _, id := range []string{"na-inf-1", "na-inf-2", "na-inf-3", "na-cav-1"} {
		put(t, s, id, z, true)
	}
	u := put(t, s, "us-10mtn", zone(t, s, "bagram"))
	if !slices.Contains(s.groundReach(u), z) {
		t.Fatal("a full zone is no bar to a move (8.9)")
	}
	if err := s.Check(Action{Kind: ActGroundMove, Unit: u, To: z}); err != nil {
		t.Fatalf("the move into a full zone is refused: %v", err)
	}
	if _, err := s.Apply(Action{Kind: ActGroundMove, Unit: u, To: z}); err != nil {
		t.Fatal(err)
	}
	if s.Q != nil || s.CoalitionGroundIn(z) != 5 {
		t.Fatal("nothing is eliminated while the phase goes on")
	}
	if _, err := s.Apply(Action{Kind: ActEndPhase}); err != nil {
		t.Fatal(err)
	}
	if len(s.Q.Options) != 5 {
		t.Fatalf("every unit in the zone is an answer: %d", len(s.Q.Options))
	}
	cav := s.Rules.UnitID("na-cav-1")
	answerStack(t, s, cav)
	if s.CoalitionGroundIn(z) != 4 || s.Units[cav].Loc != BoxNAAvailable || s.NP != 49 {
		t.Fatalf("the cavalry chosen goes back to the available display and costs 1 NP: %d left, NP %d", s.CoalitionGroundIn(z), s.NP)
	}
}

// 8.9, ruling EF-R7: an air assault may land in a full zone; the excess
// goes at the end of the air movement phase, before the reveal.
func TestOverstackAirLanding_8_9(t *testing.T) {
	s := bare(t, PhAirMove)
	z := zone(t, s, "tora-bora") // stronghold: 3
	var in []int
	for _, id := range []string{"us-10mtn", "us-tfp", "us-101-rakkasan"} {
		in = append(in, put(t, s, id, z))
	}
	r := put(t, s, "us-75r", Staging(0))
	if !slices.Contains(s.airReach(r), z) {
		t.Fatal("a full zone is no bar to an air assault (8.9)")
	}
	if _, err := s.Apply(Action{Kind: ActAirMove, Unit: r, To: z}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(Action{Kind: ActEndPhase}); err != nil {
		t.Fatal(err)
	}
	if s.Phase != PhReveal {
		t.Fatalf("the question comes as the air movement phase ends: %s", s.Phase)
	}
	answerStack(t, s, in[0])
	if s.Units[in[0]].Loc != BoxCoalitionElim || s.NP != 50-6 {
		t.Fatalf("the 10th Mountain is eliminated, not reduced, for 6 NP: %s, NP %d", s.Rules.PlaceName(s.Units[in[0]].Loc), s.NP)
	}
}

// 8.9, ruling EF-R7: a random placement that overfills a zone is settled
// the same way when the phase ends.
func TestOverstackRandomPlacement_8_9(t *testing.T) {
	s := bare(t, PhJihadEvents)
	z := zone(t, s, "hindu-kush-east") // mountain: 4; 5-3 on the table
	for _, id := range []string{"na-inf-1", "na-inf-2", "na-inf-3", "na-cav-1"} {
		put(t, s, id, z, true)
	}
	dice(s, 1, 5, 3) // Northern Alliance Rallies: one unit, to 5-3
	call(t, s, nil, func() { s.doEvent("na-rallies") })
	if s.CoalitionGroundIn(z) != 5 {
		t.Fatalf("the rallied unit is placed regardless of the limit: %d", s.CoalitionGroundIn(z))
	}
	s.enter(PhIslamistMobilize)
	s.run()
	down := -1
	for _, u := range s.unitsAt(z) {
		if !s.Units[u].FaceUp {
			down = u
		}
	}
	answerStack(t, s, down)
	if s.CoalitionGroundIn(z) != 4 || s.Units[down].Loc != BoxNAAvailable {
		t.Fatal("the face-down unit chosen goes")
	}
}

// 16.5, ruling EF-R45: the road bonus follows the road net across the
// joints of the Ring Road's legs (Kandahar, Herat, Mazar, Kabul), and
// only along roads.
func TestRoadNetwork_16_5(t *testing.T) {
	for _, c := range []struct{ from, to, joint string }{
		{"ghazni", "lashkargam", "Kandahar"},
		{"farah", "shebergan", "Herat"},
		{"turkestan", "baghlan", "Mazar-i-Sharif"},
		{"bagram", "zabul", "Kabul"},
	} {
		s := bare(t, PhGroundMove)
		from := zone(t, s, c.from)
		u := put(t, s, "ca-ppcli", from)
		if slices.Contains(s.groundReach(u), zone(t, s, c.to)) {
			t.Fatalf("%s to %s is three zones: out of reach without the road bonus", c.from, c.to)
		}
		put(t, s, "nato-fob", from)
		if !slices.Contains(s.groundReach(u), zone(t, s, c.to)) {
			t.Errorf("with a FOB in %s the road runs on through %s to %s", c.from, c.joint, c.to)
		}
	}
	s := bare(t, PhGroundMove)
	u := put(t, s, "ca-ppcli", zone(t, s, "turkestan"))
	put(t, s, "nato-fob", zone(t, s, "turkestan"))
	if slices.Contains(s.groundReach(u), zone(t, s, "konduz")) {
		t.Fatal("Turkestan to Konduz in three leaves the road at Balkh: no bonus off the roads")
	}
}

// 16.1's example against 16.4 (ruling EF-R41): Kabul to Tora Bora costs
// two points, but Khyber is a mountain zone, so it takes two phases by
// ground; an air assault by SOF does it in one (19.7).
func TestKhyberExample_16_1(t *testing.T) {
	s := bare(t, PhGroundMove)
	u := put(t, s, "us-10mtn", zone(t, s, "kabul"))
	reach := s.groundReach(u)
	if !slices.Contains(reach, zone(t, s, "khyber")) || slices.Contains(reach, zone(t, s, "tora-bora")) {
		t.Fatalf("from Kabul: Khyber yes, Tora Bora no (16.4): %v", reach)
	}
	s.Units[u].Loc = zone(t, s, "khyber")
	s.Units[u].Moved = false
	if !slices.Contains(s.groundReach(u), zone(t, s, "tora-bora")) {
		t.Fatal("the next phase, Khyber to Tora Bora")
	}
}

// 10.2, ruling EF-R10: a Terror Spectacular revealed by the Reveal Phase
// stays for its zone's battle: +1 to the Islamists' edge and NP by the
// outcome; revealed by ISR it is removed without effect.
func TestTerrorSpectacular_10_2(t *testing.T) {
	s := bare(t, PhReveal)
	z := zone(t, s, "kandahar")
	put(t, s, "us-10mtn", z)
	sp := put(t, s, "spectacular", z)
	put(t, s, "tal-inf-1", z)
	call(t, s, nil, s.stepReveal)
	if !s.Units[sp].FaceUp || s.Units[sp].Loc != z {
		t.Fatal("revealed by the Reveal Phase, it stays in Kandahar for the battle")
	}
	s.Phase, s.Step = PhGroundCombat, 0
	// edge 6 v 1+1; the 10th rolls 1: the Taliban are gone; the spectacular's die 4
	dice(s, 6, 1, 1, 4)
	call(t, s, nil, func() { s.stepCombat(false) })
	edge := false
	for _, e := range s.ev.list {
		if e.Type == EvEdge && e.AgainstTotal == 2 {
			edge = true
		}
	}
	if !edge || s.NP != 50+1+4 || s.Units[sp].Loc != BoxUnderground {
		dumpEvents(t, s)
		t.Fatalf("+1 to the Islamists' edge, +4 NP for their loss, back to the Underground: NP %d", s.NP)
	}
	s = bare(t, PhISRResolve)
	sp = put(t, s, "spectacular", z)
	isr := put(t, s, "isr-1", BoxAssetsReady)
	s.Units[isr].Target = z
	dice(s, 1)
	call(t, s, nil, s.stepISR)
	if s.Units[sp].Loc != BoxUnderground || !hasEvent(s, "10.2", "outside a battle") {
		t.Fatal("revealed by ISR it is removed without effect")
	}
}

// 11.4, ruling EF-R42: a FOB taken down waits for the next turn, and so
// does its zone: no FOB of either nation goes up there this turn.
func TestFOBTakenDown_11_4(t *testing.T) {
	s := bare(t, PhMobilize)
	kabul := zone(t, s, "kabul")
	put(t, s, "us-engineer", kabul)
	put(t, s, "uk-engineer", kabul)
	f1 := put(t, s, "us-fob-1", kabul)
	if _, err := s.Apply(Action{Kind: ActDemobilize, Unit: f1, To: BoxMobilization}); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"us-fob-1", "us-fob-2", "nato-fob"} {
		f := s.Rules.UnitID(id)
		if err := s.Check(Action{Kind: ActMobilize, Unit: f, To: kabul}); err == nil {
			t.Fatalf("%s built in Kabul the turn a FOB came down there", id)
		}
	}
	s.Turn++
	if err := s.Check(Action{Kind: ActMobilize, Unit: s.Rules.UnitID("us-fob-1"), To: kabul}); err != nil {
		t.Fatalf("the next turn it may go up again: %v", err)
	}
}

// 33.1, ruling EF-R46: the Loya Jirga counts only the Northern Alliance
// leaders the player can see.
func TestLoyaJirgaSeesOnlyRevealed_33_1(t *testing.T) {
	s := bare(t, PhCivilMilitary)
	kabul := zone(t, s, "kabul")
	put(t, s, "nato-isaf", kabul)
	a := put(t, s, "fahim", kabul)
	b := put(t, s, "karzai", kabul)
	if s.LoyaJirgaReady() {
		t.Fatal("two face-down counters, leaders or not, are unknown: no Loya Jirga")
	}
	s.Units[a].FaceUp, s.Units[a].RevealedBy = true, "test"
	s.Units[b].FaceUp, s.Units[b].RevealedBy = true, "test"
	if !s.LoyaJirgaReady() {
		t.Fatal("two revealed leaders, an HQ and Kabul held: the Loya Jirga may be tried")
	}
}

// Ruling EF-R43: the errata's Pakistani counter is an Islamist base; the
// Coalition's FOBs are all US or NATO, the only ones an engineer builds.
func TestPakistaniErrata_3_4(t *testing.T) {
	r := MustRules()
	pak := r.Units[r.UnitID("pak-base")]
	if pak.Side != Islamist || pak.Contingent != "Pakistani" || !pak.Has("base") {
		t.Fatalf("the Pakistani base: %+v", pak)
	}
	for _, u := range r.Units {
		if u.Type == "fob" && !u.USNATO() {
			t.Errorf("%s is a FOB of %s", u.Name, u.Contingent)
		}
	}
}

// 24.5, ruling EF-R44: the zero-factor counters are the FOBs and the
// Islamist markers; HQs and bases fight with 1.
func TestZeroFactor_24_5(t *testing.T) {
	r := MustRules()
	for _, u := range r.Units {
		zero := u.Type == "fob" || isMarker(u)
		if u.Class == Ground && (u.Full == 0) != zero {
			t.Errorf("%s (%s) has factor %d", u.Name, u.Type, u.Full)
		}
		if (u.Type == "hq" || u.Type == "base") && u.Full != 1 {
			t.Errorf("%s: an HQ or base fights with 1, not %d", u.Name, u.Full)
		}
	}
}
