package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/input"
	"kandahar/render/scenes/reference"
	"kandahar/render/ui"
)

// What does not change from one frame to the next is drawn once into an
// offscreen image and copied to the screen afterwards; with a software
// GL driver the pixels drawn are the cost of a frame, and text layout the
// cost on the CPU. A frame is:
//
//   - the board: the map sheet, the hex ids, the hex outlines and shading
//     of the moment, the place names, the stacks and the odds cards,
//     redrawn when the camera, the game or the hovered hex changes;
//   - what moves: the mission hex's pulse, the event being played, the
//     dragged counters, the magnifier;
//   - the chrome: the panels around the map, the shop and the buttons,
//     redrawn when one of them changes, copied rectangle by rectangle
//     (the map shows between them);
//   - the scenes (scene.go): the attack panel, the dialog, the hint, the
//     coach, the help and the menus; the event card, the messages, the
//     tooltip.

// boardIn is what the board layer is drawn from this frame, and so its
// key (board.LayerIn).
func (a *App) boardIn() board.LayerIn {
	in := board.LayerIn{Cam: a.board.Cam, View: a.MapView, W: a.W, H: a.H, Scale: a.Scale,
		Shown: a.Shown(), Version: a.Version, Stacks: a.board.StacksHash, Sheet: a.board.Sheet.Gen, ShowPieces: a.board.ShowPiece,
		Hover: a.board.HoverHex, Sel: a.board.SelHex, AttackSel: a.board.AttackSel, Cursor: game.NoHex,
		Drag: a.hand.Drag, Busy: a.Anim.Busy()}
	if a.hand.Drag != nil && a.hand.Drag.Mode != board.DragCamp {
		in.Hover = game.NoHex // the drag shows where it aims; a camp's site shows under it (3.1)
	}
	if a.hand.Keys.CursorOn {
		in.Cursor = a.hand.Keys.Cursor
	}
	if h, ok := a.board.SpreadOpen(); ok {
		in.Spread = board.Spread{Hex: h, Area: a.board.Spread.Area}
		if a.hand.Keys.Cursor == h {
			in.Spread.Pick = a.hand.Keys.Pick // P's choice, tagged in the spread
		}
	}
	if a.chrome.HoverBtn != nil && strings.HasPrefix(a.chrome.HoverBtn.Id, "opt-") {
		in.OptHover = a.chrome.HoverBtn.Id
	}
	return in
}

// drawBoard is the board layer's content: the map and what lies on it.
func (a *App) drawBoard(dst *ebiten.Image, in board.LayerIn) {
	mv := dst.SubImage(chrome.InnerRect(in.View)).(*ebiten.Image) // the panels are around it (panelstore.go)
	a.board.DrawLayer(mv, in, func() { a.overlays.attack.DrawOdds(mv, a.hand.Drag != nil) })
}

// chromeKey is what the chrome layer shows, and its key; the panels
// cached on their own (the header, the left panel, the log) are keyed by
// their parts of it, so that what a panel's key holds the layer's holds.
type chromeKey struct {
	top       topKey
	left      leftKey
	log       logKey
	buttons   uint64
	rows      uint64
	inspected game.Hex
	nomWeapon game.PieceID
	attackSel game.PieceID
	gearRow   int
	shopS     float64
	busy      bool
	speed     float64
	keys      input.Shown
	w, h      int
}

// topKey is what the header shows: the phase and prompt of the game's
// version, a note on the window's layout, the event playing.
type topKey struct {
	version int
	note    string
	ev      *game.Event
}

// leftKey is what the left panel shows: its figures, the hovered hex's
// terrain, folded or not.
type leftKey struct {
	content chrome.LeftContent
	terrain game.TerrainSet
	folded  bool
	scroll  int
}

// logKey is what the log shows: the game's version (a loaded game's log
// may be as long as the last one's), its lines, how far it is scrolled.
type logKey struct {
	version, n int
	scroll     float64
}

func (a *App) chromeKey() chromeKey {
	k := chromeKey{top: topKey{a.Version, a.chrome.Note, a.Anim.Cur},
		left:    leftKey{a.chrome.LeftContent(), 1 << 15, a.chrome.LeftFolded(), a.chrome.LeftScroll.First},
		log:     logKey{a.Version, len(a.chrome.LogLines), a.chrome.LogScroll},
		buttons: ui.ButtonsHash(a.chrome.Buttons, a.chrome.HoverBtn, a.hand.Keys.Focus, ""), rows: a.chrome.RowsHash(), inspected: a.inspected(),
		nomWeapon: a.board.NomWeapon, attackSel: a.board.AttackSel, gearRow: -1,
		shopS: a.chrome.ShopScroll, busy: a.Anim.Busy(), speed: a.Anim.Speed, keys: a.hand.Shown(), w: a.W, h: a.H}
	if a.board.HoverHex != game.NoHex {
		k.left.terrain = a.Rules.Board.Terrain(a.board.HoverHex)
	}
	if a.hand.Drag != nil && a.hand.Drag.Mode == board.DragGear {
		for i, r := range a.chrome.Rows {
			if r.R.In(float64(a.pointer.Cur.X), float64(a.pointer.Cur.Y)) {
				k.gearRow = i
			}
		}
	}
	return k
}

// drawChrome is the chrome layer's content, as k has it.
func (a *App) drawChrome(dst *ebiten.Image, k chromeKey) {
	a.chrome.DrawShop(dst, &a.board)
	// a panel drawn with its rule numbers as links, afresh
	linked := func(owner any, draw func(*ebiten.Image, board.LinkFunc)) func(*ebiten.Image) {
		return func(d *ebiten.Image) {
			a.beginLinks(owner)
			draw(d, func(t string, x, y, size float64, bold bool, c color.Color) {
				a.rulesRef.LinkText(d, owner, t, x, y, size, bold, c)
			})
		}
	}
	// each panel's key is its part of k, and the window's size
	type sized struct {
		k    any
		w, h int
	}
	a.chrome.CachedPanel(dst, "top", a.chrome.Top, sized{k.top, k.w, k.h}, linked(reference.TopLinks, a.chrome.DrawTopBar))
	a.chrome.CachedPanel(dst, "left", a.chrome.Left, sized{k.left, k.w, k.h}, func(d *ebiten.Image) { a.chrome.DrawLeft(d, &a.board) })
	a.chrome.DrawRight(dst, &a.board, &a.pointer, a.hand.Drag, k.inspected)
	if !a.chrome.RightFolded() {
		a.chrome.CachedPanel(dst, "log", ui.Rect{X: a.chrome.Right.X, Y: a.chrome.LogRect().Y - 22*a.Scale, W: a.chrome.Right.W, H: a.chrome.Right.H - a.chrome.LogRect().Y + 22*a.Scale}, sized{k.log, k.w, k.h}, linked(reference.LogLinks, a.chrome.DrawLog))
	}
	a.chrome.DrawActionBar(dst, &a.board)
	a.hand.DrawFocus(dst)
}
