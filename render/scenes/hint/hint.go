package hint

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/crash"
	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/render/board"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// The hint: the Monte Carlo advisor's suggested action, worked out off
// the game loop on a copy of the game, never its dice (the advisor
// redraws them for each imagined future), shown on the map with its
// expected score until the game moves on. Its card goes over the foot of
// the map, and the suggested action is marked where the player would do
// it: the path of a move, the ring of an attack's target, the button of
// a purchase, an answer or a phase's end. The marks are drawn twice,
// dark then bright, so that they read on every terrain.

// View is what the hint is given. The hint is Kandahar's: its advisor
// plays copies of Kandahar's state, and it marks the suggested action
// on Kandahar's hex map (a path, a ring) or rings the button that does
// it. It reads the game in play, read only, with a key that changes with
// every action taken or undone and with another game; the map as
// values; the buttons where they stand; and it acts by funcs: the
// events still playing shown at once, a hex brought into sight, a word
// to the player.
type View interface {
	scenes.Context
	// Position is the game in play and its key.
	Position() (st *game.State, key any)
	// Shown is the game as the player has been shown it.
	Shown() *game.State
	Map() Map
	// Button is the window's button of that id, if it is laid out.
	Button(id string) (ui.Button, bool)
	// Settle shows at once the events still playing: the hint is for
	// the game as it stands.
	Settle()
	// Reveal brings h into sight.
	Reveal(h game.Hex)
	Say(msg string, bad bool)
}

// Map is the hex map as it stands this frame.
type Map struct {
	Seen board.Seen // the map under the camera
	Busy bool       // events are being played
}

// Hint is the hint asked for, being worked out, or shown; it is always on
// the stack.
type Hint struct {
	scenes.Standing
	Ctx View
	// Budget is what the advisor searches with.
	Budget advisor.Budget
	// Attack is where the attack panel stands, when it shows: the card
	// keeps clear of it.
	Attack func() (ui.Rect, bool)
	job    *hintJob    // being worked out
	shown  *hintResult // shown
}

// hintKey is the position a hint belongs to, as the view keys it.
type hintKey = any

func (h *Hint) keyNow() hintKey {
	_, k := h.Ctx.Position()
	return k
}

type hintJob struct {
	key         hintKey
	cancel      context.CancelFunc
	done, total atomic.Int64 // set by the advisor's goroutines
	seen        [2]int       // done and total as Update last read them
	out         chan hintResult
	start       time.Time
}

// hintResult is the advice for a position.
type hintResult struct {
	key  hintKey
	est  []advisor.Estimate
	text []string // each estimate's action in words
	took time.Duration
	err  error
}

// hintSeed seeds the advisor's own dice: the same position gets the same
// hint, as kandahar hint gives.
const hintSeed = 1

// Name is the scene's name.
func (*Hint) Name() string { return "hint" }

// Animates while the advisor works.
func (h *Hint) Animates(scenes.Context) bool { return h.job != nil }

// Working reports the hint being worked out.
func (h *Hint) Working() bool { return h.job != nil }

// Suggested is the action the hint shown suggests.
func (h *Hint) Suggested() (game.Action, bool) {
	if h.shown == nil {
		return game.Action{}, false
	}
	return h.shown.est[0].Action, true
}

// Toggle asks for a hint, or cancels the one being worked out, or hides
// the one shown.
func (h *Hint) Toggle() {
	switch {
	case h.job != nil:
		h.Cancel("Hint cancelled.")
	case h.shown != nil:
		h.shown = nil
	default:
		h.start()
	}
}

func (h *Hint) start() {
	live, _ := h.Ctx.Position()
	if live.Over {
		h.Ctx.Say("The game is over: there is nothing left to suggest.", true)
		return
	}
	h.Ctx.Settle() // the hint is for the game as it stands
	// the advisor works on its own copy: the game loop goes on changing
	// the real one
	s := live.Clone()
	ctx, cancel := context.WithCancel(context.Background())
	j := &hintJob{key: h.keyNow(), cancel: cancel, out: make(chan hintResult, 1), start: time.Now()}
	h.job, h.shown = j, nil
	budget := h.Budget
	crash.Go("working out a hint", func() {
		t0 := time.Now()
		est, err := advisor.NewMC(hintSeed, budget).AdviseContext(ctx, s, func(done, total int) {
			j.done.Store(int64(done))
			j.total.Store(int64(total))
		})
		r := hintResult{key: j.key, est: est, took: time.Since(t0), err: err}
		for _, e := range est {
			r.text = append(r.text, s.ActionText(e.Action))
		}
		j.out <- r
	})
}

// Cancel stops the hint being worked out, saying why when msg is not "".
func (h *Hint) Cancel(msg string) {
	if h.job == nil {
		return
	}
	h.job.cancel()
	h.job = nil
	if msg != "" {
		h.Ctx.Say(msg, false)
	}
}

// Poll takes the hint when it comes, and drops one that belongs to a
// position the game has left; once a frame.
func (h *Hint) Poll() {
	key := h.keyNow()
	if h.shown != nil && h.shown.key != key {
		h.shown = nil // played, undone or another game: it no longer applies
	}
	j := h.job
	if j == nil {
		return
	}
	if j.key != key {
		h.Cancel("Hint dropped: the game moved on while it was being worked out.")
		return
	}
	// read once a frame, so every drawing of the frame shows the same
	j.seen = [2]int{int(j.done.Load()), int(j.total.Load())}
	select {
	case r := <-j.out:
		h.job = nil
		switch {
		case r.err != nil:
			h.Ctx.Say("No hint: "+r.err.Error(), true)
		case len(r.est) == 0:
			h.Ctx.Say("No hint: the advisor found no action.", true)
		default:
			h.shown = &r
			// the suggestion in sight: where a move ends, what is attacked
			if path, ring, _ := h.Marks(); ring != game.NoHex {
				h.Ctx.Reveal(ring)
			} else if len(path) > 0 {
				h.Ctx.Reveal(path[len(path)-1])
			}
		}
	default:
	}
}

// progress is the share of the rollouts done, in percent, and their
// counts.
func (j *hintJob) progress() (pct, done, total int) {
	done, total = j.seen[0], j.seen[1]
	if total == 0 {
		return 0, 0, 0
	}
	return 100 * done / total, done, total
}

// lines are the hint card's title and lines.
func (h *Hint) lines() (title string, lines []string) {
	if j := h.job; j != nil {
		pct, done, total := j.progress()
		played := "Choosing the actions worth trying…"
		if total > 0 {
			played = fmt.Sprintf("%d of %d imagined games played to the end", done, total)
		}
		return fmt.Sprintf("Thinking… %d %%", pct), []string{played, "Esc or the Hint button cancels."}
	}
	r := h.shown
	if r == nil {
		return "", nil
	}
	best := r.est[0]
	lines = []string{
		"Suggested: " + r.text[0],
		fmt.Sprintf("Expected final score %.2f (95 %%: %.2f to %.2f; the net score, 5.0)", best.Mean, best.Low, best.High),
	}
	if len(r.est) > 1 {
		lines = append(lines, fmt.Sprintf("Next best: %s, %.2f", r.text[1], r.est[1].Mean))
	} else {
		lines = append(lines, "The greedy player sees no other sensible action here.")
	}
	lines = append(lines, fmt.Sprintf("Each choice played out %d times by the greedy player, dice drawn afresh (%.1f s).", best.Rollouts, r.took.Seconds()))
	return "Hint: the advisor's choice", lines
}

// Tip is the Hint button's tooltip.
func (h *Hint) Tip() string {
	switch {
	case h.job != nil:
		return "Stop working out the hint (Esc)."
	case h.shown != nil:
		return "Hide the hint (I)."
	case h.Ctx.Shown().Over:
		return "The game is over: there is nothing left to suggest."
	}
	return "Suggest the next action: the best few are each played out to the end of the game many times, with dice drawn afresh, never the game's own (I or Ctrl+H)."
}

// ---- drawing

var (
	hintBright = color.NRGBA{255, 200, 30, 255}
	hintDark   = color.NRGBA{25, 20, 10, 235}
)

// card is where the card goes and what it says.
func (h *Hint) card() (r ui.Rect, title string, lines []string, ok bool) {
	sh := h.Ctx.Window()
	if h.Ctx.Map().Busy {
		return ui.Rect{}, "", nil, false
	}
	title, raw := h.lines()
	if title == "" {
		return ui.Rect{}, "", nil, false
	}
	s := sh.Scale
	mv := sh.MapView
	w := math.Min(430*s, mv.W-20*s)
	for _, l := range raw {
		lines = append(lines, sh.U.Wrap(l, w-20*s, 11.5, false)...)
	}
	ht := 30*s + float64(len(lines))*16*s + 6*s
	// the top left of the map, or the top right when the attack panel is
	// there
	r = ui.Rect{X: mv.X + 10*s, Y: mv.Y + 10*s, W: w, H: ht}
	if ar, open := h.attack(); open && ar.X < mv.X+mv.W/2 {
		r.X = mv.X + mv.W - w - 10*s
	}
	return r, title, lines, true
}

func (h *Hint) drawCard(dst *ebiten.Image) {
	r, title, lines, ok := h.card()
	if !ok {
		return
	}
	sh := h.Ctx.Window()
	s := sh.Scale
	ui.Panel(dst, r, s)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: 5 * s, H: r.H}, hintBright)
	sh.U.Text(dst, title, r.X+12*s, r.Y+14*s, 12.5, true, ui.Ink, 0)
	if j := h.job; j != nil {
		// the progress bar under the title
		pct, _, _ := j.progress()
		b := ui.Rect{X: r.X + r.W - 130*s, Y: r.Y + 8*s, W: 118 * s, H: 12 * s}
		ui.FillRect(dst, b, ui.Paper2)
		ui.FillRect(dst, ui.Rect{X: b.X, Y: b.Y, W: b.W * float64(pct) / 100, H: b.H}, ui.Accent)
		ui.StrokeRect(dst, b, 1*s, ui.Ink)
	}
	for i, l := range lines {
		bold := strings.HasPrefix(l, "Suggested:") || strings.HasPrefix(l, "Expected")
		sh.U.Text(dst, l, r.X+12*s, r.Y+32*s+float64(i)*16*s, 11.5, bold, ui.Ink, 0)
	}
}

// Marks are the hexes the suggested action is drawn on (a path: from
// where the stack stands along it; else a ring) and the button it would
// press.
func (h *Hint) Marks() (path []game.Hex, ring game.Hex, btn string) {
	ring = game.NoHex
	if h.shown == nil || h.Ctx.Map().Busy {
		return nil, ring, ""
	}
	s, _ := h.Ctx.Position()
	act := h.shown.est[0].Action
	switch act.Type {
	case game.ActMove:
		from := game.NoHex
		switch {
		case len(act.Pieces) > 0:
			from = s.P(act.Pieces[0]).Hex
		case s.Move != nil:
			from = s.Move.At
		}
		path = append([]game.Hex{from}, act.Path...)
		if len(act.Path) > 0 {
			ring = act.Path[len(act.Path)-1]
		}
	case game.ActAttack:
		path = []game.Hex{act.Hex, s.P(act.Target).Hex}
		ring = s.P(act.Target).Hex
	case game.ActBuy:
		btn = "buy-" + s.Spec(act.Piece).ID + act.Hex.String()
	case game.ActChoose:
		btn = "opt-" + strconv.Itoa(act.Option)
	case game.ActEndPhase:
		btn = "end-phase"
	case game.ActEndMove:
		btn = "end-move"
	case game.ActEndGame:
		btn = "end-game"
	case game.ActForfeit:
		btn = "forfeit"
	default:
		switch {
		case act.Hex != game.NoHex:
			ring = act.Hex
		case act.Piece != game.None && s.P(act.Piece).Place == game.OnMap:
			ring = s.P(act.Piece).Hex
		}
	}
	return path, ring, btn
}

func (h *Hint) drawMarks(dst *ebiten.Image) {
	path, ring, _ := h.Marks()
	sn := h.Ctx.Map().Seen
	s := h.Ctx.Window().Scale
	for pass, c := range []color.NRGBA{hintDark, hintBright} {
		w := []float64{8 * s, 4 * s}[pass]
		for i := 1; i < len(path); i++ {
			if path[i-1] == game.NoHex {
				continue
			}
			p, q := sn.HexCentre(path[i-1]), sn.HexCentre(path[i])
			ui.DrawLine(dst, p, q, w, c)
			ui.FillCircle(dst, q.X, q.Y, w*0.9, c)
		}
		if ring != game.NoHex {
			ui.StrokeClosed(dst, sn.HexPts(ring, 0.9), w, c)
		}
	}
}

// drawButton rings the button the suggested action would press.
func (h *Hint) drawButton(dst *ebiten.Image) {
	_, _, id := h.Marks()
	if b, ok := h.Ctx.Button(id); ok {
		s := h.Ctx.Window().Scale
		ui.StrokeRect(dst, b.R.Grow(3*s), 5*s, hintDark)
		ui.StrokeRect(dst, b.R.Grow(3*s), 3*s, hintBright)
	}
}

// Elems are the hint's parts of the frame: the marks on the map, the
// ringed button and the card.
func (h *Hint) Elems(_ scenes.Context, mv, screen *ebiten.Image) []ui.Elem {
	var els []ui.Elem
	sh, sn := h.Ctx.Window(), h.Ctx.Map().Seen
	s := sh.Scale
	path, ring, id := h.Marks()
	if hs := append(path, ring); len(path) > 0 || ring != game.NoHex {
		r := sn.HexesRect(sn.HexRadius()+10*s, hs...).Intersect(sh.MapView)
		els = append(els, ui.Elem{ID: "hint-marks", R: r, Sig: [2]any{h.shown, sn.Cam}, Draw: func() { h.drawMarks(mv) }})
	}
	if bt, ok := h.Ctx.Button(id); ok {
		els = append(els, ui.Elem{ID: "hint-button", R: bt.R.Grow(6 * s), Sig: [2]any{h.shown, bt.R}, Over: true, Draw: func() { h.drawButton(screen) }})
	}
	if r, title, lines, ok := h.card(); ok {
		// the shadow too (panel)
		els = append(els, ui.Elem{ID: "hint-card", R: ui.Rect{X: r.X - 2*s, Y: r.Y - 2*s, W: r.W + 7*s, H: r.H + 7*s}, Sig: title + strings.Join(lines, "\n"), Over: true, Draw: func() { h.drawCard(screen) }})
	}
	return els
}

// attack is where the attack panel stands, when it shows.
func (h *Hint) attack() (ui.Rect, bool) {
	if h.Attack == nil {
		return ui.Rect{}, false
	}
	return h.Attack()
}
