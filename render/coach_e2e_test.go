package render

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/keymap"
	"kandahar/render/scenes/coach"
	"kandahar/render/ui"
)

// TestTutorialCoach plays the tutorial through its coach to the end: for
// each step it reads the step's goal, does it as a player would (clicks
// and drags), and checks that the coach moved on and that its panel says
// what came of the step and what the next one asks. On the way it strays
// once (the coach says so kindly, Undo takes it back) and hides the
// coach for a step (the game goes on; brought back, it passes the step).
func TestTutorialCoach(t *testing.T) { playCoach(t, 1) }

// TestTutorialCoachLarge plays it again with text and controls at 200 %,
// where the panels fold and the call-outs have the least room, with the
// keys alone, as the steps name them: the keys the texts give do what
// the steps ask.
func TestTutorialCoachLarge(t *testing.T) { playCoach(t, 2) }

func playCoach(t *testing.T, scale float64) {
	rules := shippedRules(t)
	src, _ := assets.Scenario("tutorial")
	f, err := game.LoadScenario(src, rules)
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.NewGame(rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, g)
	d.on(func(a *App) { a.Anim.Speed, a.Opt.UIScale = 8, scale })
	d.idle()
	var sc *coach.Script
	d.on(func(a *App) { sc = a.coach.Script() })
	if sc == nil {
		t.Fatal("no coach for the tutorial")
	}
	shots := os.Getenv("SCREENSHOT_DIR") != ""
	shot := func(name string) {
		if scale != 1 {
			name += fmt.Sprintf("-%.0f", scale*100)
		}
		d.shot(name)
	}
	at := func() (n int) {
		d.on(func(a *App) { n = a.coach.At() })
		return n
	}
	screen := func() string { return strings.Join(d.texts(), " ") }
	says := func(what string, want ...string) {
		t.Helper()
		txt := screen()
		for _, w := range want {
			if !strings.Contains(txt, w) {
				t.Fatalf("%s: %q is not on the screen:\n%s", what, w, txt)
			}
		}
	}
	piece := func(spec string) game.PieceID { return pieceBySpec(d.state(), spec) }
	// pin a hex so that its pieces are listed on the right
	pin := func(h game.Hex) {
		pinned := false
		d.on(func(a *App) { pinned = a.board.SelHex == h })
		if pinned {
			return // a second click would unpin it
		}
		x, y := d.hex(h)
		d.in.Click(x, y)
		d.script()
	}
	// dragRow drags a piece's inspector row onto a hex, as TestEndToEnd
	dragRow := func(id game.PieceID, to game.Hex) {
		rx, ry := d.row(id)
		tx, ty := d.hex(to)
		d.in.Push(ui.InputState{X: rx, Y: ry}, ui.InputState{X: rx, Y: ry, Left: true})
		for i := 1; i <= 14; i++ {
			d.in.Push(ui.InputState{X: rx + (tx-rx)*i/14, Y: ry + (ty-ry)*i/14, Left: true})
		}
		d.in.Push(ui.InputState{X: tx, Y: ty, Left: true}, ui.InputState{X: tx, Y: ty, Left: true}, ui.InputState{X: tx, Y: ty}, ui.InputState{X: tx + 1, Y: ty})
		d.script()
	}
	// byKeys does what a step's goal asks with the keys its text names
	k := kb{d}
	byKeys := func(st coach.Step) {
		t.Helper()
		switch st.Goal {
		case "read":
			k.key(ebiten.KeyEnter)
		case "bought":
			k.focus("buy-" + st.Args[0])
			k.key(ebiten.KeyEnter)
		case "hauled":
			gear, team := piece(st.Args[0]), piece(st.Args[1])
			k.cursorTo(d.state().P(team).Hex)
			k.choose(gear, false)
			k.key(ebiten.KeyM)
			k.choose(team, true)
			k.key(ebiten.KeyEnter)
		case "moved":
			id, to := piece(st.Args[0]), game.MustHex(st.Args[1])
			k.cursorTo(d.state().P(id).Hex)
			k.choose(id, false)
			k.key(ebiten.KeyM)
			k.cursorTo(to)
			k.key(ebiten.KeyEnter)
		case "noise-at", "accomplished":
			k.key(ebiten.KeyEnter)
		case "happened":
			switch st.Args[0] {
			case "enemy-count":
				k.key(ebiten.KeyDigit1) // Stay, the first answer
			case "enemy-removed":
				k.key(ebiten.KeyEnter)
			default:
				t.Fatalf("step %s: the test does not know how to make %s happen", st.Id, st.Args[0])
			}
		case "battle-won":
			k.cursorTo(game.MustHex(st.Points[0].Arg))
			k.key(ebiten.KeyM)
			if !marked(d, st.Points[1]) {
				t.Fatalf("step %s: the Attack button is not pointed at", st.Id)
			}
			was := at()
			k.focus("attack-0")
			k.key(ebiten.KeyEnter)
			for range 600 {
				if at() != was {
					break
				}
				d.waitFrames(1)
			}
			return
		case "reached":
			if st.Id == "enemy-phase" {
				break // it passes by itself
			}
			k.key(ebiten.KeyE)
			k.key(ebiten.KeyE)
		default:
			t.Fatalf("step %s: the test does not know goal %s", st.Id, st.Goal)
		}
		d.idle()
	}
	// perform does what a step's goal asks, through the window
	enterStops := 0
	perform := func(st coach.Step) {
		t.Helper()
		if scale != 1 {
			byKeys(st)
			return
		}
		switch st.Goal {
		case "read":
			// a stop: Go on, by its key the first time, then by its button
			if enterStops == 0 {
				d.in.Key(ebiten.KeyEnter)
				d.script()
			} else {
				d.clickButton("coach-next")
			}
			enterStops++
		case "bought":
			d.clickButton("buy-" + st.Args[0])
		case "hauled":
			gear, team := piece(st.Args[0]), piece(st.Args[1])
			pin(d.state().P(team).Hex)
			gx, gy := d.row(gear)
			tx, ty := d.row(team)
			d.in.Drag(gx, gy, tx, ty, false)
			d.script()
		case "moved":
			id, to := piece(st.Args[0]), game.MustHex(st.Args[1])
			from := d.state().P(id).Hex
			if len(d.state().At(from)) > 1 {
				pin(from)
				dragRow(id, to)
			} else {
				x, y, ok := d.counter(id)
				if !ok {
					t.Fatalf("step %s: no counter for %s", st.Id, st.Args[0])
				}
				tx, ty := d.hex(to)
				d.in.Drag(x, y, tx, ty, false)
				d.script()
			}
		case "noise-at", "accomplished":
			d.clickButton("end-move")
		case "happened":
			switch st.Args[0] {
			case "enemy-count":
				d.clickButton(chrome.OptionID(1)) // Stay, the first answer
			case "enemy-removed":
				d.clickButton("end-move")
			default:
				t.Fatalf("step %s: the test does not know how to make %s happen", st.Id, st.Args[0])
			}
		case "battle-won":
			x, y, ok := d.counter(d.state().EnemiesAt(game.MustHex(st.Points[0].Arg))[0])
			if !ok {
				t.Fatalf("step %s: no enemy counter", st.Id)
			}
			d.in.Click(x, y)
			d.script()
			if !marked(d, st.Points[1]) {
				t.Fatalf("step %s: the Attack button is not pointed at", st.Id)
			}
			if shots {
				shot("coach-attack-odds")
			}
			was := at()
			d.clickButton("attack-0")
			// the combat phase then passes by itself (13.2) and the
			// enemy phase plays: the next step is about it, shown while
			// it plays
			for range 600 {
				if at() != was {
					break
				}
				d.waitFrames(1)
			}
			return
		case "reached":
			if st.Id == "enemy-phase" {
				break // it passes by itself
			}
			d.clickButton("end-phase")
		default:
			t.Fatalf("step %s: the test does not know goal %s", st.Id, st.Goal)
		}
		d.idle()
	}
	for n, st := range sc.Steps {
		if at() != n {
			t.Fatalf("the coach is at step %d, the test at %d (%s)", at(), n, st.Id)
		}
		// the step's words, or cut down to what it asks where the whole
		// card would cover the question or what it points at
		var say string
		d.on(func(a *App) {
			say = a.coach.Say(st.Say)
			if a.coach.Compact() {
				say = st.Asks[1:] + "."
			}
		})
		says("step "+st.Id, fmt.Sprintf("STEP %d · ", n+1), say)
		// what the step points at first is on the screen, ringed
		if !marked(d, st.Points[0]) {
			t.Fatalf("step %s: %s %s is not pointed at on the screen", st.Id, st.Points[0].Kind, st.Points[0].Arg)
		}
		calloutsClear(d, st.Id)
		if shots {
			shot(fmt.Sprintf("coach-%02d-%s", n+1, st.Id))
		}
		switch st.Id {
		case "buy":
			// stray: buy a Radio instead; the coach says so, Undo takes it back
			d.clickButton("buy-radio")
			d.idle()
			says("a Radio bought", "That works too, but the step asked you to "+st.Asks+".", "Undo ("+keysOf(keymap.Default, "undo")+") takes it back.")
			if shots {
				shot("coach-stray")
			}
			d.in.Key(ebiten.KeyZ, ebiten.KeyControlLeft)
			d.script()
			if txt := screen(); strings.Contains(txt, "That works too") || d.state().P(piece("radio")).Place != game.Available {
				t.Fatalf("Undo did not take the Radio back, or the word stayed:\n%s", txt)
			}
		case "haul":
			// Undo the step before: the coach goes back to it; done again,
			// it comes back here
			d.in.Key(ebiten.KeyZ, ebiten.KeyControlLeft)
			d.script()
			d.idle()
			if at() != n-1 {
				t.Fatalf("the purchase undone, the coach stayed at step %d", at()+1)
			}
			var say string
			d.on(func(a *App) { say = a.coach.Say(sc.Steps[n-1].Say) })
			says("the purchase undone", say)
			perform(sc.Steps[n-1])
			if at() != n {
				t.Fatalf("bought again, the coach is at step %d", at()+1)
			}
		case "retreat":
			// Undo back past the stops read (forfeit, river) to the step
			// undone (turn 2's End Phase): the stops stay read, and done
			// again, the step brings the coach back here
			k := slices.IndexFunc(sc.Steps, func(st coach.Step) bool { return st.Id == "turn-2" })
			d.in.Key(ebiten.KeyZ, ebiten.KeyControlLeft)
			d.script()
			d.idle()
			if at() != k {
				t.Fatalf("turn 2's End Phase undone, the coach is at step %d, not %d", at()+1, k+1)
			}
			perform(sc.Steps[k])
			if at() != n {
				t.Fatalf("turn 2 reached again, the coach is at step %d, not back at %d past the stops read", at()+1, n+1)
			}
		case "to-combat":
			// hide the coach: the game goes on, the step is done meanwhile
			d.in.Key(ebiten.KeyC)
			d.script()
			if txt := screen(); strings.Contains(txt, say) {
				t.Fatal("C did not hide the coach")
			}
			d.button("coach-show")
			perform(st)
			if at() != n {
				t.Fatal("the hidden coach moved on")
			}
			d.clickButton("coach-show")
			d.idle()
			if at() != n+1 {
				t.Fatalf("brought back, the coach did not pass the step done meanwhile: at %d", at())
			}
			continue
		}
		perform(st)
		if at() != n+1 {
			var tail []string
			d.on(func(a *App) {
				for _, l := range a.chrome.LogLines[max(0, len(a.chrome.LogLines)-5):] {
					tail = append(tail, l.Text)
				}
			})
			t.Fatalf("step %s (goal %s %v) done, but the coach is at step %d; %s; the log ends:\n%s", st.Id, st.Goal, st.Args, at()+1, d.app.LastError(), strings.Join(tail, "\n"))
		}
		compact := false
		d.on(func(a *App) { compact = a.coach.Compact() })
		if !compact { // cut down, the card says only what the next step asks
			says("after "+st.Id, "DONE · "+st.Title)
		}
	}
	says("the end", "That is the tutorial.")
	if s := d.state(); s.Victory().Accomplished != 1 {
		t.Fatalf("no mission accomplished: %+v", s.Victory())
	}
	if shots {
		shot("coach-end")
	}
}

// marked reports a point of the step ringed on the screen: the ring
// around the hex, the counter or row, or the button.
func marked(d *driver, p coach.Point) bool {
	ok := false
	d.on(func(a *App) {
		var want ui.Rect
		switch p.Kind {
		case "hex":
			c := a.board.ToScreen(a.board.Lay.Center(game.MustHex(p.Arg)))
			want = ui.Rect{X: c.X, Y: c.Y, W: 1, H: 1}
		case "button", "option":
			b := a.chrome.CoachButton(coach.ButtonID(p))
			if b == nil {
				return
			}
			want = b.R
		case "piece":
			id := coach.BySpec(a.Shown(), p.Arg)
			for _, r := range a.chrome.Rows {
				if r.Id == id {
					want = r.R
				}
			}
			if want.W == 0 {
				x, y, found := 0, 0, false
				for _, st := range a.board.Stacks {
					for i, q := range st.Pieces {
						if q == id {
							r := a.board.CounterRects(st)[i]
							x, y, found = int(r.X+r.W/2), int(r.Y+r.H/2), true
						}
					}
				}
				if !found {
					return
				}
				want = ui.Rect{X: float64(x), Y: float64(y), W: 1, H: 1}
			}
		}
		for _, t := range a.coach.Targets() {
			if t.Ring.Overlaps(want) && a.MapView.Grow(400).Overlaps(t.Ring) {
				ok = true
			}
		}
	})
	return ok
}

// calloutsClear fails when a call-out's name lies over the header, over
// a panel it does not point into (the score boxes, the forces), over the
// coach's panel, the question or what it points at, or when what it points at
// or the question lies under the coach's panel.
func calloutsClear(d *driver, step string) {
	d.t.Helper()
	var bad []string
	d.on(func(a *App) {
		if m := a.modalRect(); a.coach.Rect().Overlaps(m) {
			bad = append(bad, fmt.Sprintf("the coach's panel %v over the question %v", a.coach.Rect(), m))
		}
		for _, t := range a.coach.Targets() {
			ch := &a.chrome
			keep := map[string]ui.Rect{"the header": ch.Top, "its ring": t.Ring, "the coach": a.coach.Rect(), "the question": a.modalRect()}
			if !ch.Left.Overlaps(t.Ring) {
				keep["the left panel"] = coach.PanelContent(ch.Left, true, a.Scale) // the score boxes
			}
			if !ch.Right.Overlaps(t.Ring) {
				keep["the right panel"] = coach.PanelContent(ch.Right, false, a.Scale) // the forces
			}
			for name, k := range keep {
				if t.Label.Overlaps(k) {
					bad = append(bad, fmt.Sprintf("the name %v over %s %v", t.Label, name, k))
				}
			}
			if c := (ui.Pt{X: t.Ring.X + t.Ring.W/2, Y: t.Ring.Y + t.Ring.H/2}); a.coach.Rect().In(c.X, c.Y) {
				bad = append(bad, fmt.Sprintf("the ring %v under the coach's panel %v", t.Ring, a.coach.Rect()))
			}
		}
	})
	if len(bad) > 0 {
		d.t.Errorf("step %s: %s", step, strings.Join(bad, "; "))
	}
}

// Every action the coach's texts may name has keys in the keymap, a text
// names them as the help does, and as the player remapped them.
func TestCoachKeysNamed(t *testing.T) {
	for _, k := range coach.Keyed {
		if k != "go-on" && keysOf(keymap.Default, k) == "" {
			t.Errorf("no line of the keymap is named %q", k)
		}
	}
	got := coach.ResolveKeys("End the phase ({end-phase}), undo ({undo}).", func(k string) string { return keysOf(keymap.Default, k) })
	if want := "End the phase (E, E), undo (Ctrl+Z)."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// a key the player remapped reads as remapped
	m, probs := keymap.Remap(keymap.Default, map[string]string{"pick-up": "G"})
	if len(probs) > 0 {
		t.Fatal(probs)
	}
	if got := coach.ResolveKeys("{pick-up} picks it up", func(k string) string { return keysOf(m, k) }); got != "G picks it up" {
		t.Errorf("remapped: got %q", got)
	}
	sc, err := coach.TheScript()
	if err != nil {
		t.Fatal(err)
	}
	named := 0
	for _, st := range sc.Steps {
		named += len(coach.KeyActions(st.Say))
	}
	if named < 20 {
		t.Errorf("the coach's steps name %d keys: the texts should say which keys do what they ask", named)
	}
}
