package render

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/view"
)

// What the player sees is what the dice have shown: while a
// die is still rolling, the header, the forces panel, the score and the
// log show the game as it stood before that die; once it lands they show
// its result. Three moments of real games are played in the window: a
// noise check that detects, an enemy phase in which a team is
// eliminated, and a battle the player starts. The texts of every panel
// are read from the screen while each die rolls and after it lands.
func TestNothingShownBeforeItsDie(t *testing.T) {
	rules := shippedRules(t)
	moments := []struct {
		name string
		want func(a game.Action, before *game.State, ev []game.Event) bool
	}{
		{"a noise check that detects", func(a game.Action, before *game.State, ev []game.Event) bool {
			return noneDetected(before) && slices.ContainsFunc(ev, func(e game.Event) bool { return e.Type == game.EvNoise && e.Success && len(e.Dice) > 0 })
		}},
		{"an enemy phase that eliminates a team", func(a game.Action, before *game.State, ev []game.Event) bool {
			return hasEventType(ev, game.EvCombat) && hasEventType(ev, game.EvPhase) && slices.ContainsFunc(ev, func(e game.Event) bool {
				return e.Type == game.EvEliminated && e.Piece != game.None && before.Spec(e.Piece).Kind == game.KindTeam
			})
		}},
		{"a battle", func(a game.Action, before *game.State, ev []game.Event) bool {
			return a.Type == game.ActAttack && hasEventType(ev, game.EvCombat)
		}},
	}
	for _, m := range moments {
		t.Run(strings.ReplaceAll(m.name, " ", "_"), func(t *testing.T) {
			mo := findMoment(t, rules, m.want)
			g, _, err := game.Replay(rules, mo.sc, mo.seed, mo.log)
			if err != nil {
				t.Fatal(err)
			}
			// the same action on a copy tells what the window will play
			twin, _, err := game.Replay(rules, mo.sc, mo.seed, mo.log)
			if err != nil {
				t.Fatal(err)
			}
			before := twin.State.Clone()
			ev, after, err := twin.ApplyStepwise(mo.act)
			if err != nil {
				t.Fatal(err)
			}
			d := newWindowDriver(t, g)
			d.idle()
			d.on(func(a *App) {
				a.Anim.Speed = 1e-6     // the dice roll until the test moves on
				a.chrome.LogLines = nil // the log holds this action's lines only
				a.do(mo.act)
			})
			shownBefore := func(k int) *game.State {
				if k == 0 {
					return before
				}
				return after[k-1]
			}
			rolled, k := 0, 0
			for {
				var cur *game.Event
				var tt float64
				d.on(func(a *App) { cur, tt = a.Anim.Cur, a.Anim.T })
				if cur == nil {
					break
				}
				for k < len(ev) && !(ev[k].Type == cur.Type && ev[k].Text == cur.Text) {
					k++
				}
				if k == len(ev) {
					t.Fatalf("the window plays %s %q, which the action did not make", cur.Type, cur.Text)
				}
				if len(cur.Dice) == 0 {
					d.on(func(a *App) { a.Anim.Skip() })
					continue
				}
				if tt >= view.DiceTime {
					t.Fatalf("%s: the dice had settled before the test could look", cur.Type)
				}
				rolling := d.texts()
				prev := shownBefore(k)
				line := logText(ev[k])
				if joined := strings.Join(rolling, " "); strings.Contains(joined, line) {
					t.Errorf("%s: the log says %q while its die rolls", cur.Type, line)
				}
				if !slices.Contains(rolling, chrome.ScoreLine(prev.Victory())) {
					t.Errorf("%s: while its die rolls the score is not the score before it (%q)", cur.Type, chrome.ScoreLine(prev.Victory()))
				}
				if !slices.ContainsFunc(rolling, func(s string) bool { return strings.HasPrefix(strings.TrimSuffix(s, "…"), headPrefix(prev)) }) {
					t.Errorf("%s: while its die rolls the header does not show %q", cur.Type, headPrefix(prev))
				}
				if noneDetected(prev) && slices.ContainsFunc(rolling, func(s string) bool { return strings.Contains(s, "DETECTED") }) {
					t.Errorf("%s: DETECTED is shown while the die rolls", cur.Type)
				}
				if cur.Type == game.EvNoise {
					if red, blue := verdictRing(d); red+blue > 0 {
						t.Errorf("noise check: its ring on the map shows a verdict (%d red, %d blue pixels) while the die rolls", red, blue)
					}
				}
				d.on(func(a *App) { a.Anim.Skip() })
				landed := d.texts()
				if !strings.Contains(strings.Join(landed, " "), line) {
					t.Errorf("%s: once its die has landed the log does not say %q", cur.Type, line)
				}
				rolled++
				k++
			}
			if rolled == 0 {
				t.Fatal("no die was rolled")
			}
			end := d.texts()
			final := after[len(after)-1]
			if !slices.Contains(end, chrome.ScoreLine(final.Victory())) {
				t.Errorf("after the last event the score is not %q", chrome.ScoreLine(final.Victory()))
			}
			if !noneDetected(final) && !slices.ContainsFunc(end, func(s string) bool { return strings.Contains(s, "DETECTED") }) {
				t.Error("after the last event nothing says DETECTED")
			}
		})
	}
}

// moment is a position of a random game and the action taken there.
type moment struct {
	sc   *game.Scenario
	seed uint64
	log  []game.Action
	act  game.Action
}

// findMoment plays random games on the shipped rules until an action's
// events are what want asks for.
func findMoment(t *testing.T, rules *game.Rules, want func(game.Action, *game.State, []game.Event) bool) moment {
	t.Helper()
	for seed := uint64(1); seed <= 400; seed++ {
		sc := &game.Scenario{Name: "random", Options: game.Options{WeaponCharacteristics: true}}
		g, err := game.New(rules, sc, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		for i := 0; i < 3000 && !g.State.Over; i++ {
			a, ok := game.RandomAction(g.State, rng)
			if !ok {
				break
			}
			before := g.State.Clone()
			log := slices.Clone(g.Log)
			ev, err := g.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			if want(a, before, ev) {
				return moment{sc, seed, log, a}
			}
		}
	}
	t.Fatal("no random game came to that moment")
	return moment{}
}

func hasEventType(ev []game.Event, ty game.EventType) bool {
	return slices.ContainsFunc(ev, func(e game.Event) bool { return e.Type == ty })
}

func noneDetected(s *game.State) bool {
	for _, id := range s.IDs() {
		if s.P(id).Detected {
			return false
		}
	}
	return true
}

// logText is an event's line as the log writes it.
func logText(e game.Event) string {
	if e.Rule != "" {
		return "[" + e.Rule + "] " + e.Text
	}
	return e.Text
}

// headPrefix is the start of the header's title, which a narrow header
// may cut short after it.
func headPrefix(s *game.State) string {
	t := chrome.PhaseTitle(s)
	if i := strings.Index(t, "  ["); i > 0 {
		return t[:i]
	}
	return t
}

// texts draws a frame whole and returns every text on it.
func (d *driver) texts() []string {
	d.t.Helper()
	var got []string
	done := false
	d.h.setAfterDraw(func(a *App, screen *ebiten.Image) {
		d.h.setAfterDraw(nil)
		probeTexts(a, screen, func(ts []string) { got, done = ts, true })
	})
	for deadline := time.Now().Add(hangLimit); time.Now().Before(deadline); {
		d.waitFrames(1)
		ok := false
		d.on(func(*App) { ok = done })
		if ok {
			return got
		}
	}
	d.t.Fatal("no frame was drawn")
	return nil
}

// verdictRing draws the current animation's marks on the map alone and
// counts the pixels of the noise check's red (heard) and blue (not heard)
// rings.
func verdictRing(d *driver) (red, blue int) {
	needPixels(d.t)
	d.on(func(a *App) {
		img := ebiten.NewImage(a.W, a.H)
		defer img.Deallocate()
		a.board.DrawAnimation(img)
		pix := make([]byte, 4*a.W*a.H)
		img.ReadPixels(pix)
		for i := 0; i+3 < len(pix); i += 4 {
			r, g, b := int(pix[i]), int(pix[i+1]), int(pix[i+2])
			switch {
			case r > 60 && r > 3*g && r > 3*b:
				red++
			case b > 60 && b > 2*r && b > 2*g:
				blue++
			}
		}
	})
	return
}
