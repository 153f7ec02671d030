package view

import (
	"slices"
	"testing"

	"kandahar/game"
)

// stageLog is a Stage that writes down what it is told.
type stageLog struct {
	calls   []string
	reduced bool
}

func (s *stageLog) PlayStart()            { s.calls = append(s.calls, "start") }
func (s *stageLog) PlayEnd()              { s.calls = append(s.calls, "end") }
func (s *stageLog) EventStart(h game.Hex) { s.calls = append(s.calls, "event "+h.String()) }
func (s *stageLog) Landed(e game.Event)   { s.calls = append(s.calls, "landed "+string(e.Type)) }
func (s *stageLog) Changed()              { s.calls = append(s.calls, "changed") }
func (s *stageLog) ReducedMotion() bool   { return s.reduced }

// What the player sees is what the dice have shown: while an event plays
// the game shown is the one before it, and its log line and result show
// once it has played, one event after another.
func TestAnimatorShowsEachEventOnceItHasPlayed(t *testing.T) {
	st := &stageLog{}
	an := &Animator{Stage: st, Speed: 1}
	before, afterInfo, afterMove := &game.State{}, &game.State{}, &game.State{}
	at := game.Hex{Col: 4, Row: 5}
	info := game.Event{Type: game.EvInfo, Text: "nothing to watch"}
	move := game.Event{Type: game.EvMove, Hex: at, Path: []game.Hex{{Col: 4, Row: 4}, at}}
	an.Enqueue(before, []game.Event{info, move}, []*game.State{afterInfo, afterMove})

	// the line with nothing to watch lands at once; the move plays
	if an.Cur == nil || an.Cur.Type != game.EvMove || an.Shown != afterInfo {
		t.Fatalf("after enqueueing: playing %v, shown %p; want the move, with the state after the line %p", an.Cur, an.Shown, afterInfo)
	}
	an.Step(an.Dur / 2)
	if an.Shown != afterInfo || !an.Busy() {
		t.Fatalf("half way through the move the state shown moved on (busy %v)", an.Busy())
	}
	an.Step(an.Dur)
	if an.Busy() || an.Shown != nil {
		t.Fatalf("after the move: busy %v, shown %p; want all played and the live game shown", an.Busy(), an.Shown)
	}
	want := []string{"start", "landed " + string(game.EvInfo), "event " + at.String(), "landed " + string(game.EvMove), "end", "changed"}
	if !slices.Equal(st.calls, want) {
		t.Fatalf("the stage was told %q, want %q", st.calls, want)
	}
}

// With reduced motion, dice show their faces at once and a card that
// changes the player's situation (a detection) waits for the player;
// routine events (a roll of the enemy's count, the player's own move) go
// on into the log.
func TestAnimatorReducedMotionCardWaits(t *testing.T) {
	st := &stageLog{reduced: true}
	an := &Animator{Stage: st, Speed: 1}
	detected := game.Event{Type: game.EvDetected, Dice: []game.Die{{Sides: 10, Value: 4}}}
	an.Enqueue(&game.State{}, []game.Event{detected}, nil)
	if an.T != DiceTime {
		t.Fatalf("a roll starts at %.2f s under reduced motion, want %.2f (past the tumble)", an.T, DiceTime)
	}
	for range 100 {
		an.Step(0.1)
	}
	if !an.CardHeld() || an.Cur == nil {
		t.Fatalf("the detection's card did not wait for the player (held %v)", an.CardHeld())
	}
	an.Skip()
	if an.Busy() {
		t.Fatal("Skip did not let the waiting card go")
	}

	for _, e := range []game.Event{
		{Type: game.EvEnemyCount, Dice: []game.Die{{Sides: 6, Value: 4}}},
		{Type: game.EvRoll, Dice: []game.Die{{Sides: 6, Value: 2}}},
		{Type: game.EvMove, Path: []game.Hex{{Col: 1, Row: 1}, {Col: 1, Row: 2}}},
	} {
		an.Enqueue(&game.State{}, []game.Event{e}, nil)
		for range 100 {
			an.Step(0.1)
		}
		if an.Busy() {
			t.Fatalf("a routine %s waited for a key under reduced motion", e.Type)
		}
	}
}

// Moving reports the pieces the current event draws itself.
func TestAnimatorMoving(t *testing.T) {
	an := &Animator{Stage: &stageLog{}, Speed: 1}
	an.Enqueue(&game.State{}, []game.Event{{Type: game.EvMove, Pieces: []game.PieceID{3, 5}, Path: []game.Hex{{Col: 1, Row: 1}, {Col: 1, Row: 2}}}}, nil)
	if !an.Moving(5) || an.Moving(4) {
		t.Fatalf("Moving(5) %v, Moving(4) %v while pieces 3 and 5 walk", an.Moving(5), an.Moving(4))
	}
}
