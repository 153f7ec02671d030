package table

// Dice are the game's only source of chance. The generator's whole state
// lives in the game state, so a seed and an action log replay a game
// exactly, and a snapshot of the state carries the dice with it.
type Dice struct {
	State uint64 // splitmix64 state
	// Script holds rolls to use before the generator: a tutorial or a test
	// fixes the dice this way. Each entry is a face value.
	Script []int `json:",omitempty"`
	Rolls  int   // how many dice have been rolled so far
}

// NewDice seeds a generator.
func NewDice(seed uint64) Dice { return Dice{State: seed} }

func (d *Dice) next() uint64 {
	d.State += 0x9e3779b97f4a7c15
	z := d.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Roll returns a face from 1 to sides. A d10 shows 1..10, where 10 is the
// face printed "0" (2.1). A scripted value outside 1..sides is clamped.
func (d *Dice) Roll(sides int) int {
	d.Rolls++
	if len(d.Script) > 0 {
		v := d.Script[0]
		d.Script = d.Script[1:]
		return min(max(v, 1), sides)
	}
	// rejection sampling keeps every face equally likely
	limit := ^uint64(0) - ^uint64(0)%uint64(sides)
	for {
		x := d.next()
		if x < limit {
			return int(x%uint64(sides)) + 1
		}
	}
}

// Intn draws uniformly from 0..n-1: blind draws from a cup.
func (d *Dice) Intn(n int) int {
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		x := d.next()
		if x < limit {
			return int(x % uint64(n))
		}
	}
}
