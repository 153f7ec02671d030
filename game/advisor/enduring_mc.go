package advisor

import (
	"cmp"
	"math/rand/v2"
	"slices"

	"kandahar/game/enduring"
)

// EnduringBudget is how hard the Monte Carlo player looks: Rollouts
// imagined futures for each plan and each answer it weighs.
type EnduringBudget struct {
	Rollouts int
}

// EnduringPlayBudget is what the mc policy plays whole games with.
var EnduringPlayBudget = EnduringBudget{Rollouts: 12}

// enduringPlans are the greedy players the Monte Carlo player chooses
// among at the start of each turn: how much NP to keep back from buying
// (the NP are the score, 5.0, and the means of war at once, 4.3).
var enduringPlans = []EnduringGreedy{
	{Reserve: 32, Odds: 2}, // the greedy player itself, first: ties keep it
	{Reserve: 24, Odds: 2},
	{Reserve: 42, Odds: 2},
	{Reserve: 50, Odds: 2},
}

// EnduringMC is a Monte Carlo player for Enduring Freedom. At the start
// of each turn it weighs a few greedy plans (enduringPlans) by playing
// each out to the end of the game in imagined futures, and plays the
// turn with the best; where the rules ask it a question whose answer
// spends or risks NP (pay or lose a step, 27.2; the edge bonus, 32.1; the
// Loya Jirga, 33.1) it weighs each answer the same way. Each future is
// the position with its face-down counters and dice redrawn from the
// player's own numbers (enduring.State.Determinize): it never reads the
// game's dice or what lies under a back. Every plan and answer is tried
// on the same futures, so their difference is measured more sharply than
// their means.
type EnduringMC struct {
	EnduringBudget
	rng     *rand.Rand
	plan    EnduringGreedy
	planFor [2]int // the turn and phase the plan was chosen for
}

// NewEnduringMC makes a Monte Carlo player with its own seeded numbers.
func NewEnduringMC(seed uint64, b EnduringBudget) *EnduringMC {
	return &EnduringMC{EnduringBudget: b, rng: rand.New(rand.NewPCG(seed, 0x6566)), plan: enduringPlans[0], planFor: [2]int{-1, -1}}
}

func (*EnduringMC) Name() string { return "mc" }

// searched are the questions whose answers the player weighs by rollouts.
var searched = map[string]bool{"27.2": true, "32.1": true, "33.1": true}

func (m *EnduringMC) Choose(s *enduring.State) enduring.Action {
	start := s.Q == nil && !s.Acted && (s.Phase == enduring.PhMobilize || s.Phase == enduring.PhSetupMobilize)
	if start && m.planFor != [2]int{s.Turn, int(s.Phase)} {
		m.planFor = [2]int{s.Turn, int(s.Phase)}
		m.plan = enduringPlans[m.bestPlan(s)]
	}
	if s.Q != nil && searched[s.Q.Rule] && len(s.Q.Options) > 1 {
		if i, ok := m.bestAnswer(s); ok {
			return enduring.Action{Kind: enduring.ActAnswer, Choice: i}
		}
	}
	p := m.plan
	return p.Choose(s)
}

// futures draws the seeds of the imagined futures, the same for every
// candidate.
func (m *EnduringMC) futures() []uint64 {
	seeds := make([]uint64, max(m.Rollouts, 2))
	for i := range seeds {
		seeds[i] = m.rng.Uint64()
	}
	return seeds
}

// finalNP plays a determinized copy out with a plan and scores it: the
// final NP, 0 for a catastrophe (5.0, 5.1).
func finalNP(c *enduring.State, plan EnduringGreedy) float64 {
	if _, err := PlayEnduring(c, &plan, false); err != nil {
		panic("mc: a rollout failed: " + err.Error())
	}
	return float64(c.FinalNP)
}

// bestPlan weighs each plan over the same futures and returns the index
// of the best mean (the first among equals).
func (m *EnduringMC) bestPlan(s *enduring.State) int {
	seeds := m.futures()
	means := make([]float64, len(enduringPlans))
	for i, plan := range enduringPlans {
		var xs []float64
		for _, seed := range seeds {
			c := s.Determinize(seed) // no question waits: never nil
			xs = append(xs, finalNP(c, plan))
		}
		means[i], _ = meanCI(xs)
	}
	return argmax(means)
}

// bestAnswer weighs each answer of the question over the same futures,
// the plan playing on; false when too few futures reproduce the question
// (Determinize gives none for them), and the plan answers.
func (m *EnduringMC) bestAnswer(s *enduring.State) (int, bool) {
	seeds := m.futures()
	means := make([]float64, len(s.Q.Options))
	for i := range s.Q.Options {
		var xs []float64
		for _, seed := range seeds {
			c := s.Determinize(seed)
			if c == nil {
				continue
			}
			if _, err := c.Apply(enduring.Action{Kind: enduring.ActAnswer, Choice: i}); err != nil {
				panic("mc: an answer was refused: " + err.Error())
			}
			xs = append(xs, finalNP(c, m.plan))
		}
		if len(xs) < len(seeds)/2 {
			return 0, false
		}
		means[i], _ = meanCI(xs)
	}
	return argmax(means), true
}

func argmax(xs []float64) int {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(xs[b], xs[a]) })
	return idx[0]
}
