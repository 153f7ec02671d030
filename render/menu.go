package render

import (
	"fmt"
	"image/color"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Panels over the whole window: the offer to resume the last game at
// start, the new-game menu of scenarios (N), and the client's own list of
// saves where no native file dialog can open (Ctrl+O). While one is open
// it takes all the input; the game behind it is untouched until the
// player chooses. Files and scenarios come through the hooks of Menus,
// which main wires to package saves.

type overlay int

const (
	noOverlay overlay = iota
	resumeOverlay
	newGameOverlay
	savesOverlay
)

// menuState is the open overlay and what it shows.
type menuState struct {
	open    overlay
	sel     int     // the scenario chosen in the new-game menu
	confirm bool    // Start was clicked once with a game in progress
	scroll  float64 // of the list of saves, or of the description
	list    []view.SaveInfo
	listed  bool
	msg     string // the result of the last try, shown in the panel
	bad     bool
	job     chan menuResult // a list, a load or a new game under way
	busy    string          // what the job does, in words
	press   string          // the item pressed
	rules   game.Options    // the optional rules chosen in the new-game menu
	rulesOf string          // the scenario they were chosen for
	focus   string          // the item Tab went to (Enter or Space presses it)
}

type menuResult struct {
	kind overlay
	g    *game.Game
	list []view.SaveInfo
	err  error
	name string // the scenario started or the file loaded
	path string
}

// Overlay reports the open overlay by name ("resume", "new-game",
// "saves"), or "" (tests and tools).
func (a *App) Overlay() string {
	if !a.overlays.scenes.IsUp("menu") {
		return ""
	}
	return [...]string{"", "resume", "new-game", "saves"}[a.overlays.menu.open]
}

func (a *App) openOverlay(o overlay) {
	m := &a.overlays.menu
	if m.job != nil {
		return
	}
	*m = menuState{open: o, list: m.list, listed: m.listed}
	a.overlays.scenes.Remove("help")
	a.pointer.Press, a.pointer.Drag, a.pointer.Panning, a.chrome.HoverBtn, a.chrome.Confirm = nil, nil, false, nil, ""
	a.pushScene(m)
	switch o {
	case newGameOverlay:
		if len(a.Opt.Scenarios) == 0 {
			a.overlays.closeOverlay()
			a.chrome.Say("No scenarios to choose from in this build.", true)
		}
	case savesOverlay:
		if a.Opt.ListSaves == nil {
			a.overlays.closeOverlay()
			a.chrome.Say("Loading is not available in this build.", true)
			return
		}
		list := a.Opt.ListSaves
		a.overlays.startMenuJob(savesOverlay, "Reading the save folder…", func() menuResult { return menuResult{list: list()} })
	}
}

func (o *overlays) closeOverlay() {
	if o.menu.job == nil {
		o.menu.open = noOverlay
		o.scenes.Remove("menu")
	}
}

// startMenuJob runs f off the game loop; pollMenuJob takes its result.
func (o *overlays) startMenuJob(kind overlay, busy string, f func() menuResult) {
	ch := make(chan menuResult, 1)
	o.menu.job, o.menu.busy = ch, busy
	go func() {
		r := menuResult{}
		func() {
			defer func() {
				if p := recover(); p != nil {
					r = menuResult{err: fmt.Errorf("it failed: %v", p)}
				}
			}()
			r = f()
		}()
		r.kind = kind
		ch <- r
	}()
}

func (a *App) pollMenuJob() {
	m := &a.overlays.menu
	if m.job == nil {
		return
	}
	var r menuResult
	select {
	case r = <-m.job:
	default:
		return
	}
	m.job, m.busy = nil, ""
	switch {
	case r.list != nil || (r.kind == savesOverlay && r.g == nil && r.err == nil):
		m.list, m.listed = r.list, true
	case r.err != nil:
		m.msg, m.bad = r.err.Error(), true
		if r.kind == savesOverlay {
			why := strings.TrimRight(strings.TrimPrefix(r.err.Error(), r.path+": "), ".")
			m.msg = fmt.Sprintf("%s cannot be loaded: %s. Your game is as it was.", r.name, why)
			for i := range m.list {
				if m.list[i].Path == r.path {
					m.list[i].Problem = why // shown in red from now on
				}
			}
		}
	case r.g != nil:
		m.open = noOverlay
		a.overlays.scenes.Remove("menu")
		a.SetGame(r.g)
		switch r.kind {
		case newGameOverlay:
			if d := strings.TrimSpace(r.g.Scenario.Description); d != "" && !a.coach.coached(r.g) {
				a.chrome.LogLine(game.Event{Type: game.EvInfo, Text: d})
			}
			a.chrome.Say(fmt.Sprintf("New game: %s.", r.g.Scenario.Name), false)
		default:
			a.chrome.Say(fmt.Sprintf("Game loaded: %s, turn %d, %s.", r.g.Scenario.Name, r.g.State.Turn, r.g.State.Phase), false)
		}
	}
}

// inProgress reports a game worth a second thought before leaving it.
func (o *overlays) inProgress() bool { return len(o.G.Log) > 0 && !o.G.State.Over }

// leaving is what a job runs first when it replaces the game in play:
// BeforeLeave with that game (nothing changes it while the job runs:
// the overlay takes the input).
func (o *overlays) leaving() func() {
	g, f := o.G, o.Opt.BeforeLeave
	if f == nil || !o.inProgress() {
		return func() {}
	}
	return func() { f(g) }
}

// ---- input

// update handles the frame's input while a menu is open: it takes it
// all (scene.go).
func (*menuState) update(a *App, _ ui.InputState) bool {
	m := &a.overlays.menu
	a.chrome.HoverBtn = nil
	in := a.pointer.Cur
	x, y := float64(in.X), float64(in.Y)
	if m.job != nil {
		return true // waiting: nothing to choose meanwhile
	}
	_, items, _ := a.menuLayout()
	fire := func(id string) { pressButton(items, id) }
	for _, k := range in.Pressed {
		switch {
		case k == ebiten.KeyTab:
			m.focus = nextFocus(items, m.focus, in.Shift())
		case (k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter || k == ebiten.KeySpace) && m.focus != "":
			fire(m.focus)
			return true
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter:
			switch m.open {
			case resumeOverlay:
				fire("menu-resume")
			case newGameOverlay:
				fire("menu-start")
			}
			return true
		case k == ebiten.KeyN && m.open == resumeOverlay:
			fire("menu-other")
			return true
		case k == ebiten.KeyArrowUp || k == ebiten.KeyArrowDown:
			d := 1
			if k == ebiten.KeyArrowUp {
				d = -1
			}
			switch m.open {
			case newGameOverlay:
				m.sel = (m.sel + d + len(a.Opt.Scenarios)) % len(a.Opt.Scenarios)
				m.scroll, m.confirm = 0, false
			case savesOverlay:
				m.scroll = max(0, m.scroll+float64(d)*48*a.Scale)
			}
		case k == ebiten.KeyF12:
			a.Screenshot(saveWindowShot(a))
		}
	}
	if in.WheelY != 0 {
		m.scroll = max(0, m.scroll-in.WheelY*40*a.Scale)
	}
	at := func() string {
		for _, b := range items {
			if b.R.In(x, y) {
				return b.Id
			}
		}
		return ""
	}
	if in.Left && !a.pointer.Prev.Left {
		m.press = at()
	}
	if !in.Left && a.pointer.Prev.Left {
		if id := at(); id != "" && id == m.press {
			for _, b := range items {
				if b.Id != id {
					continue
				}
				if b.Enabled && b.OnClick != nil {
					b.OnClick()
				} else if b.Tip != "" {
					m.msg, m.bad = b.Tip, true
				}
				break
			}
		}
		m.press = ""
	}
	return true
}

// ---- layout and drawing

// whenSaved says when a save was written, as a player reads it.
func whenSaved(t, now time.Time) string {
	if t.IsZero() {
		return "unknown time"
	}
	t, now = t.Local(), now.Local()
	y1, m1, d1 := t.Date()
	y2, m2, d2 := now.Date()
	switch {
	case y1 == y2 && m1 == m2 && d1 == d2:
		return t.Format("15:04") + " today"
	case y1 == y2 && m1 == m2 && d1 == d2-1, now.Sub(t) < 48*time.Hour && now.AddDate(0, 0, -1).Day() == d1:
		return t.Format("15:04") + " yesterday"
	case y1 == y2:
		return t.Format("15:04 on Mon 2 Jan")
	}
	return t.Format("15:04 on 2 Jan 2006")
}

// menuLayout is the open overlay's panel, its controls and a function
// drawing the rest. It is a pure function of the state, used by both
// Update and Draw.
func (a *App) menuLayout() (panelR ui.Rect, items []ui.Button, body func(dst *ebiten.Image)) {
	switch a.overlays.menu.open {
	case resumeOverlay:
		return a.resumeLayout()
	case newGameOverlay:
		return a.newGameLayout()
	case savesOverlay:
		return a.savesLayout()
	}
	return ui.Rect{}, nil, func(*ebiten.Image) {}
}

// centred is a panel of w by h in the middle of the window, kept inside it.
func (o *overlays) centred(w, h float64) ui.Rect {
	s := o.Scale
	w = min(w, float64(o.W)-24*s)
	h = min(h, float64(o.H)-24*s)
	return ui.Rect{X: math.Round((float64(o.W) - w) / 2), Y: math.Round((float64(o.H) - h) / 2), W: w, H: h}
}

func (a *App) resumeLayout() (ui.Rect, []ui.Button, func(*ebiten.Image)) {
	m := &a.overlays.menu
	s := a.Scale
	off := a.Opt.Resume
	w := min(620*s, float64(a.W)-24*s)
	q := fmt.Sprintf("Resume your last game (turn %d, saved at %s)?", off.Turn, whenSaved(off.Saved, time.Now()))
	qLines := a.U.Wrap(q, w-36*s, 15, true)
	detail := strings.Join(nonEmpty(off.Scenario, off.Phase, fmt.Sprintf("%d PP", off.PP)), " · ")
	var note []string
	noteC := color.Color(ui.Muted)
	switch {
	case m.busy != "":
		note = []string{m.busy}
	case m.msg != "":
		note = a.U.Wrap("Your last game could not be loaded: "+strings.TrimRight(m.msg, ".")+". A new game is ready instead.", w-36*s, 11.5, false)
		noteC = ui.Red
	default:
		note = a.U.Wrap(strings.TrimSpace(off.PassedOver+" Or start a new game: the standard one now, or choose a scenario. The last game stays in the autosaves until five newer ones replace it: to keep it for good, resume it and save it (Ctrl+S)."), w-36*s, 11.5, false)
	}
	h := 32*s + 22*s + float64(len(qLines))*21*s + 22*s + float64(len(note))*16*s + 18*s + 38*s + 16*s
	r := a.overlays.centred(w, h)
	bw := (r.W - 28*s - 16*s) / 3
	by := r.Y + r.H - 16*s - 38*s
	failed := m.msg != ""
	items := []ui.Button{
		{Id: "menu-resume", R: ui.Rect{X: r.X + 14*s, Y: by, W: bw, H: 38 * s}, Label: "Resume  (Enter)", Enabled: !failed, Primary: true,
			Tip: "Your last game could not be loaded.", OnClick: func() {
				load := off.Load
				a.overlays.startMenuJob(resumeOverlay, "Loading your last game…", func() menuResult {
					g, err := load()
					return menuResult{g: g, err: err}
				})
			}},
		{Id: "menu-new", R: ui.Rect{X: r.X + 14*s + bw + 8*s, Y: by, W: bw, H: 38 * s}, Label: "New game", Enabled: true,
			OnClick: func() { a.overlays.closeOverlay() }},
		{Id: "menu-other", R: ui.Rect{X: r.X + 14*s + 2*(bw+8*s), Y: by, W: bw, H: 38 * s}, Label: "Choose a scenario  (N)", Enabled: len(a.Opt.Scenarios) > 0,
			OnClick: func() { a.openOverlay(newGameOverlay) }},
	}
	body := func(dst *ebiten.Image) {
		ui.Panel(dst, r, s)
		scenes.TitleBar(a.Shared, dst, r, "KANDAHAR · WELCOME BACK")
		y := r.Y + 32*s + 22*s
		for _, l := range qLines {
			a.U.Text(dst, l, r.X+18*s, y, 15, true, ui.Ink, 0)
			y += 21 * s
		}
		a.U.Text(dst, ui.Fit(a.U, detail, r.W-36*s, 12), r.X+18*s, y, 12, false, ui.Muted, 0)
		y += 22 * s
		for _, l := range note {
			a.U.Text(dst, l, r.X+18*s, y, 11.5, false, noteC, 0)
			y += 16 * s
		}
	}
	return r, items, body
}

// firstParagraph is the start of a description, up to its first blank line.
func firstParagraph(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, "\n\n"); i >= 0 {
		s = s[:i]
	}
	return strings.Join(strings.Fields(s), " ")
}

func (a *App) newGameLayout() (ui.Rect, []ui.Button, func(*ebiten.Image)) {
	m := &a.overlays.menu
	s := a.Scale
	r := a.overlays.centred(800*s, 560*s)
	scs := a.Opt.Scenarios
	m.sel = min(max(m.sel, 0), len(scs)-1)
	cur := scs[m.sel]
	listW := min(250*s, r.W*0.36)
	var items []ui.Button
	rowH := 58 * s
	for i, sc := range scs {
		i := i
		items = append(items, ui.Button{Id: "scenario-" + sc.Name, R: ui.Rect{X: r.X + 10*s, Y: r.Y + 42*s + float64(i)*(rowH+4*s), W: listW, H: rowH},
			Enabled: true, OnClick: func() {
				if m.sel != i {
					m.sel, m.scroll, m.confirm, m.msg = i, 0, false, ""
				}
			}})
	}
	// the description of the chosen scenario, wrapped into paragraphs
	dx := r.X + listW + 26*s
	dw := r.X + r.W - 16*s - dx
	lines := a.overlays.reflow(cur.Description, dw-10*s)
	// the footer: what leaving the game in progress means
	autosaved := ""
	if a.Opt.BeforeLeave != nil {
		autosaved = ", which is autosaved as you leave it (Ctrl+O loads it again)"
	}
	footer := []string{}
	footerC := color.Color(ui.Muted)
	switch {
	case m.busy != "":
		footer = []string{m.busy}
	case m.msg != "":
		footer = a.U.Wrap(m.msg, r.W-32*s, 11.5, true)
		footerC = ui.Red
	case m.confirm:
		footer = a.U.Wrap(fmt.Sprintf("Sure? You are in turn %d of %s: click Start again to leave it%s.", a.G.State.Turn, a.G.Scenario.Name, autosaved), r.W-32*s, 11.5, true)
		footerC = ui.Red
	case a.overlays.inProgress():
		footer = a.U.Wrap(fmt.Sprintf("Starting a new game leaves your game in progress (turn %d, %s)%s.", a.G.State.Turn, a.G.State.Phase, autosaved), r.W-32*s, 11.5, false)
	}
	by := r.Y + r.H - 12*s - 36*s
	// the optional rules, as the scenario has them until the player
	// switches one (a line each saying what it does)
	if m.rulesOf != cur.Name {
		m.rules, m.rulesOf = cur.Options, cur.Name
	}
	optTop := by - 10*s - float64(len(footer))*16*s - float64(len(optionalRules))*24*s
	firstRule := len(items)
	for i, o := range optionalRules {
		on := o.get(&m.rules)
		items = append(items, ui.Button{Id: "rule-" + o.rule, R: ui.Rect{X: dx, Y: optTop + float64(i)*24*s, W: dw, H: 22 * s}, Enabled: true,
			OnClick: func() { *on = !*on }})
	}
	// a box ticked or not (a shape, not a colour), the rule and what it does
	drawRules := func(dst *ebiten.Image) {
		for i, o := range optionalRules {
			b := items[firstRule+i]
			box := ui.Rect{X: b.R.X, Y: b.R.Y + 3*s, W: 16 * s, H: 16 * s}
			ui.FillRect(dst, box, ui.Paper)
			ui.StrokeRect(dst, box, 1.5*s, ui.Ink)
			if *o.get(&m.rules) {
				a.U.Text(dst, "X", box.X+box.W/2, box.Y+box.H/2, 13, true, ui.Ink, 0.5)
			}
			a.U.Text(dst, ui.Fit(a.U, o.rule+"  "+o.name+": "+o.does, b.R.W-26*s, 12), box.X+box.W+8*s, b.R.Y+b.R.H/2, 12, false, ui.Ink, 0)
		}
	}
	descTop := r.Y + 42*s + 44*s
	descBot := optTop - 6*s
	lh := 15.5 * s
	visible := max(1, int((descBot-descTop)/lh))
	maxScroll := float64(max(0, len(lines)-visible)) * lh
	m.scroll = min(m.scroll, maxScroll)
	first := int(m.scroll / lh)
	startLabel := "Start " + cur.Title + "  (Enter)"
	tip := ""
	if m.confirm {
		startLabel = "Sure? Start " + cur.Title
	}
	name := cur.Name
	items = append(items,
		ui.Button{Id: "menu-close", R: ui.Rect{X: r.X + r.W - 16*s - 250*s - 8*s - 110*s, Y: by, W: 110 * s, H: 36 * s}, Label: "Cancel  (Esc)", Enabled: true,
			OnClick: func() { a.overlays.closeOverlay() }},
		ui.Button{Id: "menu-start", R: ui.Rect{X: r.X + r.W - 16*s - 250*s, Y: by, W: 250 * s, H: 36 * s}, Label: startLabel, Tip: tip, Enabled: a.Opt.NewGame != nil, Primary: true,
			OnClick: func() {
				if a.overlays.inProgress() && !m.confirm {
					m.confirm = true
					return
				}
				newGame, leave, opts := a.Opt.NewGame, a.overlays.leaving(), m.rules
				a.overlays.startMenuJob(newGameOverlay, "Setting up "+cur.Title+"…", func() menuResult {
					leave()
					g, err := newGame(name, opts)
					if err != nil {
						err = fmt.Errorf("%s could not be started: %w", cur.Title, err)
					}
					return menuResult{g: g, err: err, name: name}
				})
			}})
	body := func(dst *ebiten.Image) {
		ui.Panel(dst, r, s)
		scenes.TitleBar(a.Shared, dst, r, "NEW GAME · choose a scenario")
		a.U.Text(dst, "Esc closes", r.X+r.W-14*s, r.Y+16*s, 11, false, ui.BandMuted, 1)
		ui.FillRect(dst, ui.Rect{X: r.X + listW + 16*s, Y: r.Y + 42*s, W: 1 * s, H: by - 10*s - r.Y - 42*s}, ui.Disabled)
		for i, sc := range scs {
			b := items[i]
			switch {
			case i == m.sel:
				ui.FillRect(dst, b.R, ui.Yellow)
				ui.StrokeRect(dst, b.R, 1.5*s, ui.Ink)
			case b.R.In(float64(a.pointer.Cur.X), float64(a.pointer.Cur.Y)):
				ui.FillRect(dst, b.R, ui.Paper2)
			}
			a.U.Text(dst, ui.Fit(a.U, sc.Title, b.R.W-20*s, 13.5), b.R.X+10*s, b.R.Y+17*s, 13.5, true, ui.Ink, 0)
			sub := a.U.Wrap(firstParagraph(sc.Description), b.R.W-20*s, 11, false)
			for j, l := range sub[:min(len(sub), 2)] {
				if j == 1 && len(sub) > 2 {
					l = ui.Fit(a.U, l+" "+sub[2], b.R.W-20*s, 11)
				}
				a.U.Text(dst, l, b.R.X+10*s, b.R.Y+35*s+float64(j)*14*s, 11, false, ui.Muted, 0)
			}
		}
		a.U.Text(dst, cur.Title, dx, r.Y+42*s+12*s, 16, true, ui.Ink, 0)
		a.U.Text(dst, "kandahar -scenario "+cur.Name, dx, r.Y+42*s+30*s, 11, false, ui.Muted, 0)
		y := descTop + lh/2
		for _, l := range lines[first:min(len(lines), first+visible)] {
			a.U.Text(dst, l, dx, y, 11.5, false, ui.Ink, 0)
			y += lh
		}
		if maxScroll > 0 {
			more := "scroll for more"
			if m.scroll >= maxScroll {
				more = "the end"
			}
			a.U.Text(dst, more, r.X+r.W-16*s, descBot+4*s, 11, false, ui.Muted, 1)
		}
		drawRules(dst)
		y = by - 6*s - float64(len(footer))*16*s + 8*s
		for _, l := range footer {
			a.U.Text(dst, l, r.X+16*s, y, 11.5, m.confirm || m.msg != "", footerC, 0)
			y += 16 * s
		}
	}
	return r, items, body
}

// reflow wraps a description to a width, joining the lines the file broke
// only for its own width: a line goes on from the one before unless it
// follows a blank line or a heading, starts a numbered step ("3. ...") or
// an item ("- ..."), or is a heading in capitals ("TURN 1"). Indented
// lines always go on from the one before.
func (o *overlays) reflow(desc string, w float64) []string {
	var paras []string
	cur, heading := "", false
	flush := func() {
		if cur != "" {
			paras = append(paras, cur)
			cur = ""
		}
	}
	for _, raw := range strings.Split(strings.TrimSpace(desc), "\n") {
		l := strings.TrimSpace(raw)
		indented := l != "" && raw[0] == ' ' || raw != "" && raw[0] == '\t'
		switch {
		case l == "":
			flush()
			paras = append(paras, "")
			heading = false
		case cur != "" && indented:
			cur += " " + l
		case cur == "" || heading || startsStep(l) || isHeading(l):
			flush()
			cur, heading = l, isHeading(l)
		default:
			cur += " " + l
		}
	}
	flush()
	var out []string
	for _, p := range paras {
		if p == "" {
			out = append(out, "")
			continue
		}
		out = append(out, o.U.Wrap(p, w, 11.5, false)...)
	}
	return out
}

// startsStep reports a line that starts a numbered step ("3. ...") or an
// item ("- ...").
func startsStep(l string) bool {
	if strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "* ") {
		return true
	}
	i := 0
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i > 0 && i < len(l) && (l[i] == '.' || l[i] == ')')
}

// isHeading reports a short line in capitals ("TURN 1").
func isHeading(l string) bool {
	return len(l) <= 40 && strings.ToUpper(l) == l && strings.ToLower(l) != l
}

func (a *App) savesLayout() (ui.Rect, []ui.Button, func(*ebiten.Image)) {
	m := &a.overlays.menu
	s := a.Scale
	r := a.overlays.centred(820*s, 600*s)
	dir := a.Opt.SaveDir
	if dir == "" {
		dir = "the save folder"
	}
	introText := fmt.Sprintf("No file dialog can open here. These are the saves in %s and the autosaves, newest first: click one to load it.", dir)
	if a.Opt.ListIntro != nil {
		introText = a.Opt.ListIntro()
	}
	intro := a.U.Wrap(introText, r.W-32*s, 11.5, false)
	top := r.Y + 32*s + 14*s + float64(len(intro))*16*s + 6*s
	var footer []string
	footerC := color.Color(ui.Muted)
	switch {
	case m.busy != "":
		footer = []string{m.busy}
	case m.msg != "":
		footer = a.U.Wrap(m.msg, r.W-32*s-140*s, 11.5, true)
		footerC = ui.Red
	}
	by := r.Y + r.H - 12*s - 34*s
	bot := by - 10*s - max(0, float64(len(footer))*16*s-34*s)
	rowH := 50 * s
	list := a.overlays.menu.list
	maxScroll := max(0, float64(len(list))*rowH-(bot-top))
	m.scroll = min(m.scroll, maxScroll)
	var items []ui.Button
	for i, in := range list {
		ry := top + float64(i)*rowH - m.scroll
		if ry < top-1 || ry+rowH > bot+1 {
			continue
		}
		in := in
		b := ui.Button{Id: fmt.Sprintf("save-%d", i), R: ui.Rect{X: r.X + 12*s, Y: ry, W: r.W - 24*s, H: rowH - 4*s}, Enabled: in.Problem == "" && a.Opt.LoadSave != nil}
		file := in.Name + ".kandahar"
		if in.Path != "" {
			file = filepath.Base(in.Path)
		}
		if in.Problem != "" {
			b.Tip = fmt.Sprintf("%s cannot be loaded: %s.", file, strings.TrimRight(in.Problem, "."))
		}
		load := a.Opt.LoadSave
		b.OnClick = func() {
			leave := a.overlays.leaving()
			a.overlays.startMenuJob(savesOverlay, "Loading "+file+"…", func() menuResult {
				leave()
				g, err := load(in.Path)
				return menuResult{g: g, err: err, name: file, path: in.Path}
			})
		}
		items = append(items, b)
	}
	items = append(items, ui.Button{Id: "menu-close", R: ui.Rect{X: r.X + r.W - 16*s - 120*s, Y: by, W: 120 * s, H: 34 * s}, Label: "Close  (Esc)", Enabled: true,
		OnClick: func() { a.overlays.closeOverlay() }})
	now := time.Now()
	body := func(dst *ebiten.Image) {
		ui.Panel(dst, r, s)
		scenes.TitleBar(a.Shared, dst, r, "LOAD A SAVED GAME")
		y := r.Y + 32*s + 16*s
		for _, l := range intro {
			a.U.Text(dst, l, r.X+16*s, y, 11.5, false, ui.Ink, 0)
			y += 16 * s
		}
		ui.FillRect(dst, ui.Rect{X: r.X + 12*s, Y: top - 3*s, W: r.W - 24*s, H: 1 * s}, ui.Disabled)
		if !m.listed && m.busy == "" {
			a.U.Text(dst, "Reading the save folder…", r.X+16*s, top+16*s, 12, false, ui.Muted, 0)
		}
		if m.listed && len(list) == 0 {
			for i, l := range a.U.Wrap(fmt.Sprintf("No saved games yet. Ctrl+S saves the game in %s, and the game is autosaved at every phase.", dir), r.W-32*s, 12, false) {
				a.U.Text(dst, l, r.X+16*s, top+16*s+float64(i)*17*s, 12, false, ui.Muted, 0)
			}
		}
		px, py := float64(a.pointer.Cur.X), float64(a.pointer.Cur.Y)
		for _, b := range items {
			if !strings.HasPrefix(b.Id, "save-") {
				continue
			}
			var i int
			fmt.Sscanf(b.Id, "save-%d", &i)
			in := list[i]
			rr := b.R
			switch {
			case rr.In(px, py) && b.Enabled:
				ui.FillRect(dst, rr, ui.Yellow)
			case i%2 == 1:
				ui.FillRect(dst, rr, ui.RowBg)
			}
			when := whenSaved(in.Saved, now)
			a.U.Text(dst, when, rr.X+rr.W-10*s, rr.Y+14*s, 11.5, true, ui.Ink, 1)
			tw := rr.W - 30*s - a.U.Width(when, 11.5, true)
			file := filepath.Base(in.Path)
			if in.Problem != "" {
				a.U.Text(dst, ui.Fit(a.U, file+": cannot be loaded", tw, 12.5), rr.X+10*s, rr.Y+14*s, 12.5, true, ui.Red, 0)
				a.U.Text(dst, ui.Fit(a.U, in.Problem, rr.W-20*s, 11), rr.X+10*s, rr.Y+32*s, 11, false, ui.Red, 0)
				continue
			}
			title := nonEmpty(in.Scenario, fmt.Sprintf("turn %d", in.Turn), in.Phase)
			if in.Over {
				title = nonEmpty(in.Scenario, fmt.Sprintf("turn %d", in.Turn), "game over")
			}
			a.U.Text(dst, ui.Fit(a.U, strings.Join(title, " · "), tw, 12.5), rr.X+10*s, rr.Y+14*s, 12.5, true, ui.Ink, 0)
			sub := []string{file, fmt.Sprintf("%d PP", in.PP), plural(in.Actions, "action")}
			if in.Auto {
				sub = append(sub, "autosave")
			}
			a.U.Text(dst, ui.Fit(a.U, strings.Join(sub, " · "), rr.W-20*s, 11), rr.X+10*s, rr.Y+32*s, 11, false, ui.Muted, 0)
		}
		if maxScroll > 0 {
			a.U.Text(dst, fmt.Sprintf("%d files · scroll for more", len(list)), r.X+16*s, by+17*s, 11, false, ui.Muted, 0)
		}
		y = by + 17*s - float64(len(footer)-1)*16*s
		if len(footer) > 0 && maxScroll > 0 {
			y -= 18 * s
		}
		for _, l := range footer {
			a.U.Text(dst, l, r.X+16*s, y, 11.5, m.msg != "", footerC, 0)
			y += 16 * s
		}
	}
	return r, items, body
}

func nonEmpty(parts ...string) []string {
	var out []string
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			out = append(out, p)
		}
	}
	return out
}

// draw draws the open menu over a dimmed window.
func (*menuState) draw(a *App, dst *ebiten.Image) {
	s := a.Scale
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: float64(a.W), H: float64(a.H)}, color.NRGBA{10, 12, 8, 150})
	_, items, body := a.menuLayout()
	body(dst)
	px, py := float64(a.pointer.Cur.X), float64(a.pointer.Cur.Y)
	for _, b := range items {
		if b.Label == "" {
			continue // a row, drawn by the body
		}
		bg, fg := ui.BtnBg, color.Color(ui.Ink)
		if b.Primary {
			bg, fg = ui.BtnPrimaryBg, color.White
		}
		if !b.Enabled || a.overlays.menu.job != nil {
			bg, fg = ui.BtnOffBg, ui.BtnOffFg
		} else if b.R.In(px, py) {
			bg = paper.Shade(bg, 0.2)
			if b.Primary {
				bg = ui.BtnPrimaryHover
			}
		}
		ui.FillRect(dst, b.R, bg)
		ui.StrokeRect(dst, b.R, 1*s, ui.Ink)
		size := 12.5
		for a.U.Width(b.Label, size, true) > b.R.W-12*s && size > ui.TextFloor {
			size -= 0.5
		}
		a.U.Text(dst, ui.Fit(a.U, b.Label, b.R.W-12*s, size), b.R.X+b.R.W/2, b.R.Y+b.R.H/2, size, true, fg, 0.5)
	}
	for _, b := range items {
		if b.Id == a.overlays.menu.focus {
			focusRing(dst, b.R, s) // a row of the list, or a button
		}
	}
}

// nextFocus is the enabled item after (or, back, before) the focused one.
func nextFocus(items []ui.Button, cur string, back bool) string {
	var ids []string
	for _, b := range items {
		if b.Enabled && b.OnClick != nil {
			ids = append(ids, b.Id)
		}
	}
	if len(ids) == 0 {
		return ""
	}
	i := slices.Index(ids, cur)
	switch {
	case i < 0 && back:
		return ids[len(ids)-1]
	case i < 0:
		return ids[0]
	case back:
		return ids[(i-1+len(ids))%len(ids)]
	}
	return ids[(i+1)%len(ids)]
}

// addMenuButton puts "New game" in the corner of the left panel's title.
func (a *App) addMenuButton() {
	s := a.Scale
	w := 74 * s
	if a.chrome.Left.W < 250*s {
		w = 58 * s
	}
	label := "New game"
	if w < 70*s {
		label = "New…"
	}
	r := ui.Rect{X: a.chrome.Left.X + a.chrome.Left.W - w - 10*s, Y: a.chrome.Left.Y + 9*s, W: w, H: 26 * s}
	if a.chrome.LeftFolded() {
		// the strip of the folded panel: under its button, the menu's mark
		label, r = "≡", ui.Rect{X: a.chrome.Left.X + (a.chrome.Left.W-22*s)/2, Y: a.chrome.Left.Y + 36*s, W: 22 * s, H: 22 * s}
	}
	a.chrome.Buttons = append(a.chrome.Buttons, ui.Button{Id: "menu", R: r, Label: label,
		Tip: "Start a new game: choose a scenario (N). Your game is autosaved.", Enabled: len(a.Opt.Scenarios) > 0,
		OnClick: func() { a.openOverlay(newGameOverlay) }})
}

// plural is "1 action", "2 actions".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// optionalRules are the switches of the new-game menu (16.0–18.0).
var optionalRules = []struct {
	rule, name, does string
	get              func(*game.Options) *bool
}{
	{"16.0", "New old stock", "Green Beret gear for sale, its price raised by a d10", func(o *game.Options) *bool { return &o.NewOldStock }},
	{"17.0", "Misadventure", "a mission succeeds only if a d6 × 10 stays under the team's attack", func(o *game.Options) *bool { return &o.Misadventure }},
	{"18.0", "Weapon characteristics", "indirect fire, first aid and booby traps", func(o *game.Options) *bool { return &o.WeaponCharacteristics }},
}
