package advisor

import (
	"cmp"
	"context"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"kandahar/game"
)

// Budget is how hard the Monte Carlo player looks: Rollouts whole games
// played out by the greedy player for each candidate action, at most
// Candidates actions, with Workers goroutines. Everywhere searches every
// choice with more than one candidate; otherwise only the game's
// questions (escape, casualties, pursuit: the choices that decide a
// team's fate) and attacks are searched, and the greedy choice is taken
// for moves and for playing on, which is what makes whole games of it
// affordable.
type Budget struct {
	Rollouts, Candidates, Workers int
	Everywhere                    bool
}

// DefaultBudget is what a hint uses: 40 rollouts for each of the best
// four actions, on every core.
var DefaultBudget = Budget{Rollouts: 40, Candidates: 4, Workers: runtime.GOMAXPROCS(0), Everywhere: true}

// PlayBudget is what the mc policy plays whole games with (kandahar sim):
// 16 rollouts a candidate, questions and attacks only, one goroutine (the
// simulator runs a game on each core).
var PlayBudget = Budget{Rollouts: 16, Candidates: 4, Workers: 1}

// MC is flat Monte Carlo search over the greedy player's best few
// actions, on determinized copies of the position (information-set
// sampling): each rollout redraws the dice and the cups from the
// player's own random numbers, takes the candidate, and lets the greedy
// player finish the game. Every candidate is tried on the same sampled
// futures, so their difference is measured more sharply than their
// means. Where the greedy player sees only one sensible action, MC takes
// it without searching.
type MC struct {
	Budget
	rng    *rand.Rand
	greedy *Greedy
}

// NewMC makes a Monte Carlo player with its own seeded numbers.
func NewMC(seed uint64, b Budget) *MC {
	return &MC{Budget: b, rng: rand.New(rand.NewPCG(seed, 0x6d63)), greedy: NewGreedy()}
}

func (*MC) Name() string { return "mc" }

func (m *MC) Choose(s *game.State) game.Action {
	cands := m.candidates(s)
	if len(cands) == 1 {
		return cands[0]
	}
	est, _ := m.estimate(context.Background(), s, cands, nil)
	return est[0].Action
}

// Estimate is what the search learnt of one action: the mean final score
// of its rollouts and a 95 % interval for it.
type Estimate struct {
	Action    game.Action
	Mean      float64
	Low, High float64
	Rollouts  int
}

// Advise estimates the candidate actions, best first, even when the
// greedy player sees only one.
func (m *MC) Advise(s *game.State) []Estimate {
	est, _ := m.estimate(context.Background(), s, m.candidates(s), nil)
	return est
}

// estimate plays the rollouts; it stops early with ctx's error when ctx
// is cancelled, and tells progress (when not nil) after each rollout.
// Once ctx is cancelled, at most one rollout more than those under way
// (one a worker) starts; estimate returns when all have ended.
func (m *MC) estimate(ctx context.Context, s *game.State, cands []game.Action, progress Progress) ([]Estimate, error) {
	n := max(m.Rollouts, 2)
	seeds := make([]uint64, n)
	for i := range seeds {
		seeds[i] = m.rng.Uint64()
	}
	scores := make([][]float64, len(cands))
	for i := range scores {
		scores[i] = make([]float64, n)
	}
	// one job per (future, candidate); the futures are drawn above, so the
	// result does not depend on how the jobs are shared out
	jobs := make(chan [2]int)
	var wg sync.WaitGroup
	var done atomic.Int64
	var failed atomic.Pointer[rolloutPanic]
	total := n * len(cands)
	for range max(m.Workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := NewGreedy()
			for j := range jobs {
				func() {
					// a rollout's panic is raised again in the caller's
					// goroutine below, where its caller can catch it
					defer func() {
						if r := recover(); r != nil {
							failed.CompareAndSwap(nil, &rolloutPanic{r})
						}
					}()
					scores[j[1]][j[0]] = rollout(s, cands[j[1]], seeds[j[0]], g)
				}()
				if k := done.Add(1); progress != nil {
					progress(int(k), total)
				}
			}
		}()
	}
feed:
	for i := range n {
		for c := range cands {
			// cancellation first: select picks at random among ready
			// cases, and a worker is ready at nearly every send
			if ctx.Err() != nil {
				break feed
			}
			select {
			case jobs <- [2]int{i, c}:
			case <-ctx.Done():
				break feed
			}
		}
	}
	close(jobs)
	wg.Wait()
	if p := failed.Load(); p != nil {
		panic(p.value)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := make([]Estimate, len(cands))
	for c, a := range cands {
		mean, half := meanCI(scores[c])
		out[c] = Estimate{Action: a, Mean: mean, Low: mean - half, High: mean + half, Rollouts: n}
	}
	// the greedy choice comes first among equals: ties keep it
	slices.SortStableFunc(out, func(a, b Estimate) int { return cmp.Compare(b.Mean, a.Mean) })
	return out, nil
}

type rolloutPanic struct{ value any }

// rollout plays one imagined future: the position with its unknowns
// redrawn from seed, the action, then the greedy player to the end.
func rollout(s *game.State, a game.Action, seed uint64, g *Greedy) float64 {
	c := s.Determinize(seed)
	if _, err := c.Apply(a); err != nil {
		panic("mc: a candidate action is illegal: " + err.Error())
	}
	return Value(Play(c, g))
}

// DefeatPenalty is what losing every team costs on top of the teams
// themselves when the Monte Carlo player weighs futures: the rules make
// it a defeat whatever the missions (5.0), so it must rank below a
// court-martial that keeps a team, and a plain net score would not see
// that.
const DefeatPenalty = 5

// Value is what a finished game is worth to the Monte Carlo player: the
// net score (5.0), less DefeatPenalty for a defeat.
func Value(r Result) float64 {
	if r.Defeat {
		return float64(r.Score - DefeatPenalty)
	}
	return float64(r.Score)
}

// candidates are the actions worth comparing, the greedy choice first:
// every answer to a question, the best few hexes for the team the greedy
// player moves (and forfeiting), each attack against ending the combat
// phase, and ending the game against playing on. Anything else is the
// greedy choice alone.
func (m *MC) candidates(s *game.State) []game.Action {
	first := m.greedy.Choose(s)
	out := []game.Action{first}
	add := func(a game.Action) {
		if len(out) < max(m.Candidates, 1) && s.Check(a) == nil && !slices.ContainsFunc(out, func(b game.Action) bool { return sameAction(a, b) }) {
			out = append(out, a)
		}
	}
	switch {
	case !m.Everywhere && s.Pending == nil && s.Phase != game.PhaseCombat:
	case s.Pending != nil:
		for i := range s.Pending.Options {
			add(game.Action{Type: game.ActChoose, Option: i})
		}
	case s.Phase == game.PhaseMovement && first.Type == game.ActMove && len(first.Pieces) == 1:
		t := first.Pieces[0]
		target := first.Path[len(first.Path)-1]
		if _, to, ok := striker(s, missionPlan(s)); ok {
			target = to
		}
		for _, mv := range rankMoves(s, t, target, s.Mission != game.None && target == s.P(s.Mission).Hex) {
			if mv.hex != game.NoHex && mv.path != nil {
				add(mv.action(t))
			}
		}
		add(game.Action{Type: game.ActForfeit})
	case s.Phase == game.PhaseCombat:
		for _, a := range s.LegalActions() {
			if a.Type == game.ActAttack && len(a.Pieces) == 0 {
				add(a)
			}
		}
		add(endPhase)
	case s.Phase == game.PhaseSuccess:
		add(endPhase)
		add(game.Action{Type: game.ActEndGame})
	}
	return out
}

func sameAction(a, b game.Action) bool {
	return a.Type == b.Type && a.Piece == b.Piece && a.Target == b.Target && a.Hex == b.Hex &&
		a.Option == b.Option && slices.Equal(a.Pieces, b.Pieces) && slices.Equal(a.Path, b.Path)
}
