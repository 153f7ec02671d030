package game

import (
	"fmt"
	"slices"
)

// TaskKind names one procedure of the game system.
type TaskKind string

const (
	TaskNoiseCheck    TaskKind = "noise-check"     // 12.0 for the stack at Hex; N = hexes it entered
	TaskEscape        TaskKind = "escape"          // 12.3: the player may escape from Hex
	TaskEnemyArrival  TaskKind = "enemy-arrival"   // 12.7: d6 enemy units around Hex
	TaskScatter       TaskKind = "scatter"         // 12.8: draw and place one enemy unit around Hex
	TaskMissionDraw   TaskKind = "mission-draw"    // 7.0
	TaskMissionCheck  TaskKind = "mission-check"   // 7.1, 17.0
	TaskSuppression   TaskKind = "suppression"     // 15.0 nominations
	TaskEnemyMoves    TaskKind = "enemy-moves"     // 10.6, 12.9: queue a move per enemy unit
	TaskEnemyMove     TaskKind = "enemy-move"      // one enemy unit's pursuit
	TaskEnemyAttacks  TaskKind = "enemy-attacks"   // 10.9, 13.0: queue Piece's attacks after its move
	TaskEnemyAttack   TaskKind = "enemy-attack"    // Piece attacks the SF pieces at Hex
	TaskEnemyPhaseEnd TaskKind = "enemy-phase-end" // 15.0: weapons flip back; to 5.0
	TaskCasualty      TaskKind = "casualty"        // 13.0 step 7, 13.1: the SF at Hex lost
	TaskGearLoss      TaskKind = "gear-loss"       // 13.0 step 8: lose N gear at Hex
	TaskClaim         TaskKind = "claim"           // 13.1: gear of a lost team at Hex
	TaskFriendlyFire  TaskKind = "friendly-fire"   // 14.0 around the enemy at Hex
)

// Task is one step the game system still has to run. A task that needs
// the player's answer sets State.Pending and waits at the head of the
// queue; the answer comes back in Answer.
type Task struct {
	Kind   TaskKind
	Piece  PieceID `json:",omitempty"`
	Target PieceID `json:",omitempty"`
	Hex    Hex     `json:",omitzero"`
	N      int     `json:",omitempty"`
	// Progress of a task that runs in steps (an enemy unit's pursuit).
	MP      int   `json:",omitempty"`
	Started bool  `json:",omitempty"`
	Path    []Hex `json:",omitempty"`
	// Answer is the chosen option plus one; 0 while unanswered.
	Answer int `json:",omitempty"`
}

// DecisionKind names a choice the rules leave to the player.
type DecisionKind string

const (
	DecEscape        DecisionKind = "escape"         // 12.3
	DecPursuitTarget DecisionKind = "pursuit-target" // 12.4 note: equidistant teams
	DecPursuitHex    DecisionKind = "pursuit-hex"    // 12.4 note: equidistant hexes
	DecCasualtyTeam  DecisionKind = "casualty-team"  // which team in the hex takes the casualty
	DecGearLoss      DecisionKind = "gear-loss"      // 13.0 step 8
	DecClaim         DecisionKind = "claim"          // 13.1
	DecSuppression   DecisionKind = "suppression"    // 15.0
)

// Option is one legal answer to a decision.
type Option struct {
	Label string
	Piece PieceID `json:",omitempty"`
	Hex   Hex     `json:",omitzero"`
}

// Decision is a question the game puts to the player; play waits for it.
type Decision struct {
	Kind    DecisionKind
	Rule    string
	Prompt  string
	Options []Option
	// Hex is where the question arises (the stack detected, the battle),
	// so that a client can keep it in sight; NoHex when it has no place.
	Hex Hex `json:",omitzero"`
}

// answerFirst is the refusal of anything else while the question waits:
// it names the question's rule, not its words, which the client shows
// already beside its options.
func (d *Decision) answerFirst() string {
	if d.Rule == "" {
		return "first answer the question asked"
	}
	return fmt.Sprintf("first answer the question asked (%s)", d.Rule)
}

func (d *Decision) clone() *Decision {
	c := *d
	c.Options = append([]Option(nil), d.Options...)
	return &c
}

// ask stops the task at the head of the queue until the player answers.
func (s *State) ask(t Task, d Decision) {
	if d.Hex == NoHex {
		d.Hex = t.Hex
	}
	s.Pending = &d
	s.push(t)
}

// push queues tasks to run next, before anything already queued.
// The queue is changed in place: nothing keeps a pointer into it (a task
// is run from a copy), and a snapshot copies it (cloneInto).
func (s *State) push(ts ...Task) { s.Tasks = slices.Insert(s.Tasks, 0, ts...) }

// popTask takes the task at the head of the queue off it. The rest move up
// in the same array, so that the queue keeps its room for the next push
// instead of allocating anew (queues are a few tasks long).
func (s *State) popTask() Task {
	t := s.Tasks[0]
	n := copy(s.Tasks, s.Tasks[1:])
	s.Tasks[n] = Task{} // drop the references the last slot held
	s.Tasks = s.Tasks[:n]
	return t
}

// Apply carries out one player action and then runs the game system until
// the player has something to do. It returns what happened, or an
// *IllegalError saying why the action cannot be taken; an illegal action
// changes nothing.
func (s *State) Apply(a Action) ([]Event, error) {
	ev, _, err := s.apply(a, false)
	return ev, err
}

// Advance is Apply for a caller that never reads the events (a computer
// player's look-ahead, the simulator): it keeps none, which saves a
// whole game's worth of log in memory and garbage.
func (s *State) Advance(a Action) error {
	if err := s.Check(a); err != nil {
		return err
	}
	ev := events{discard: true}
	s.do(a, &ev)
	s.run(&ev)
	return nil
}

// apply is Apply, with the state after each event when traced.
func (s *State) apply(a Action, traced bool) ([]Event, []*State, error) {
	if err := s.Check(a); err != nil {
		return nil, nil, err
	}
	var ev events
	if traced {
		ev.s = s
	}
	s.do(a, &ev)
	s.run(&ev)
	return ev.list, ev.after, nil
}

// Check says whether an action is legal now, and if not, why.
func (s *State) Check(a Action) error {
	if s.Over {
		return illegal(a, RefuseGameOver, "the game is over: %s", s.Reason)
	}
	if s.Pending != nil && a.Type != ActChoose && !(a.Type == ActNominate && s.Pending.Kind == DecSuppression) {
		return illegal(a, RefuseAnswerFirst, "%s", s.Pending.answerFirst())
	}
	for i := -2; i < len(a.Pieces); i++ {
		id := a.Piece
		switch {
		case i == -1:
			id = a.Target
		case i >= 0:
			id = a.Pieces[i]
		}
		if id < 0 || int(id) > len(s.Pieces) {
			return illegal(a, RefuseNoSuchPiece, "there is no piece number %d", id)
		}
	}
	switch a.Type {
	case ActChoose:
		if s.Pending == nil {
			return illegal(a, RefuseNoQuestion, "there is no question to answer")
		}
		if a.Option < 0 || a.Option >= len(s.Pending.Options) {
			return illegal(a, RefuseBadOption, "choose one of the %d answers offered", len(s.Pending.Options))
		}
		return nil
	case ActBuy:
		return s.checkBuy(a)
	case ActPlaceCamp:
		return s.checkPlaceCamp(a)
	case ActDeploy:
		return s.checkDeploy(a)
	case ActMoveCamp:
		return s.checkMoveCamp(a)
	case ActOldStock:
		return s.checkOldStock(a)
	case ActCarry:
		return s.checkCarry(a)
	case ActMove:
		return s.checkMove(a)
	case ActDropOff:
		return s.checkDropOff(a)
	case ActEndMove:
		if s.Move == nil {
			return illegal(a, RefuseNoMove, "no stack is moving")
		}
		return nil
	case ActAttack:
		return s.checkAttack(a)
	case ActNominate:
		return s.checkNominate(a)
	case ActFirstAid:
		return s.checkFirstAid(a)
	case ActSetTrap:
		return s.checkSetTrap(a)
	case ActForfeit:
		return s.checkForfeit(a)
	case ActEndPhase:
		return s.checkEndPhase(a)
	case ActEndGame:
		// 5.0: the player may stop whenever he likes, in any phase in
		// which he acts (a question waiting is answered first, above)
		//
		// Plays ruling M11 (docs/rulings.md).
		return nil
	}
	return illegal(a, RefuseUnknownAction, "unknown action %q", a.Type)
}

func (s *State) do(a Action, ev *events) {
	switch a.Type {
	case ActChoose:
		s.Pending = nil
		s.Tasks[0].Answer = a.Option + 1
	case ActBuy:
		s.doBuy(a, ev)
	case ActPlaceCamp:
		s.doPlaceCamp(a, ev)
	case ActDeploy:
		s.doDeploy(a, ev)
	case ActMoveCamp:
		s.doMoveCamp(a, ev)
	case ActOldStock:
		s.doOldStock(a, ev)
	case ActCarry:
		s.doCarry(a, ev)
	case ActMove:
		s.doMove(a, ev)
	case ActDropOff:
		s.doDropOff(a, ev)
	case ActEndMove:
		s.endMove(ev)
	case ActAttack:
		s.doAttack(a, ev)
	case ActNominate:
		s.doNominate(a, ev)
	case ActFirstAid:
		s.doFirstAid(a, ev)
	case ActSetTrap:
		s.doSetTrap(a, ev)
	case ActForfeit:
		s.doForfeit(ev)
	case ActEndPhase:
		s.doEndPhase(ev)
	case ActEndGame:
		s.gameOver(ev, "the player ended the game (5.0)", false)
	}
}

// run lets the game system work through its queue until the player must
// act: a question is pending, the queue is empty in a phase where the
// player has things to do, or the game is over.
func (s *State) run(ev *events) {
	for guard := 0; guard < 100000; guard++ {
		if s.Over || s.Pending != nil {
			return
		}
		if len(s.Tasks) == 0 {
			s.settle(ev)
			if s.Over || len(s.Tasks) > 0 {
				continue
			}
			if s.PassesEmpty {
				if line, ok := s.PhasePass(); ok {
					// the rules leave the player nothing to do here but end
					// the phase: no choice is made for them (OnlyEndPhase)
					ev.add(line)
					s.do(Action{Type: ActEndPhase}, ev)
					continue
				}
			}
			return
		}
		t := s.popTask()
		s.runTask(t, ev)
		// a team is lost only to a casualty or a stray hit: the game
		// ends there and then, and nothing queued after it is rolled
		if (t.Kind == TaskCasualty || t.Kind == TaskFriendlyFire) && s.allTeamsLost() {
			s.gameOver(ev, lastTeamLost, true)
		}
	}
	panic("game system did not settle")
}

// lastTeamLost is why a game ends with no team left (5.0, 13.1).
const lastTeamLost = "the last Special Forces team has been eliminated (5.0)"

// allTeamsLost reports that no team is left on the map or waiting to be
// placed, once set-up is over (5.0, ruling M4).
//
// Plays ruling M10 (docs/rulings.md).
func (s *State) allTeamsLost() bool {
	if s.Phase == PhaseSetup {
		return false
	}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if (p.Place == OnMap || p.Place == Bought) && s.rules.Mix.Specs[p.Spec].Kind == KindTeam {
			return false
		}
	}
	return true
}

func (s *State) runTask(t Task, ev *events) {
	switch t.Kind {
	case TaskNoiseCheck:
		s.noiseCheck(t, ev)
	case TaskEscape:
		s.escape(t, ev)
	case TaskEnemyArrival:
		s.enemyArrival(t, ev)
	case TaskScatter:
		s.scatter(t, ev)
	case TaskMissionDraw:
		s.missionDraw(ev)
	case TaskMissionCheck:
		s.missionCheck(ev)
	case TaskSuppression:
		s.suppression(t, ev)
	case TaskEnemyMoves:
		s.queueEnemyMoves(ev)
	case TaskEnemyMove:
		s.enemyMove(t, ev)
	case TaskEnemyAttacks:
		s.queueEnemyAttacks(t.Piece)
	case TaskEnemyAttack:
		s.enemyAttack(t, ev)
	case TaskEnemyPhaseEnd:
		s.enemyPhaseEnd(ev)
	case TaskCasualty:
		s.casualty(t, ev)
	case TaskGearLoss:
		s.gearLoss(t, ev)
	case TaskClaim:
		s.claim(t, ev)
	case TaskFriendlyFire:
		s.friendlyFire(t, ev)
	default:
		panic(fmt.Sprintf("unknown task %q", t.Kind))
	}
}

// settle runs whenever the queue empties: detection ends in base camps,
// enemy units leave when nobody is left to pursue (12.5, 12.10), and the
// game ends when it must (5.0).
func (s *State) settle(ev *events) {
	// one pass: detection ends in camps and off the map; then count the
	// teams on the map and see whether any is still detected (as
	// DetectedTeams and teamsLeft would, without their lists)
	detected, teams, enemies := false, 0, false
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Detected && (p.Place != OnMap || s.CampAt(p.Hex)) {
			p.Detected = false
		}
		if p.Place == OnMap {
			switch s.rules.Mix.Specs[p.Spec].Kind {
			case KindTeam:
				teams++
				detected = detected || p.Detected
			case KindEnemy:
				enemies = true
			}
		}
	}
	if !detected && s.Move == nil && enemies {
		var gone []PieceID
		for _, id := range s.OnMapOf(KindEnemy) {
			// an enemy unit sitting on SF pieces stays to fight them (12.8)
			if s.hasKindAt(s.P(id).Hex, KindTeam) {
				continue
			}
			s.toCup(id)
			gone = append(gone, id)
		}
		if len(gone) > 0 {
			ev.add(Event{Type: EvEnemyRemoved, Rule: "12.5", Pieces: gone,
				Text: fmt.Sprintf("No detected team is left outside a base camp: %s the map for the cup.", Count(len(gone), "enemy unit leaves", "enemy units leave"))})
		}
	}
	if teams == 0 && s.allTeamsLost() {
		s.gameOver(ev, lastTeamLost, true)
	}
}

// toCup returns a piece to its draw cup, clearing its status.
func (s *State) toCup(id PieceID) {
	p := s.P(id)
	*p = Piece{Spec: p.Spec, Place: InCup}
}

// Plays ruling M4 (docs/rulings.md).
func (s *State) gameOver(ev *events, reason string, lost bool) {
	if s.Over {
		return
	}
	s.Over, s.Reason, s.AllTeamsLost = true, reason, lost
	s.Phase = PhaseOver
	s.Tasks, s.Pending, s.Move = nil, nil, nil
	v := s.Victory()
	ev.add(Event{Type: EvGameOver, Rule: "5.0", Total: v.Score,
		Text: fmt.Sprintf("The game is over: %s. Victory assessment: %s.", reason, v.Level)})
}
