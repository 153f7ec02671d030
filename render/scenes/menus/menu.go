package menus

import (
	"fmt"
	"image/color"
	"path/filepath"
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
// player chooses. Files and scenarios come through the hooks of
// view.Menus, which main wires to package saves.

// MenuKind is which of the menus is open.
type MenuKind int

const (
	MenuNone MenuKind = iota
	MenuResume
	MenuNewGame
	MenuSaves
)

// String is the menu's name for tests and tools ("resume", "new-game",
// "saves"), or "".
func (k MenuKind) String() string { return [...]string{"", "resume", "new-game", "saves"}[k] }

// Host is what the menus ask of the window: the hooks main wired to
// package saves (the files, the scenarios), the game in play as the
// menus name it, what to run before a game in progress is left (main
// autosaves it), to tell the player something, to play the game chosen
// (fresh: a new game, not a save), and a screenshot (F12).
//
// The games the hooks hand over are Kandahar's (*game.Game), as are the
// optional rules the new-game menu switches (16.0 to 18.0): the menu
// hands a game to Play untouched but for naming it.
type Host interface {
	Hooks() view.Menus
	InPlay() InPlay
	// Leaving is what a job runs, off the game loop, before it replaces
	// the game in play: nothing when it is not in progress.
	Leaving() func()
	Say(msg string, bad bool)
	Play(g *game.Game, fresh bool)
	Screenshot()
}

// InPlay is the game in play, as the menus name it.
type InPlay struct {
	Scenario string
	Turn     int
	Phase    string
	// InProgress: actions taken and the game not over, worth a second
	// thought before leaving it.
	InProgress bool
}

// Menu is the open menu and what it shows.
type Menu struct {
	Host    Host
	open    MenuKind
	sel     int     // the scenario chosen in the new-game menu
	confirm bool    // Start was clicked once with a game in progress
	scroll  float64 // of the list of saves, or of the description
	list    []view.SaveInfo
	listed  bool
	msg     string // the result of the last try, shown in the panel
	bad     bool
	job     chan menuJob // a list, a load or a new game under way
	busy    string       // what the job does, in words
	press   string       // the item pressed
	rules   game.Options // the optional rules chosen in the new-game menu
	rulesOf string       // the scenario they were chosen for
	focus   string       // the item Tab went to (Enter or Space presses it)
}

type menuJob struct {
	kind MenuKind
	g    *game.Game
	list []view.SaveInfo
	err  error
	name string // the scenario started or the file loaded
	path string
}

// Kind is the menu open, MenuNone when none is.
func (m *Menu) Kind() MenuKind { return m.open }

// Busy reports a list, a load or a new game under way.
func (m *Menu) Busy() bool { return m.job != nil }

// Message is the result of the last try, as the panel shows it.
func (m *Menu) Message() string { return m.msg }

// Confirming reports that Start waits for a second click, a game being
// in progress.
func (m *Menu) Confirming() bool { return m.confirm }

// Saves is the list of saves as last read.
func (m *Menu) Saves() []view.SaveInfo { return m.list }

// Focus is the control Tab went to, or "".
func (m *Menu) Focus() string { return m.focus }

// Items are the open menu's controls, where they stand now.
func (m *Menu) Items(c scenes.Context) []ui.Button {
	_, items, _ := m.layout(c)
	return items
}

// Open opens a menu (the list of saves starts being read); it does
// nothing while a job is under way.
func (m *Menu) Open(c scenes.Context, k MenuKind) {
	if m.job != nil {
		return
	}
	*m = Menu{Host: m.Host, open: k, list: m.list, listed: m.listed}
	c.Stack().Remove("help")
	c.Stack().Push(m)
	opt := m.Host.Hooks()
	switch k {
	case MenuNewGame:
		if len(opt.Scenarios) == 0 {
			m.close(c)
			m.Host.Say("No scenarios to choose from in this build.", true)
		}
	case MenuSaves:
		if opt.ListSaves == nil {
			m.close(c)
			m.Host.Say("Loading is not available in this build.", true)
			return
		}
		list := opt.ListSaves
		m.startJob(MenuSaves, "Reading the save folder…", func() menuJob { return menuJob{list: list()} })
	}
}

func (m *Menu) close(c scenes.Context) {
	if m.job == nil {
		m.open = MenuNone
		c.Stack().Remove(m.Name())
	}
}

// startJob runs f off the game loop; Poll takes its result.
func (m *Menu) startJob(kind MenuKind, busy string, f func() menuJob) {
	ch := make(chan menuJob, 1)
	m.job, m.busy = ch, busy
	go func() {
		r := menuJob{}
		func() {
			defer func() {
				if p := recover(); p != nil {
					r = menuJob{err: fmt.Errorf("it failed: %v", p)}
				}
			}()
			r = f()
		}()
		r.kind = kind
		ch <- r
	}()
}

// startScenario sets a new game of a scenario up off the game loop,
// the game in play autosaved first; Poll hands it to the host.
func (m *Menu) startScenario(name, title string, opts game.Options) {
	newGame, leave := m.Host.Hooks().NewGame, m.Host.Leaving()
	m.startJob(MenuNewGame, "Setting up "+title+"…", func() menuJob {
		leave()
		g, err := newGame(name, opts)
		if err != nil {
			err = fmt.Errorf("%s could not be started: %w", title, err)
		}
		return menuJob{g: g, err: err, name: name}
	})
}

// Poll takes the result of the job under way, if it has come: a list
// shown, a refusal said, or a game handed to the host.
func (m *Menu) Poll(c scenes.Context) {
	if m.job == nil {
		return
	}
	var r menuJob
	select {
	case r = <-m.job:
	default:
		return
	}
	m.job, m.busy = nil, ""
	switch {
	case r.list != nil || (r.kind == MenuSaves && r.g == nil && r.err == nil):
		m.list, m.listed = r.list, true
	case r.err != nil:
		m.msg, m.bad = r.err.Error(), true
		if r.kind == MenuSaves {
			why := strings.TrimRight(strings.TrimPrefix(r.err.Error(), r.path+": "), ".")
			m.msg = fmt.Sprintf("%s cannot be loaded: %s. Your game is as it was.", r.name, why)
			for i := range m.list {
				if m.list[i].Path == r.path {
					m.list[i].Problem = why // shown in red from now on
				}
			}
		}
	case r.g != nil:
		m.open = MenuNone
		c.Stack().Remove(m.Name())
		m.Host.Play(r.g, r.kind == MenuNewGame)
		if r.kind == MenuNewGame {
			m.Host.Say(fmt.Sprintf("New game: %s.", r.g.Scenario.Name), false)
		} else {
			m.Host.Say(fmt.Sprintf("Game loaded: %s, turn %d, %s.", r.g.Scenario.Name, r.g.State.Turn, r.g.State.Phase), false)
		}
	}
}

// ---- the scene

// Name is the scene's name.
func (*Menu) Name() string { return "menu" }

// Animates while a job is under way.
func (m *Menu) Animates(scenes.Context) bool { return m.job != nil }

// Elems: the menu covers the window instead.
func (*Menu) Elems(scenes.Context, *ebiten.Image, *ebiten.Image) []ui.Elem { return nil }

// Cover draws the menu over the dimmed window.
func (m *Menu) Cover(c scenes.Context, screen *ebiten.Image) bool {
	m.draw(c, screen)
	return true
}

// Escape closes the menu, but never throws the last game away.
func (m *Menu) Escape(scenes.Context) scenes.Esc {
	switch {
	case m.job != nil:
		return scenes.EscStay // waiting: nothing to choose meanwhile
	case m.open == MenuResume:
		// closing the offer would start a new game
		m.Host.Say("Enter resumes your last game; the New game button starts another.", false)
		return scenes.EscStay
	}
	m.open = MenuNone
	return scenes.EscPop
}

// Update takes all the input while the menu is open.
func (m *Menu) Update(c scenes.Context, in ui.InputState) bool {
	sh, opt := c.Window(), m.Host.Hooks()
	if m.job != nil {
		return true // waiting: nothing to choose meanwhile
	}
	_, items, _ := m.layout(c)
	fire := func(id string) { ui.Press(items, id) }
	for _, k := range in.Pressed {
		switch {
		case k == ebiten.KeyTab:
			m.focus = ui.NextFocus(items, m.focus, in.Shift())
		case (k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter || k == ebiten.KeySpace) && m.focus != "":
			fire(m.focus)
			return true
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter:
			switch m.open {
			case MenuResume:
				fire("menu-resume")
			case MenuNewGame:
				fire("menu-start")
			}
			return true
		case k == ebiten.KeyN && m.open == MenuResume:
			fire("menu-other")
			return true
		case k == ebiten.KeyArrowUp || k == ebiten.KeyArrowDown:
			d := 1
			if k == ebiten.KeyArrowUp {
				d = -1
			}
			switch m.open {
			case MenuNewGame:
				m.sel = (m.sel + d + len(opt.Scenarios)) % len(opt.Scenarios)
				m.scroll, m.confirm = 0, false
			case MenuSaves:
				m.scroll = max(0, m.scroll+float64(d)*48*sh.Scale)
			}
		case k == ebiten.KeyF12:
			m.Host.Screenshot()
		}
	}
	if in.WheelY != 0 {
		m.scroll = max(0, m.scroll-in.WheelY*40*sh.Scale)
	}
	if b, ok := clicked(c, in, items, &m.press); ok {
		if b.Enabled && b.OnClick != nil {
			b.OnClick()
		} else if b.Tip != "" {
			m.msg, m.bad = b.Tip, true
		}
	}
	return true
}

// clicked is the card's button the pointer went down and came up on:
// press keeps the one it went down on between frames.
func clicked(c scenes.Context, in ui.InputState, items []ui.Button, press *string) (ui.Button, bool) {
	at := func() string {
		for _, b := range items {
			if b.R.In(float64(in.X), float64(in.Y)) {
				return b.Id
			}
		}
		return ""
	}
	if in.Left && !c.Prev().Left {
		*press = at()
	}
	if in.Left || !c.Prev().Left {
		return ui.Button{}, false
	}
	id := at()
	was := *press
	*press = ""
	for _, b := range items {
		if id != "" && b.Id == id && id == was {
			return b, true
		}
	}
	return ui.Button{}, false
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
func (m *Menu) layout(c scenes.Context) (panelR ui.Rect, items []ui.Button, body func(dst *ebiten.Image)) {
	switch m.open {
	case MenuResume:
		return m.resumeLayout(c)
	case MenuNewGame:
		return m.newGameLayout(c)
	case MenuSaves:
		return m.savesLayout(c)
	}
	return ui.Rect{}, nil, func(*ebiten.Image) {}
}

func (m *Menu) resumeLayout(c scenes.Context) (ui.Rect, []ui.Button, func(*ebiten.Image)) {
	sh, opt := c.Window(), m.Host.Hooks()
	s := sh.Scale
	off := opt.Resume
	w := min(620*s, float64(sh.W)-24*s)
	q := fmt.Sprintf("Resume your last game (turn %d, saved at %s)?", off.Turn, whenSaved(off.Saved, time.Now()))
	qLines := sh.U.Wrap(q, w-36*s, 15, true)
	detail := strings.Join(nonEmpty(off.Scenario, off.Phase, fmt.Sprintf("%d PP", off.PP)), " · ")
	var note []string
	noteC := color.Color(ui.Muted)
	switch {
	case m.busy != "":
		note = []string{m.busy}
	case m.msg != "":
		note = sh.U.Wrap("Your last game could not be loaded: "+strings.TrimRight(m.msg, ".")+". A new game is ready instead.", w-36*s, 11.5, false)
		noteC = ui.Red
	default:
		note = sh.U.Wrap(strings.TrimSpace(off.PassedOver+" Or start a new game: the standard one now, or choose a scenario. The last game stays in the autosaves until five newer ones replace it: to keep it for good, resume it and save it (Ctrl+S)."), w-36*s, 11.5, false)
	}
	h := 32*s + 22*s + float64(len(qLines))*21*s + 22*s + float64(len(note))*16*s + 18*s + 38*s + 16*s
	r := sh.Centred(w, h)
	bw := (r.W - 28*s - 16*s) / 3
	by := r.Y + r.H - 16*s - 38*s
	failed := m.msg != ""
	items := []ui.Button{
		{Id: "menu-resume", R: ui.Rect{X: r.X + 14*s, Y: by, W: bw, H: 38 * s}, Label: "Resume  (Enter)", Enabled: !failed, Primary: true,
			Tip: "Your last game could not be loaded.", OnClick: func() {
				load := off.Load
				m.startJob(MenuResume, "Loading your last game…", func() menuJob {
					g, err := load()
					return menuJob{g: g, err: err}
				})
			}},
		{Id: "menu-new", R: ui.Rect{X: r.X + 14*s + bw + 8*s, Y: by, W: bw, H: 38 * s}, Label: "New game", Enabled: true,
			OnClick: func() { m.close(c) }},
		{Id: "menu-other", R: ui.Rect{X: r.X + 14*s + 2*(bw+8*s), Y: by, W: bw, H: 38 * s}, Label: "Choose a scenario  (N)", Enabled: len(opt.Scenarios) > 0,
			OnClick: func() { m.Open(c, MenuNewGame) }},
	}
	body := func(dst *ebiten.Image) {
		sh.Card(dst, r, "KANDAHAR · WELCOME BACK")
		y := sh.Lines(dst, qLines, r.X+18*s, r.Y+32*s+22*s, 15, true, ui.Ink, 21*s)
		sh.U.Text(dst, ui.Fit(sh.U, detail, r.W-36*s, 12), r.X+18*s, y, 12, false, ui.Muted, 0)
		sh.Lines(dst, note, r.X+18*s, y+22*s, 11.5, false, noteC, 16*s)
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

func (m *Menu) newGameLayout(c scenes.Context) (ui.Rect, []ui.Button, func(*ebiten.Image)) {
	sh, opt, play := c.Window(), m.Host.Hooks(), m.Host.InPlay()
	s := sh.Scale
	r := sh.Centred(800*s, 560*s)
	scs := opt.Scenarios
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
	lines := reflow(sh.U, cur.Description, dw-10*s)
	// the footer: what leaving the game in progress means
	autosaved := ""
	if opt.BeforeLeave != nil {
		autosaved = ", which is autosaved as you leave it (Ctrl+O loads it again)"
	}
	footer := []string{}
	footerC := color.Color(ui.Muted)
	switch {
	case m.busy != "":
		footer = []string{m.busy}
	case m.msg != "":
		footer = sh.U.Wrap(m.msg, r.W-32*s, 11.5, true)
		footerC = ui.Red
	case m.confirm:
		footer = sh.U.Wrap(fmt.Sprintf("Sure? You are in turn %d of %s: click Start again to leave it%s.", play.Turn, play.Scenario, autosaved), r.W-32*s, 11.5, true)
		footerC = ui.Red
	case play.InProgress:
		footer = sh.U.Wrap(fmt.Sprintf("Starting a new game leaves your game in progress (turn %d, %s)%s.", play.Turn, play.Phase, autosaved), r.W-32*s, 11.5, false)
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
				sh.U.Text(dst, "X", box.X+box.W/2, box.Y+box.H/2, 13, true, ui.Ink, 0.5)
			}
			sh.U.Text(dst, ui.Fit(sh.U, o.rule+"  "+o.name+": "+o.does, b.R.W-26*s, 12), box.X+box.W+8*s, b.R.Y+b.R.H/2, 12, false, ui.Ink, 0)
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
			OnClick: func() { m.close(c) }},
		ui.Button{Id: "menu-start", R: ui.Rect{X: r.X + r.W - 16*s - 250*s, Y: by, W: 250 * s, H: 36 * s}, Label: startLabel, Tip: tip, Enabled: opt.NewGame != nil, Primary: true,
			OnClick: func() {
				if play.InProgress && !m.confirm {
					m.confirm = true
					return
				}
				m.startScenario(name, cur.Title, m.rules)
			}})
	body := func(dst *ebiten.Image) {
		sh.Card(dst, r, "NEW GAME · choose a scenario")
		sh.U.Text(dst, "Esc closes", r.X+r.W-14*s, r.Y+16*s, 11, false, ui.BandMuted, 1)
		ui.FillRect(dst, ui.Rect{X: r.X + listW + 16*s, Y: r.Y + 42*s, W: 1 * s, H: by - 10*s - r.Y - 42*s}, ui.Disabled)
		for i, sc := range scs {
			b := items[i]
			switch {
			case i == m.sel:
				ui.FillRect(dst, b.R, ui.Yellow)
				ui.StrokeRect(dst, b.R, 1.5*s, ui.Ink)
			case b.R.In(float64(c.Cur().X), float64(c.Cur().Y)):
				ui.FillRect(dst, b.R, ui.Paper2)
			}
			sh.U.Text(dst, ui.Fit(sh.U, sc.Title, b.R.W-20*s, 13.5), b.R.X+10*s, b.R.Y+17*s, 13.5, true, ui.Ink, 0)
			sub := sh.U.Wrap(firstParagraph(sc.Description), b.R.W-20*s, 11, false)
			for j, l := range sub[:min(len(sub), 2)] {
				if j == 1 && len(sub) > 2 {
					l = ui.Fit(sh.U, l+" "+sub[2], b.R.W-20*s, 11)
				}
				sh.U.Text(dst, l, b.R.X+10*s, b.R.Y+35*s+float64(j)*14*s, 11, false, ui.Muted, 0)
			}
		}
		sh.U.Text(dst, cur.Title, dx, r.Y+42*s+12*s, 16, true, ui.Ink, 0)
		sh.U.Text(dst, "kandahar -scenario "+cur.Name, dx, r.Y+42*s+30*s, 11, false, ui.Muted, 0)
		sh.Lines(dst, lines[first:min(len(lines), first+visible)], dx, descTop+lh/2, 11.5, false, ui.Ink, lh)
		if maxScroll > 0 {
			more := "scroll for more"
			if m.scroll >= maxScroll {
				more = "the end"
			}
			sh.U.Text(dst, more, r.X+r.W-16*s, descBot+4*s, 11, false, ui.Muted, 1)
		}
		drawRules(dst)
		sh.Lines(dst, footer, r.X+16*s, by-6*s-float64(len(footer))*16*s+8*s, 11.5, m.confirm || m.msg != "", footerC, 16*s)
	}
	return r, items, body
}

// reflow wraps a description to a width, joining the lines the file broke
// only for its own width: a line goes on from the one before unless it
// follows a blank line or a heading, starts a numbered step ("3. ...") or
// an item ("- ..."), or is a heading in capitals ("TURN 1"). Indented
// lines always go on from the one before.
func reflow(u *ui.UI, desc string, w float64) []string {
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
		out = append(out, u.Wrap(p, w, 11.5, false)...)
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

func (m *Menu) savesLayout(c scenes.Context) (ui.Rect, []ui.Button, func(*ebiten.Image)) {
	sh, opt := c.Window(), m.Host.Hooks()
	s := sh.Scale
	r := sh.Centred(820*s, 600*s)
	dir := opt.SaveDir
	if dir == "" {
		dir = "the save folder"
	}
	introText := fmt.Sprintf("No file dialog can open here. These are the saves in %s and the autosaves, newest first: click one to load it.", dir)
	if opt.ListIntro != nil {
		introText = opt.ListIntro()
	}
	intro := sh.U.Wrap(introText, r.W-32*s, 11.5, false)
	top := r.Y + 32*s + 14*s + float64(len(intro))*16*s + 6*s
	var footer []string
	footerC := color.Color(ui.Muted)
	switch {
	case m.busy != "":
		footer = []string{m.busy}
	case m.msg != "":
		footer = sh.U.Wrap(m.msg, r.W-32*s-140*s, 11.5, true)
		footerC = ui.Red
	}
	by := r.Y + r.H - 12*s - 34*s
	bot := by - 10*s - max(0, float64(len(footer))*16*s-34*s)
	rowH := 50 * s
	list := m.list
	maxScroll := max(0, float64(len(list))*rowH-(bot-top))
	m.scroll = min(m.scroll, maxScroll)
	var items []ui.Button
	for i, in := range list {
		ry := top + float64(i)*rowH - m.scroll
		if ry < top-1 || ry+rowH > bot+1 {
			continue
		}
		in := in
		b := ui.Button{Id: fmt.Sprintf("save-%d", i), R: ui.Rect{X: r.X + 12*s, Y: ry, W: r.W - 24*s, H: rowH - 4*s}, Enabled: in.Problem == "" && opt.LoadSave != nil}
		file := in.Name + ".kandahar"
		if in.Path != "" {
			file = filepath.Base(in.Path)
		}
		if in.Problem != "" {
			b.Tip = fmt.Sprintf("%s cannot be loaded: %s.", file, strings.TrimRight(in.Problem, "."))
		}
		load := opt.LoadSave
		b.OnClick = func() {
			leave := m.Host.Leaving()
			m.startJob(MenuSaves, "Loading "+file+"…", func() menuJob {
				leave()
				g, err := load(in.Path)
				return menuJob{g: g, err: err, name: file, path: in.Path}
			})
		}
		items = append(items, b)
	}
	items = append(items, ui.Button{Id: "menu-close", R: ui.Rect{X: r.X + r.W - 16*s - 120*s, Y: by, W: 120 * s, H: 34 * s}, Label: "Close  (Esc)", Enabled: true,
		OnClick: func() { m.close(c) }})
	now := time.Now()
	body := func(dst *ebiten.Image) {
		sh.Card(dst, r, "LOAD A SAVED GAME")
		sh.Lines(dst, intro, r.X+16*s, r.Y+32*s+16*s, 11.5, false, ui.Ink, 16*s)
		ui.FillRect(dst, ui.Rect{X: r.X + 12*s, Y: top - 3*s, W: r.W - 24*s, H: 1 * s}, ui.Disabled)
		if !m.listed && m.busy == "" {
			sh.U.Text(dst, "Reading the save folder…", r.X+16*s, top+16*s, 12, false, ui.Muted, 0)
		}
		if m.listed && len(list) == 0 {
			for i, l := range sh.U.Wrap(fmt.Sprintf("No saved games yet. Ctrl+S saves the game in %s, and the game is autosaved at every phase.", dir), r.W-32*s, 12, false) {
				sh.U.Text(dst, l, r.X+16*s, top+16*s+float64(i)*17*s, 12, false, ui.Muted, 0)
			}
		}
		px, py := float64(c.Cur().X), float64(c.Cur().Y)
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
			sh.U.Text(dst, when, rr.X+rr.W-10*s, rr.Y+14*s, 11.5, true, ui.Ink, 1)
			tw := rr.W - 30*s - sh.U.Width(when, 11.5, true)
			file := filepath.Base(in.Path)
			if in.Problem != "" {
				sh.U.Text(dst, ui.Fit(sh.U, file+": cannot be loaded", tw, 12.5), rr.X+10*s, rr.Y+14*s, 12.5, true, ui.Red, 0)
				sh.U.Text(dst, ui.Fit(sh.U, in.Problem, rr.W-20*s, 11), rr.X+10*s, rr.Y+32*s, 11, false, ui.Red, 0)
				continue
			}
			title := nonEmpty(in.Scenario, fmt.Sprintf("turn %d", in.Turn), in.Phase)
			if in.Over {
				title = nonEmpty(in.Scenario, fmt.Sprintf("turn %d", in.Turn), "game over")
			}
			sh.U.Text(dst, ui.Fit(sh.U, strings.Join(title, " · "), tw, 12.5), rr.X+10*s, rr.Y+14*s, 12.5, true, ui.Ink, 0)
			sub := []string{file, fmt.Sprintf("%d PP", in.PP), plural(in.Actions, "action")}
			if in.Auto {
				sub = append(sub, "autosave")
			}
			sh.U.Text(dst, ui.Fit(sh.U, strings.Join(sub, " · "), rr.W-20*s, 11), rr.X+10*s, rr.Y+32*s, 11, false, ui.Muted, 0)
		}
		if maxScroll > 0 {
			sh.U.Text(dst, fmt.Sprintf("%d files · scroll for more", len(list)), r.X+16*s, by+17*s, 11, false, ui.Muted, 0)
		}
		y := by + 17*s - float64(len(footer)-1)*16*s
		if len(footer) > 0 && maxScroll > 0 {
			y -= 18 * s
		}
		sh.Lines(dst, footer, r.X+16*s, y, 11.5, m.msg != "", footerC, 16*s)
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
func (m *Menu) draw(c scenes.Context, dst *ebiten.Image) {
	c.Window().Dim(dst)
	_, items, body := m.layout(c)
	body(dst)
	drawItems(c, dst, items, m.focus, m.job != nil)
}

// drawItems draws a card's buttons (a row of a list has no label: its
// card draws it), lit under the pointer, and the focus ring; off, while
// a job is under way, none can be pressed.
func drawItems(c scenes.Context, dst *ebiten.Image, items []ui.Button, focus string, off bool) {
	sh := c.Window()
	s := sh.Scale
	px, py := float64(c.Cur().X), float64(c.Cur().Y)
	for _, b := range items {
		if b.Label == "" {
			continue // a row, drawn by the body
		}
		bg, fg := ui.BtnBg, color.Color(ui.Ink)
		if b.Primary {
			bg, fg = ui.BtnPrimaryBg, color.White
		}
		if !b.Enabled || off {
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
		for sh.U.Width(b.Label, size, true) > b.R.W-12*s && size > ui.TextFloor {
			size -= 0.5
		}
		sh.U.Text(dst, ui.Fit(sh.U, b.Label, b.R.W-12*s, size), b.R.X+b.R.W/2, b.R.Y+b.R.H/2, size, true, fg, 0.5)
	}
	for _, b := range items {
		if b.Id == focus {
			ui.FocusRing(dst, b.R, s) // a row of the list, or a button
		}
	}
}

// MenuButton is "New game" in the corner of the left panel's title, or
// the menu's mark on the strip of the folded panel.
func MenuButton(s float64, scenarios bool, left ui.Rect, folded bool, open func()) ui.Button {
	w := 74 * s
	if left.W < 250*s {
		w = 58 * s
	}
	label := "New game"
	if w < 70*s {
		label = "New…"
	}
	r := ui.Rect{X: left.X + left.W - w - 10*s, Y: left.Y + 9*s, W: w, H: 26 * s}
	if folded {
		// the strip of the folded panel: under its button, the menu's mark
		label, r = "≡", ui.Rect{X: left.X + (left.W-22*s)/2, Y: left.Y + 36*s, W: 22 * s, H: 22 * s}
	}
	return ui.Button{Id: "menu", R: r, Label: label,
		Tip: "Start a new game: choose a scenario (N). Your game is autosaved.", Enabled: scenarios,
		OnClick: open}
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
