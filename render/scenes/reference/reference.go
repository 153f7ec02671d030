package reference

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/assets/reference"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// The rules reference: a booklet laid over the window, with
// the contents and a search field on the left and one page on the right:
// a section of the rules in our own words with its rulings and "See
// also" links, a turn of Kandahar on one page, or the project's rulings.
// It opens with R (or F2, or the Rules button), at a section from any
// rule number on the screen, and at the turn page with T. While it is
// open it takes all the input; every part of it is reachable by the keys.

// Reference is the reference panel and the rule numbers drawn as links.
// It is drawn over the window and draws the links of every other part,
// so it is given the window as the shell lays it out, whenever it asks.
type Reference struct {
	Win   func() scenes.Window
	Ref   refPanel
	Links map[any][]RuleLink // by owner (links.go)
	hand  bool               // the pointing-hand cursor is shown
}

// refPanel is what the reference panel shows.
type refPanel struct {
	Page    string   // a section id, refTurn or refRulings
	Query   string   // the search field
	sel     int      // the chosen line of the contents
	listTop float64  // the contents' scroll, in pixels
	textTop float64  // the page's scroll, in pixels
	Back    []string // the pages left by following a link
	hover   string   // the contents line under the pointer
	layout  refPageLayout
	// the contents for the query rows were made for: a search reads
	// every section (about 3 ms), not to be done at every frame
	rows    []refRow
	rowsFor *string
}

// The pages that are not a section.
const (
	RefTurn    = "turn"
	refRulings = "rulings"
)

func refBook() *reference.Book {
	b, err := assets.Reference()
	if err != nil {
		return nil
	}
	return b
}

// refRow is a line of the contents.
type refRow struct {
	page, num, title string
	chapter          bool
}

// refRows is the contents: with no query the turn page, the rulings and
// every section; with a query the sections that hold every word, best
// first (Book.Search).
func (r *Reference) refRows() []refRow {
	p := &r.Ref
	if p.rowsFor != nil && *p.rowsFor == p.Query {
		return p.rows
	}
	q := p.Query
	p.rows, p.rowsFor = r.makeRefRows(), &q
	return p.rows
}

func (r *Reference) makeRefRows() []refRow {
	book := refBook()
	if book == nil {
		return nil
	}
	row := func(s reference.Section) refRow {
		return refRow{page: s.ID, num: s.ID, title: s.Title, chapter: strings.HasSuffix(s.ID, ".0")}
	}
	var out []refRow
	if strings.TrimSpace(r.Ref.Query) != "" {
		for _, s := range book.Search(r.Ref.Query) {
			out = append(out, row(s))
		}
		return out
	}
	out = append(out, refRow{page: RefTurn, title: "A turn of Kandahar on one page", chapter: true},
		refRow{page: refRulings, title: "Rulings: how the app settles doubts", chapter: true})
	for _, s := range book.Sections() {
		out = append(out, row(s))
	}
	return out
}

// refGo turns to a page while the panel is open, keeping the one left
// for Back.
func (r *Reference) refGo(page string) { r.RefGoFresh(page, false) }

// RefGoFresh turns to a page; fresh, it keeps no page for Back and puts
// the page's line in the middle of the contents.
func (rr *Reference) RefGoFresh(page string, fresh bool) {
	p := &rr.Ref
	if !fresh && p.Page != "" && p.Page != page {
		p.Back = append(p.Back, p.Page)
	}
	p.Page, p.textTop = page, 0
	for i, r := range rr.refRows() {
		if r.page == page {
			p.sel = i
			if fresh { // opened at it: the row in the middle, with its neighbours
				L := rr.refLayout()
				p.listTop = max(0, float64(i)*L.rowH-L.list.H/2)
			}
			rr.refShowRow(i)
		}
	}
}

// refLayout is where the parts of the panel lie.
type refLayout struct {
	r, search, list, page, foot, back, close ui.Rect
	rowH                                     float64
}

func (rr *Reference) refLayout() refLayout {
	s := rr.Win().Scale
	w := min(1060*s, float64(rr.Win().W)-24*s)
	h := min(740*s, float64(rr.Win().H)-24*s)
	r := ui.Rect{X: math.Round((float64(rr.Win().W) - w) / 2), Y: math.Round((float64(rr.Win().H) - h) / 2), W: w, H: h}
	listW := math.Round(min(310*s, r.W*0.36))
	top := r.Y + 34*s
	foot := ui.Rect{X: r.X, Y: r.Y + r.H - 24*s, W: r.W, H: 24 * s}
	L := refLayout{r: r, foot: foot, rowH: 22 * s}
	L.search = ui.Rect{X: r.X + 12*s, Y: top + 10*s, W: listW - 20*s, H: 30 * s}
	L.list = ui.Rect{X: r.X + 4*s, Y: top + 48*s, W: listW - 4*s, H: foot.Y - top - 52*s}
	L.page = ui.Rect{X: r.X + listW + 22*s, Y: top + 6*s, W: r.W - listW - 40*s, H: foot.Y - top - 10*s}
	L.close = ui.Rect{X: r.X + r.W - 34*s, Y: r.Y + 5*s, W: 26 * s, H: 24 * s}
	L.back = ui.Rect{X: L.close.X - 84*s, Y: r.Y + 5*s, W: 78 * s, H: 24 * s}
	return L
}

// refShowRow scrolls the contents so that row i is in sight.
func (r *Reference) refShowRow(i int) {
	L := r.refLayout()
	p := &r.Ref
	y := float64(i) * L.rowH
	if y < p.listTop {
		p.listTop = y
	}
	if y+L.rowH > p.listTop+L.list.H {
		p.listTop = y + L.rowH - L.list.H
	}
}

// ---- input

// Update handles the frame's input while the panel is open: it takes
// it all (package scenes).
func (r *Reference) Update(c scenes.Context, in ui.InputState) bool {
	p := &r.Ref
	x, y := float64(in.X), float64(in.Y)
	L := r.refLayout()
	rows := r.refRows()
	typed := false
	for _, c := range in.Chars {
		if unicode.IsPrint(c) && !(c == ' ' && p.Query == "") {
			p.Query += string(c)
			typed = true
		}
	}
	pageStep := L.page.H * 0.85
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyF2: // (Escape closes it too: scene.go)
			c.Stack().Remove("reference")
			r.HandCursor(false)
			return true
		case ebiten.KeyBackspace:
			if p.Query != "" {
				_, n := utf8.DecodeLastRuneInString(p.Query)
				p.Query = p.Query[:len(p.Query)-n]
				typed = true
			} else {
				r.refBack()
			}
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			if p.sel >= 0 && p.sel < len(rows) {
				r.refGo(rows[p.sel].page)
			}
		case ebiten.KeyArrowUp, ebiten.KeyArrowDown:
			d := 1
			if k == ebiten.KeyArrowUp {
				d = -1
			}
			p.sel = min(max(p.sel+d, 0), len(rows)-1)
			r.refShowRow(p.sel)
		case ebiten.KeyArrowLeft, ebiten.KeyArrowRight:
			r.refTurnPage(k == ebiten.KeyArrowRight)
		case ebiten.KeyPageUp:
			p.textTop -= pageStep
		case ebiten.KeyPageDown:
			p.textTop += pageStep
		case ebiten.KeyHome:
			p.textTop = 0
		case ebiten.KeyEnd:
			p.textTop = math.Inf(1)
		}
	}
	if typed {
		p.sel, p.listTop = 0, 0
		rows = r.refRows()
	}
	if in.WheelY != 0 {
		if L.list.In(x, y) || L.search.In(x, y) {
			p.listTop -= in.WheelY * 3 * L.rowH
		} else {
			p.textTop -= in.WheelY * 60 * r.Win().Scale
		}
	}
	p.listTop = min(max(p.listTop, 0), max(0, float64(len(rows))*L.rowH-L.list.H))
	// the hovered line, the hand over what can be clicked
	p.hover = ""
	if i := r.refRowAt(L, x, y); i >= 0 && i < len(rows) {
		p.hover = rows[i].page
	}
	_, onLink := r.LinkAt(x, y, PanelLinks)
	onLink = onLink && L.page.In(x, y)
	r.HandCursor(onLink || p.hover != "" || L.back.In(x, y) && len(p.Back) > 0 || L.close.In(x, y))
	down := in.Left && !c.Prev().Left
	if in.Right && !c.Prev().Right {
		c.Stack().Remove("reference")
		r.HandCursor(false)
		return true
	}
	if !down {
		return true
	}
	switch {
	case !L.r.In(x, y), L.close.In(x, y):
		c.Stack().Remove("reference")
		r.HandCursor(false)
	case L.back.In(x, y):
		r.refBack()
	case onLink:
		id, _ := r.LinkAt(x, y, PanelLinks)
		r.refGo(id)
	case p.hover != "":
		r.refGo(p.hover)
	}
	return true
}

func (r *Reference) refRowAt(L refLayout, x, y float64) int {
	if !L.list.In(x, y) {
		return -1
	}
	return int((y - L.list.Y + r.Ref.listTop) / L.rowH)
}

// refBack returns to the page left by the last link followed.
func (r *Reference) refBack() {
	p := &r.Ref
	if n := len(p.Back); n > 0 {
		page := p.Back[n-1]
		p.Back = p.Back[:n-1]
		r.RefGoFresh(page, true) // no new Back entry for going back
	}
}

// refTurnPage turns to the next or the previous page of the whole
// contents, as in a booklet.
func (rr *Reference) refTurnPage(next bool) {
	q := rr.Ref.Query
	rr.Ref.Query = ""
	rows := rr.refRows()
	rr.Ref.Query = q
	for i, r := range rows {
		if r.page != rr.Ref.Page {
			continue
		}
		j := i - 1
		if next {
			j = i + 1
		}
		if j >= 0 && j < len(rows) {
			rr.refGo(rows[j].page)
		}
		return
	}
}

// ---- the page

// refLine is a line of a page, at y from the page's top.
type refLine struct {
	text  string
	y     float64
	x     float64 // indent
	size  float64
	bold  bool
	c     color.Color
	rule  bool   // a thin rule under the heading, not text
	to    string // the whole line leads to this page (See also)
	label string // its section number, drawn as a link
}

// refPageLayout is a page laid out for a width, kept while it holds.
type refPageLayout struct {
	page  string
	w, sc float64
	lines []refLine
	h     float64
}

// refPage lays out the page for the width of the page column.
func (rr *Reference) refPage(w float64) refPageLayout {
	p := &rr.Ref
	if L := p.layout; L.page == p.Page && L.w == w && L.sc == rr.Win().Scale && L.lines != nil {
		return L
	}
	s := rr.Win().Scale
	book := refBook()
	out := refPageLayout{page: p.Page, w: w, sc: rr.Win().Scale}
	y := 0.0
	add := func(text string, x, size float64, bold bool, c color.Color, lh float64) {
		out.lines = append(out.lines, refLine{text: text, y: y + lh/2, x: x, size: size, bold: bold, c: c})
		y += lh
	}
	para := func(text string, x, size float64, bold bool, c color.Color) {
		lh := math.Round(size * 1.5 * s)
		if item, ok := strings.CutPrefix(text, "- "); ok {
			add("•", x, size, true, c, 0)
			for _, l := range rr.Win().U.Wrap(item, w-x-16*s, size, bold) {
				add(l, x+16*s, size, bold, c, lh)
			}
		} else {
			for _, l := range rr.Win().U.Wrap(text, w-x, size, bold) {
				add(l, x, size, bold, c, lh)
			}
		}
		y += 7 * s
	}
	heading := func(over, title string) {
		if over != "" {
			add(strings.ToUpper(over), 0, 11, true, ui.Muted, 18*s)
		}
		for _, l := range rr.Win().U.Wrap(title, w, 18, true) {
			add(l, 0, 18, true, ui.Ink, 26*s)
		}
		out.lines = append(out.lines, refLine{y: y + 2*s, rule: true})
		y += 14 * s
	}
	sub := func(t string) {
		y += 8 * s
		add(t, 0, 11, true, ui.Muted, 20*s)
	}
	seeAlso := func(ids []string) {
		if len(ids) == 0 {
			return
		}
		sub("SEE ALSO")
		for _, id := range ids {
			t := id
			if sec, ok := book.Section(id); ok {
				t = sec.Title
			}
			out.lines = append(out.lines, refLine{text: t, label: id, to: id, y: y + 11*s, x: 0, size: 13, c: ui.Ink})
			y += 22 * s
		}
	}
	rulings := func(rs []reference.Ruling) {
		for _, r := range rs {
			head := r.ID
			if r.Question != "" {
				head += " · " + r.Question
			}
			para(head, 0, 12.5, true, ui.Ink)
			y -= 5 * s
			para(r.Text, 14*s, 12.5, false, ui.Ink)
		}
	}
	switch {
	case book == nil:
		para("The rules reference could not be read from this build.", 0, 13, false, ui.Red)
	case p.Page == RefTurn:
		heading("the game turn", "A turn of Kandahar on one page")
		para("Every turn runs through the same phases in this order; the header at the top of the window names the one you are in, with its rule number.", 0, 13, false, ui.Ink)
		for _, st := range book.Turn() {
			y += 6 * s
			add(st.Title, 0, 14.5, true, ui.Accent, 22*s)
			for _, t := range st.Paragraphs {
				if keys, ok := strings.CutPrefix(t, "Keys:"); ok {
					para("Keys:"+keys, 0, 12.5, true, ui.Muted)
					continue
				}
				para(t, 0, 13, false, ui.Ink)
			}
			if len(st.SeeAlso) > 0 {
				para("See also: "+strings.Join(st.SeeAlso, ", "), 0, 12.5, false, ui.Ink)
			}
		}
	case p.Page == refRulings:
		heading("the project's rulings", "Rulings: how the app settles doubts")
		para("Where the rulebook is silent or contradicts itself, the app plays as these rulings say. Each names the sections it touches.", 0, 13, false, ui.Ink)
		for _, r := range book.Rulings() {
			head := r.ID + " (" + strings.Join(r.Sections, ", ") + ")"
			if r.Question != "" {
				head += " · " + r.Question
			}
			para(head, 0, 12.5, true, ui.Ink)
			y -= 5 * s
			para(r.Text, 14*s, 12.5, false, ui.Ink)
		}
	default:
		sec, ok := book.Section(p.Page)
		if !ok {
			para(fmt.Sprintf("There is no section %s in the rules.", p.Page), 0, 13, false, ui.Red)
			break
		}
		over := "rules of play"
		if ch, ok := book.Section(strings.Split(sec.ID, ".")[0] + ".0"); ok && ch.ID != sec.ID {
			over = ch.ID + " " + ch.Title
		}
		heading(over, sec.ID+" "+sec.Title)
		for _, t := range sec.Paragraphs {
			para(t, 0, 13, false, ui.Ink)
		}
		if len(sec.Rulings) > 0 {
			sub("RULINGS: HOW THE APP SETTLES IT")
			rulings(sec.Rulings)
		}
		seeAlso(sec.SeeAlso)
	}
	out.h = y + 12*s
	p.layout = out
	return out
}

// ---- drawing

// refSig is everything the panel shows: the same sig draws the same
// pixels.
type refSig struct {
	page, query, hover string
	sel, back          int
	listTop, textTop   float64
	w, h               int
	scale              float64
}

// Elems is the panel as an element drawn over the frame (frame.go),
// when it is open.
func (r *Reference) Elems(_ scenes.Context, _, screen *ebiten.Image) []ui.Elem {
	p := &r.Ref
	L := r.refLayout()
	pg := r.refPage(L.page.W)
	p.textTop = min(max(p.textTop, 0), max(0, pg.h-L.page.H))
	sig := refSig{p.Page, p.Query, p.hover, p.sel, len(p.Back), p.listTop, p.textTop, r.Win().W, r.Win().H, r.Win().Scale}
	return []ui.Elem{{ID: "reference", R: L.r.Grow(6 * r.Win().Scale), Sig: sig, Over: true, Draw: func() { r.draw(screen) }}}
}

// draw draws the panel: a booklet page, paper and ink.
func (rf *Reference) draw(dst *ebiten.Image) {
	p := &rf.Ref
	s := rf.Win().Scale
	L := rf.refLayout()
	r := L.r
	rf.BeginLinks(PanelLinks, nil)
	ui.FillRect(dst, ui.Rect{X: r.X + 5*s, Y: r.Y + 5*s, W: r.W, H: r.H}, color.NRGBA{0, 0, 0, 90})
	ui.FillRect(dst, r, ui.Paper)
	ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
	rf.Win().TitleBar(dst, r, "RULES OF PLAY · in our own words")
	if len(p.Back) > 0 {
		ui.FillRect(dst, L.back, ui.RGB(0xE9E1C6))
		ui.StrokeRect(dst, L.back, 1*s, ui.Ink)
		rf.Win().U.Text(dst, "Back  (⌫)", L.back.X+L.back.W/2, L.back.Y+L.back.H/2, 11.5, true, ui.Ink, 0.5)
	}
	rf.Win().U.Text(dst, "×", L.close.X+L.close.W/2, L.close.Y+L.close.H/2, 16, true, ui.RGB(0xF2E9C8), 0.5)
	// the contents
	listR := ui.Rect{X: r.X, Y: r.Y + 32*s, W: L.list.X + L.list.W - r.X + 6*s, H: L.foot.Y - r.Y - 32*s}
	ui.FillRect(dst, listR, ui.Paper2)
	ui.FillRect(dst, ui.Rect{X: listR.X + listR.W, Y: listR.Y, W: 1 * s, H: listR.H}, ui.Muted)
	ui.FillRect(dst, L.search, ui.RGB(0xFBF8EC))
	ui.StrokeRect(dst, L.search, 1*s, ui.Ink)
	q := p.Query
	tx := L.search.X + 8*s
	if q == "" {
		rf.Win().U.Text(dst, "Search: a word or a number", tx, L.search.Y+L.search.H/2, 12.5, false, ui.Muted, 0)
		ui.FillRect(dst, ui.Rect{X: tx - 1*s, Y: L.search.Y + 7*s, W: 1.5 * s, H: L.search.H - 14*s}, ui.Ink)
	} else {
		q = fitLeft(rf.Win().U, q, L.search.W-24*s, 13)
		rf.Win().U.Text(dst, q, tx, L.search.Y+L.search.H/2, 13, false, ui.Ink, 0)
		cx := tx + rf.Win().U.Width(q, 13, false) + 1*s
		ui.FillRect(dst, ui.Rect{X: cx, Y: L.search.Y + 7*s, W: 1.5 * s, H: L.search.H - 14*s}, ui.Ink)
	}
	rows := rf.refRows()
	if len(rows) == 0 {
		rf.Win().U.Text(dst, "No section holds every word.", L.list.X+10*s, L.list.Y+12*s, 12, false, ui.Muted, 0)
	}
	list := dst.SubImage(image.Rect(int(L.list.X), int(L.list.Y), int(L.list.X+L.list.W), int(L.list.Y+L.list.H))).(*ebiten.Image)
	first := int(p.listTop / L.rowH)
	for i := first; i < len(rows) && float64(i)*L.rowH-p.listTop < L.list.H; i++ {
		row := rows[i]
		rr := ui.Rect{X: L.list.X, Y: L.list.Y + float64(i)*L.rowH - p.listTop, W: L.list.W, H: L.rowH}
		switch {
		case i == p.sel:
			ui.FillRect(list, rr, ui.RGB(0xF7E7A8))
			ui.StrokeRect(list, ui.Rect{X: rr.X + 1*s, Y: rr.Y + 1*s, W: rr.W - 2*s, H: rr.H - 2*s}, 1*s, ui.Ink)
		case row.page == p.hover:
			ui.FillRect(list, rr, ui.RGB(0xEFE6C8))
		}
		if row.page == p.Page {
			ui.FillRect(list, ui.Rect{X: rr.X, Y: rr.Y + 3*s, W: 3 * s, H: rr.H - 6*s}, ui.Accent)
		}
		size, bold := 12.0, row.chapter
		nx := rr.X + 10*s
		x := nx + 40*s
		if row.num == "" {
			x = nx
		} else {
			rf.Win().U.Text(list, row.num, nx, rr.Y+rr.H/2, size, true, ui.Ink, 0)
		}
		rf.Win().U.Text(list, ui.Fit(rf.Win().U, row.title, rr.X+rr.W-x-6*s, size), x, rr.Y+rr.H/2, size, bold, ui.Ink, 0)
	}
	if n := len(rows); float64(n)*L.rowH > L.list.H {
		// where the view is in the contents
		f := L.list.H / (float64(n) * L.rowH)
		ui.FillRect(dst, ui.Rect{X: L.list.X + L.list.W, Y: L.list.Y + p.listTop*f, W: 3 * s, H: L.list.H * f}, ui.Muted)
	}
	// the page
	pg := rf.refPage(L.page.W)
	page := dst.SubImage(image.Rect(int(L.page.X), int(L.page.Y), int(L.page.X+L.page.W), int(L.page.Y+L.page.H+1))).(*ebiten.Image)
	for _, l := range pg.lines {
		y := L.page.Y + l.y - p.textTop
		if y < L.page.Y-30*s || y > L.page.Y+L.page.H+30*s {
			continue
		}
		switch {
		case l.rule:
			ui.FillRect(page, ui.Rect{X: L.page.X, Y: y, W: L.page.W, H: 1.5 * s}, ui.Ink)
		case l.to != "":
			w := rf.Win().U.Width(l.label, l.size, true)
			rf.Win().U.Text(page, l.label, L.page.X, y, l.size, true, ui.Blue, 0)
			ui.FillRect(page, ui.Rect{X: L.page.X, Y: y + l.size*s*0.5, W: w, H: max(1, s)}, ui.Blue)
			rf.Win().U.Text(page, l.text, L.page.X+w+10*s, y, l.size, false, ui.Ink, 0)
			lr := ui.Rect{X: L.page.X - 2*s, Y: y - 10*s, W: w + 14*s + rf.Win().U.Width(l.text, l.size, false), H: 20 * s}
			rf.Links[PanelLinks] = append(rf.Links[PanelLinks], RuleLink{lr.Intersect(L.page), l.to})
		default:
			rf.LinkText(page, PanelLinks, l.text, L.page.X+l.x, y, l.size, l.bold, l.c)
		}
	}
	// links cut off by the page's edges are clickable only where they show
	for i, l := range rf.Links[PanelLinks] {
		rf.Links[PanelLinks][i].R = l.R.Intersect(L.page)
	}
	if pg.h > L.page.H {
		f := L.page.H / pg.h
		ui.FillRect(dst, ui.Rect{X: L.page.X + L.page.W + 8*s, Y: L.page.Y + p.textTop*f, W: 3 * s, H: L.page.H * f}, ui.Muted)
	}
	// the keys
	ui.FillRect(dst, ui.Rect{X: r.X, Y: L.foot.Y, W: r.W, H: 1 * s}, ui.Muted)
	keys := "Type to search · ↑↓ choose, Enter opens · ←→ previous, next page · PgUp PgDn scroll · click a number to follow it · Esc closes"
	rf.Win().U.Text(dst, ui.Fit(rf.Win().U, keys, r.W-24*s, 11), r.X+12*s, L.foot.Y+L.foot.H/2, 11, false, ui.Muted, 0)
}

// fitLeft keeps the end of s that fits in w: the last words typed.
func fitLeft(u *ui.UI, s string, w, size float64) string {
	for u.Width(s, size, false) > w && s != "" {
		_, n := utf8.DecodeRuneInString(s)
		s = s[n:]
	}
	return s
}

// The reference takes all the input while open, and the events wait
// under it.

// Name is the scene's name.
func (*Reference) Name() string { return "reference" }

// Cover draws nothing over the whole window: the panel is an element.
func (*Reference) Cover(scenes.Context, *ebiten.Image) bool { return false }

// Animates: the panel needs no frames by itself.
func (*Reference) Animates(scenes.Context) bool { return false }

// Escape closes the panel.
func (r *Reference) Escape(scenes.Context) scenes.Esc {
	r.HandCursor(false)
	return scenes.EscPop
}
