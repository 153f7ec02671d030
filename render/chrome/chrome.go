package chrome

import (
	"fmt"
	"hash/maphash"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/game/table"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// SetUIScale changes the size of text and controls by step (in hundredths),
// within 100–200 %; Layout makes the faces and the caches anew at the
// next frame.
func (c *Chrome) SetUIScale(step float64) {
	v := math.Min(math.Max(math.Max(c.Opt.UIScale, 1)+step, 1), 2)
	c.Opt.UIScale = v
	room := ""
	if d := c.Device; d > 0 {
		if got := ScreenFor(int(float64(c.W)/d), int(float64(c.H)/d), d, v).Scale / d; got < v {
			room = fmt.Sprintf(", but this window has room for %.0f %%", got*100)
		}
	}
	c.Say(fmt.Sprintf("Text and controls at %.0f %%%s (Ctrl+= and Ctrl+− change it)", v*100, room), false)
}

type LogLine struct {
	Text string
	Rule string
	Kind string // the event's kind, as its game names it
	Tone table.Tone
	// the line wrapped to the log's width, kept between frames
	Wrapped []string
	WrapW   float64
}

type Toast struct {
	Text string
	T    float64
	Bad  bool
	// While, when set, is how long the message holds: it goes as soon as
	// it reports false (SayWhile)
	While func() bool
}

// ToastLife is how long a message stays over the map, in seconds; it
// fades over its last second.
const ToastLife = 4.5

// Say shows a message over the map. A message already shown is shown
// anew, newest, rather than twice: the same words stacked tell nothing.
func (c *Chrome) Say(s string, bad bool) {
	c.Withdraw(s)
	c.Toasts = append(c.Toasts, Toast{Text: s, Bad: bad})
	if len(c.Toasts) > 3 {
		c.Toasts = c.Toasts[len(c.Toasts)-3:]
	}
	if bad {
		c.LastErr = s
		if c.KeepRefusals {
			c.KeepRefusal(s) // reduced motion: the log keeps what the message said (motion.go)
		}
	}
}

// SayWhile shows a message over the map that holds only while holds
// reports true: a message about what is open goes when it closes, not
// seconds later over a map that no longer shows it.
func (c *Chrome) SayWhile(s string, holds func() bool) {
	c.Say(s, false)
	c.Toasts[len(c.Toasts)-1].While = holds
}

// AgeToasts ages the messages by dt seconds and takes off those whose
// time is up or that no longer hold.
func (c *Chrome) AgeToasts(dt float64) {
	for i := range c.Toasts {
		c.Toasts[i].T += dt
	}
	c.Toasts = slices.DeleteFunc(c.Toasts, func(t Toast) bool { return t.T > ToastLife || t.While != nil && !t.While() })
}

// Showing reports whether the message s is over the map.
func (c *Chrome) Showing(s string) bool {
	return slices.ContainsFunc(c.Toasts, func(t Toast) bool { return t.Text == s })
}

// Withdraw takes the message s off the map: it no longer holds.
func (c *Chrome) Withdraw(s string) {
	c.Toasts = slices.DeleteFunc(c.Toasts, func(t Toast) bool { return t.Text == s })
}

// LogLine writes an event of the game in the log, as every game says it.
func (c *Chrome) LogLine(e table.Event) {
	c.LogLines = append(c.LogLines, LogLine{Text: e.Text, Rule: e.Rule, Kind: e.Kind, Tone: e.Tone})
	c.LogScroll = 0
}

// LogNote writes a line of the client's own in the log: a game loaded,
// an undo.
func (c *Chrome) LogNote(text string) { c.LogLine(table.Event{Text: text}) }

// KeepRefusal writes a refusal in the log too (reduced motion), once
// while it is the last line.
func (c *Chrome) KeepRefusal(s string) {
	if n := len(c.LogLines); n > 0 && c.LogLines[n-1].Tone == Refused && c.LogLines[n-1].Text == s {
		return
	}
	c.LogLine(table.Event{Tone: Refused, Text: s})
}

// BenchLog fills the log with a long game's worth of lines, more than the
// log shows, of the lengths and kinds the game system writes.
func (c *Chrome) BenchLog() {
	kinds := []struct {
		T    game.EventType
		Rule string
		Text string
	}{
		{game.EvPhase, "4.0", "Turn %d: Special Forces Movement Phase."},
		{game.EvMove, "10.0", "A-Team %d moves 3 hexes to 1418 along the trail, hauling the M249 and the radio."},
		{game.EvNoise, "12.0", "Noise check at 1418: noise %d against a d10 of 7: not heard."},
		{game.EvDetected, "12.2", "A-Team %d is detected in the palm grove at 1519."},
		{game.EvScatter, "12.8", "An enemy unit scatters %d hexes north-east from 1519 and lands at 1716."},
		{game.EvCombat, "13.0", "Battle at 1716: Special Forces %d + 40 against the enemy's 38 + 20: the attacker wins and the enemy unit is eliminated."},
		{game.EvCasualty, "13.3", "Casualties: A-Team %d draws a wounded marker and slows to a move of 2."},
		{game.EvInfo, "", "Undone (%d)."},
	}
	for i := 0; i < 400; i++ {
		k := kinds[i%len(kinds)]
		c.LogLine(game.Event{Type: k.T, Rule: k.Rule, Text: fmt.Sprintf(k.Text, i%9+1)}.Table())
	}
}

type PanelCache struct {
	Img    *ebiten.Image
	Pieces []*ebiten.Image // the chrome layer's (chromestore.go)
	Key    any
}

// CachedPanel draws a panel through its cache.
func (c *Chrome) CachedPanel(dst *ebiten.Image, name string, r ui.Rect, key any, draw func(*ebiten.Image)) {
	ui.CopyRect(dst, c.StoredPanel(name, r, key, draw), r, false)
}

// LeftContent is what the left panel shows of the game: it is drawn
// again when that changes, not at each event played.
type LeftContent struct {
	Pp                     int
	Mission                game.PieceID
	MissionAt              game.Hex
	Victory                game.Assessment
	Enemies, Cas, Missions int
	G                      *game.Game
}

func (c *Chrome) LeftContent() LeftContent {
	if c.LeftKeyVer == c.Version && c.LeftKeyG == c.G {
		return c.LeftKeyVal
	}
	st := c.Shown()
	k := LeftContent{Pp: st.PP, Mission: st.Mission, Victory: st.Victory(), G: c.G,
		Enemies: len(st.InCup(game.KindEnemy)), Cas: len(st.InCup(game.KindCasualty)), Missions: len(st.InCup(game.KindMission))}
	if st.Mission != game.None {
		k.MissionAt = st.P(st.Mission).Hex
	}
	c.LeftKeyVer, c.LeftKeyG, c.LeftKeyVal = c.Version, c.G, k
	return k
}

func (c *Chrome) RowsHash() uint64 {
	var h maphash.Hash
	h.SetSeed(ui.HashSeed)
	for _, r := range c.Rows {
		ui.WriteFloats(&h, float64(r.Id), float64(r.Hex.Col), float64(r.Hex.Row), r.R.X, r.R.Y, r.R.W, r.R.H)
	}
	// the rows out of sight: the line under the list counts them
	ui.WriteFloats(&h, float64(c.RowsView.N), float64(c.RowsView.Fit))
	h.WriteString(c.RowsView.Note)
	return h.Sum64()
}

// AfterAction runs Options.AfterAction (the autosaver) and tells the
// player what went wrong, in the window and not only on the terminal.
func (c *Chrome) AfterAction() {
	if c.Opt.AfterAction == nil {
		return
	}
	if msg := c.Opt.AfterAction(c.G); msg != "" {
		c.Say(msg, true)
	}
}

// CoachButton is the button a step points at, if it is on the screen.
func (c *Chrome) CoachButton(prefix string) *ui.Button {
	for i := range c.Buttons {
		if b := &c.Buttons[i]; len(b.Id) >= len(prefix) && b.Id[:len(prefix)] == prefix {
			return b
		}
	}
	return nil
}

type PieceRow struct {
	Id     game.PieceID
	Hex    game.Hex
	R      ui.Rect
	Roster bool // a line of the roster: clicking it finds the piece
	Button bool // it carries a button of its piece's own actions
}

func (c *Chrome) ActionBar() ui.Rect {
	s := c.Scale
	h := 38 * s
	if c.BarRows() == 2 {
		h = 72 * s
	}
	return ui.Rect{X: c.MapView.X, Y: c.MapView.Y + c.MapView.H - h, W: c.MapView.W, H: h}
}

// BarRows is 2 when one row would squeeze the buttons' labels under the
// text floor: the game's actions above, the view's below.
func (c *Chrome) BarRows() int {
	if (c.MapView.W-16*c.Scale)/(ActionBarW*c.Scale) < 0.9 {
		return 2
	}
	return 1
}

func (c *Chrome) LogRect() ui.Rect {
	s := c.Scale
	y := c.Right.Y + math.Max(300*s, math.Min(470*s, c.Right.H*0.56))
	return ui.Rect{X: c.Right.X + 8*s, Y: y, W: c.Right.W - 16*s, H: c.Right.H - y - 8*s}
}

func (c *Chrome) ShopVisible() bool {
	st := c.Shown()
	if c.Anim.Busy() || !c.ShopOpen || !st.ShopOpen() {
		return false
	}
	return st.CampToPlace() == game.None || st.Phase != game.PhaseMission // the map is needed to place the camp
}

func (c *Chrome) ShopRect() ui.Rect {
	s := c.Scale
	w := min(480*s, c.MapView.W-20*s)
	h := min(c.ActionBar().Y-20*s-c.MapView.Y, 122*s+float64(len(c.ShopPieces()))*ShopRowH*s)
	return ui.Rect{X: c.MapView.X + c.MapView.W - w - 10*s, Y: c.MapView.Y + 10*s, W: w, H: h}
}

func (c *Chrome) RowAt(x, y float64) *PieceRow {
	for i := range c.Rows {
		if c.Rows[i].R.In(x, y) {
			return &c.Rows[i]
		}
	}
	return nil
}

// SuppressionLists are the weapons that may fire and the enemy units on
// the map, at most eight of each (15.0).
func (c *Chrome) SuppressionLists() (weapons, targets []game.PieceID) {
	for _, it := range c.Shown().FireItems() {
		if !slices.Contains(weapons, it.Weapon) {
			weapons = append(weapons, it.Weapon)
		}
		if !slices.Contains(targets, it.Target) {
			targets = append(targets, it.Target)
		}
	}
	return weapons[:min(len(weapons), 8)], targets[:min(len(targets), 8)]
}

// FireItem is the rules' nomination of weapon against target, if the
// step offers one.
func FireItem(st *game.State, weapon, target game.PieceID) (game.FireItem, bool) {
	for _, it := range st.FireItems() {
		if it.Weapon == weapon && it.Target == target {
			return it, true
		}
	}
	return game.FireItem{}, false
}

// PromptHeight is the height of a decision panel's title and prompt.
func (c *Chrome) PromptHeight(w float64) float64 {
	n := len(c.U.Wrap(c.Shown().Pending.Prompt, w-28*c.Scale, 13, true))
	return 34*c.Scale + float64(n)*17*c.Scale
}

// SuppressionHeight keeps a line for each weapon's nomination from the
// start, so that nominating never moves the Fire button.
func (c *Chrome) SuppressionHeight() float64 {
	w, t := c.SuppressionLists()
	noms := max(len(w), len(c.Shown().Nominations))
	return (30 + float64(max(len(w), len(t)))*30 + float64(noms)*20) * c.Scale
}

func (c *Chrome) DrawVictory(dst *ebiten.Image, m ui.Rect) {
	st := c.Shown()
	s := c.Scale
	v := st.Victory()
	ui.Panel(dst, m, s)
	ui.FillRect(dst, ui.Rect{X: m.X, Y: m.Y, W: m.W, H: 34 * s}, ui.Band)
	c.U.Text(dst, "VICTORY ASSESSMENT (5.0)", m.X+m.W/2, m.Y+17*s, 15, true, ui.BandText, 0.5)
	y := m.Y + 50*s
	for _, l := range c.U.Wrap("The game is over: "+st.Reason+".", m.W-30*s, 11.5, false) {
		c.U.Text(dst, l, m.X+15*s, y, 11.5, false, ui.Ink, 0)
		y += 15 * s
	}
	y += 4 * s
	c.U.Text(dst, fmt.Sprintf("Accomplished %d − forfeited %d − teams eliminated %d = %d", v.Accomplished, v.Forfeited, v.TeamsLost, v.Score), m.X+15*s, y, 12, true, ui.Ink, 0)
	y += 22 * s
	for _, row := range VictoryTable {
		r := ui.Rect{X: m.X + 30*s, Y: y - 10*s, W: m.W - 60*s, H: 22 * s}
		hl := row.Level == v.Level
		if hl {
			ui.FillRect(dst, r, ui.Yellow)
			ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
		}
		c.U.Text(dst, row.Net, r.X+10*s, y+1*s, 12, hl, ui.Ink, 0)
		c.U.Text(dst, row.Level, r.X+r.W-10*s, y+1*s, 12, hl, ui.Ink, 1)
		y += 23 * s
	}
	if st.AllTeamsLost {
		c.U.Text(dst, "Every team lost: an immediate defeat (5.0).", m.X+m.W/2, y+8*s, 13, true, ui.Red, 0.5)
	}
}

// ToastLayout places the messages over the bottom of the map, above the
// action bar (one row or two), newest lowest, and clear of the cards in
// clear that are drawn under them: beside such a card, else above it.
// Where nothing is clear they stand as they would without it.
func (c *Chrome) ToastLayout(clear ...ui.Rect) []ToastBox {
	s := c.Scale
	type toast struct {
		lines []string
		w, h  float64
	}
	var ts []toast
	for i := len(c.Toasts) - 1; i >= 0; i-- {
		lines := c.U.Wrap(ui.Sentence(c.Toasts[i].Text), math.Min(620*s, c.MapView.W-60*s), 13, true)
		w := 0.0
		for _, l := range lines {
			w = math.Max(w, c.U.Width(l, 13, true))
		}
		ts = append(ts, toast{lines, w + 24*s, float64(len(lines))*18*s + 12*s})
	}
	// the column at the bottom: centred, else at the map's left or right
	// edge; then the same above each card
	bases := []float64{c.ActionBar().Y - 6*s}
	for _, r := range clear {
		bases = append(bases, r.Y-6*s)
	}
	place := func(base float64, ax float64) ([]ui.Rect, bool) {
		y, ok := base, true
		var rs []ui.Rect
		for _, t := range ts {
			y -= t.h + 6*s
			x := c.MapView.X + 10*s + ax*(c.MapView.W-20*s-t.w)
			r := ui.Rect{X: x, Y: y, W: t.w, H: t.h}
			if r.Y < c.MapView.Y {
				ok = false
			}
			for _, k := range clear {
				if r.Overlaps(k) {
					ok = false
				}
			}
			rs = append(rs, r)
		}
		return rs, ok
	}
	rs, _ := place(bases[0], 0.5)
	func() {
		for _, b := range bases {
			for _, ax := range []float64{0.5, 0, 1} {
				if got, ok := place(b, ax); ok {
					rs = got
					return
				}
			}
		}
	}()
	var out []ToastBox
	for i, t := range ts {
		tt := c.Toasts[len(c.Toasts)-1-i]
		alpha := 1.0
		if tt.T > ToastLife-1 {
			alpha = math.Round(math.Max(0, ToastLife-tt.T)*16) / 16 // fades in 16 steps
		}
		out = append(out, ToastBox{rs[i], t.lines, alpha, tt.Bad})
	}
	return out
}

func (c *Chrome) ButtonByID(id string) *ui.Button {
	if id == "" {
		return nil
	}
	for i := range c.Buttons {
		if c.Buttons[i].Id == id {
			return &c.Buttons[i]
		}
	}
	return nil
}

// QuestionFocus begins the ids of a question's options (ui.QuestionFocus).
const QuestionFocus = ui.QuestionFocus

// OptionID is the id of the button of the answer game.Prompt numbers n
// (ui.OptionID).
func OptionID(n int) string { return ui.OptionID(n) }

// Focusables are the controls Tab goes through: a question's options
// first, then the other enabled buttons in the order they are laid out,
// then the inspector's rows.
func (c *Chrome) Focusables() []string {
	var ids, rest []string
	for _, b := range c.Buttons {
		switch {
		case !b.Enabled || b.OnClick == nil:
		case strings.HasPrefix(b.Id, QuestionFocus):
			ids = append(ids, b.Id) // a question waits on its answer: it comes first
		default:
			rest = append(rest, b.Id)
		}
	}
	ids = append(ids, rest...)
	for _, r := range c.RowsView.All { // those out of sight too: the list scrolls to them
		ids = append(ids, RowFocus+strconv.Itoa(int(r.Id)))
	}
	return ids
}

// UsableView is the part of the map view the shop does not cover.
func (c *Chrome) UsableView() ui.Rect {
	u := c.MapView
	st := c.Shown()
	if c.ShopOpen && st.ShopOpen() {
		if sx := c.ShopRect().X; sx-u.X > 120*c.Scale {
			u.W = sx - u.X
		}
	}
	return u
}

// Chrome is the panels and buttons around the map: where they are this
// frame, what they list, their scrolling and the messages over the map.
type Chrome struct {
	*view.Shared
	Left       ui.Rect
	Right      ui.Rect
	Top        ui.Rect
	Buttons    []ui.Button
	HoverBtn   *ui.Button
	HoverSince int        // the frame the pointer came onto hoverBtn
	Rows       []PieceRow // inspector rows (drag sources and drop targets)
	RowOrder   RowOrder   // their order while one hex is inspected (roworder.go)
	PanelLists            // the side panels' scrolling
	ShopOpen   bool
	ShopScroll float64
	ShopList   ShopList // the shop's rows, kept in place (shoplist.go)
	LogScroll  float64
	LogLines   []LogLine
	Toasts     []Toast
	LastErr    string
	Confirm    string // a button waiting for its second click
	SpeedAt    ui.Pt
	LeftKeyVer int
	LeftKeyG   *game.Game
	LeftKeyVal LeftContent
	Panels     map[string]*PanelCache
	Fold       Folds   // the side panels folded or open (fold.go)
	Note       string  // why the window is not laid out as asked (screen.go)
	Device     float64 // the screen's pixels a point (screen.go)
	Hint       string  // the header's words on the step (fold.go)
	// refusals are written in the log too (reduced motion, motion.go)
	KeepRefusals bool
}

// PanelLists are the side panels' scrolling: the inspector's list
// (controls.go) and the left panel's sections (leftscroll.go).
type PanelLists struct {
	// the roster's scrolling, kept while hexes are inspected, and that
	// of the list of the hex HexScrollOf
	RosterScroll, HexScroll ui.Scroll
	HexScrollOf             game.Hex
	RowsView                RowsView // the list as laid out this frame
	Focused                 string   // the control the keys' focus is on (a row's: scrolled into sight)
	// the left panel's scrolling, the height of its sections and where
	// they were, as last drawn
	LeftScroll   ui.Scroll
	LeftH        float64
	leftSections []leftSection
}

// actionBarW is the width of the action bar's buttons at full size; a
// narrower bar shrinks them together; actionRowW is the wider of its
// two rows when it has two.
const (
	ActionBarW = 856
	ActionRowW = 430
)

var VictoryTable = []struct{ Net, Level string }{
	{"None", "Court-martial"}, {"1 to 2", "Demotion"}, {"3 to 4", "Reassignment"}, {"5 to 6", "Poor performance"},
	{"7 to 8", "Adequate performance"}, {"9 to 10", "Meritorious service"}, {"11 to 14", "Promotion"}, {"15 to 20", "Award"},
	{"21 to 27", "Award and Promotion"}, {"28 to 29", "National Hero"}, {"30", "Medal of Honor"},
}

type ToastBox struct {
	R     ui.Rect
	Lines []string
	Alpha float64
	Bad   bool
}

const RowFocus = "row-"

// MissionCard is where the left panel shows the current mission's card
// (under the title band and the PP track); a click on it finds the
// mission on the map. The rect is empty with no mission, the panel
// folded or the card scrolled out of sight.
func (c *Chrome) MissionCard() ui.Rect {
	st := c.Shown()
	if c.LeftFolded() || st.Mission == game.None {
		return ui.Rect{}
	}
	return c.missionCard().Intersect(c.leftView())
}

// missionCard is where the left panel draws the mission's card, as far
// as it is scrolled.
func (c *Chrome) missionCard() ui.Rect {
	s, r := c.Scale, c.Left
	return ui.Rect{X: r.X + 12*s, Y: r.Y + (LeftTop+56)*s - float64(c.LeftScroll.First)*LeftStep*s, W: r.W - 24*s, H: 66 * s}
}
