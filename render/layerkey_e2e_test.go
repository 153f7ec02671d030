package render

import (
	"image"
	"reflect"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/ui"
)

// The board layer is drawn from board.LayerIn, and LayerIn is its key.
// Two tests check the two halves of that:
//   - every field of LayerIn follows what it stands for: a change to the
//     window's camera, hover, drag... changes the key, so the layer is
//     drawn again (a field added to LayerIn without a change here fails);
//   - the drawing reads nothing the key leaves out: with a drag under
//     way and without, changing what the window holds besides (the
//     pointer within its hex, the drag's aim, the panels, the buttons,
//     the frame count, the animation's clock) leaves the key as it was,
//     and the layer drawn afresh then has the very pixels it had.
//
// TestBoardLayerKey checks the first half; the second is
// TestBoardLayerDrawsFromItsKey's, which reads the layer's pixels.
// TestInputFuzz checks the same over random play, whole frames against
// partial ones.
func TestBoardLayerKey(t *testing.T) {
	d, team, from := closeOnTeam(t)
	d.waitFrames(2)

	d.on(func(a *App) {
		other := game.Hex{Col: from.Col + 1, Row: from.Row}
		set := func(p *game.Hex, h game.Hex) func() { old := *p; *p = h; return func() { *p = old } }
		changes := map[string]func() (undo func()){
			"Cam": func() func() { old := a.board.Cam; a.board.Cam.Ox += 30; return func() { a.board.Cam = old } },
			"View": func() func() {
				old := a.MapView
				a.MapView.W -= 10
				return func() { a.MapView = old }
			},
			"W":     func() func() { a.W++; return func() { a.W-- } },
			"H":     func() func() { a.H++; return func() { a.H-- } },
			"Scale": func() func() { a.Scale += 0.5; return func() { a.Scale -= 0.5 } },
			"Shown": func() func() {
				old := a.Anim.Shown
				a.Anim.Shown = a.G.State.Clone()
				return func() { a.Anim.Shown = old }
			},
			"Version": func() func() { a.Version++; return func() { a.Version-- } },
			"Stacks":  func() func() { a.board.StacksHash++; return func() { a.board.StacksHash-- } },
			"Sheet":   func() func() { a.board.Sheet.Gen++; return func() { a.board.Sheet.Gen-- } },
			"ShowPieces": func() func() {
				a.board.ShowPiece = !a.board.ShowPiece
				return func() { a.board.ShowPiece = !a.board.ShowPiece }
			},
			"Hover": func() func() { return set(&a.board.HoverHex, other) },
			"Sel":   func() func() { return set(&a.board.SelHex, other) },
			"AttackSel": func() func() {
				old := a.board.AttackSel
				a.board.AttackSel = team // any piece on the map is outlined
				return func() { a.board.AttackSel = old }
			},
			"OptHover": func() func() {
				old := a.chrome.HoverBtn
				a.chrome.HoverBtn = &ui.Button{Id: "opt-0"}
				return func() { a.chrome.HoverBtn = old }
			},
			"Cursor": func() func() {
				on, h := a.hand.Keys.CursorOn, a.hand.Keys.Cursor
				a.hand.Keys.CursorOn, a.hand.Keys.Cursor = true, other
				return func() { a.hand.Keys.CursorOn, a.hand.Keys.Cursor = on, h }
			},
			"Spread": func() func() {
				// a stack of two or more, pinned and spread open
				old, sel := a.board.Spread, a.board.SelHex
				for _, st := range a.board.Stacks {
					if len(st.Pieces) > 1 {
						a.board.SelHex, a.board.Spread.Hex = st.Hex, st.Hex
					}
				}
				return func() { a.board.Spread, a.board.SelHex = old, sel }
			},
			"Drag": func() func() {
				old := a.hand.Drag
				a.hand.Drag = &board.DragInfo{Mode: board.DragGear, From: from}
				return func() { a.hand.Drag = old }
			},
			"Busy": func() func() {
				old := a.Anim.Cur
				a.Anim.Cur = &game.Event{Type: game.EvInfo}
				return func() { a.Anim.Cur = old }
			},
		}
		for _, f := range reflect.VisibleFields(reflect.TypeFor[board.LayerIn]()) {
			change, ok := changes[f.Name]
			if !ok {
				t.Errorf("board.LayerIn.%s: no change of it in TestBoardLayerKey, so nothing checks that the key follows it", f.Name)
				continue
			}
			delete(changes, f.Name)
			before := reflect.ValueOf(a.boardIn()).FieldByIndex(f.Index)
			undo := change()
			after := reflect.ValueOf(a.boardIn()).FieldByIndex(f.Index)
			undo()
			if before.Equal(after) {
				t.Errorf("changing what board.LayerIn.%s stands for left the key's field at %v: the layer would keep stale pixels", f.Name, before)
			}
		}
		for name := range changes {
			t.Errorf("a change of %s, which board.LayerIn does not have", name)
		}
	})

}

// The board layer draws from its key alone (see TestBoardLayerKey): what
// the window holds besides changes neither the key nor the pixels.
func TestBoardLayerDrawsFromItsKey(t *testing.T) {
	needPixels(t)
	d, team, from := closeOnTeam(t)
	d.waitFrames(2)
	outside := func(a *App, state string) {
		other := game.Hex{Col: from.Col, Row: from.Row + 1}
		type change struct {
			what string
			do   func() (undo func())
		}
		changes := []change{
			{"the pointer moved within its hex", func() func() { a.pointer.Cur.X++; return func() { a.pointer.Cur.X-- } }},
			{"the frame count", func() func() { a.shell.frame += 97; return func() { a.shell.frame -= 97 } }},
			{"the animation's clock", func() func() { a.Anim.T += 0.3; return func() { a.Anim.T -= 0.3 } }},
			{"the log scrolled", func() func() { a.chrome.LogScroll += 40; return func() { a.chrome.LogScroll -= 40 } }},
			{"the shop scrolled", func() func() { a.chrome.ShopScroll += 40; return func() { a.chrome.ShopScroll -= 40 } }},
			{"the keys' focus", func() func() {
				old := a.hand.Keys.Focus
				a.hand.Keys.Focus = "end"
				return func() { a.hand.Keys.Focus = old }
			}},
			{"a message shown", func() func() {
				n := len(a.chrome.Toasts)
				a.chrome.Say("A message.", false)
				return func() { a.chrome.Toasts = a.chrome.Toasts[:n] }
			}},
			{"a button hovered", func() func() {
				old := a.chrome.HoverBtn
				a.chrome.HoverBtn = &ui.Button{Id: "end", Tip: "a tip"}
				return func() { a.chrome.HoverBtn = old }
			}},
			{"a weapon chosen for suppressive fire", func() func() {
				old := a.board.NomWeapon
				a.board.NomWeapon = team
				return func() { a.board.NomWeapon = old }
			}},
			{"the camera's follow state", func() func() {
				old := a.board.Follow
				a.board.Follow.Away = !old.Away
				return func() { a.board.Follow = old }
			}},
		}
		if dr := a.hand.Drag; dr != nil {
			changes = append(changes, change{"the drag aimed elsewhere", func() func() {
				old := dr.Target
				a.hand.UpdateDragHex(other)
				return func() { a.hand.UpdateDragHex(old) }
			}})
		}
		for _, c := range changes {
			in := a.boardIn()
			want := boardLayerPixels(a, in)
			undo := c.do()
			now := a.boardIn()
			got := boardLayerPixels(a, now)
			undo()
			if now != in {
				t.Errorf("%s: %s changed the board layer's key (%+v, was %+v), though the layer does not show it", state, c.what, now, in)
			}
			if bad, first := framesDiffer(got, want); bad > 0 {
				t.Errorf("%s: %s changed %d pixels of the board layer, the first at %v, and not its key: the drawing reads something the key leaves out", state, c.what, bad, first)
			}
		}
	}
	d.on(func(a *App) { outside(a, "no drag") })

	// a drag under way, held
	x0, y0, ok := d.counter(team)
	if !ok {
		t.Fatal("the A-Team's counter is not on the screen")
	}
	d.in.Push(ui.InputState{X: x0, Y: y0}, ui.InputState{X: x0, Y: y0, Left: true})
	for i := 1; i <= 10; i++ {
		d.in.Push(ui.InputState{X: x0 + 8*i, Y: y0 + 3*i, Left: true})
	}
	d.script()
	d.on(func(a *App) {
		if a.hand.Drag == nil || a.hand.Drag.Reach == nil {
			t.Fatalf("no move dragged: %+v", a.hand.Drag)
		}
		outside(a, "a drag")
	})
}

// boardLayerPixels draws the board layer afresh from in.
func boardLayerPixels(a *App, in board.LayerIn) *image.RGBA {
	img := ebiten.NewImage(a.W, a.H)
	defer img.Deallocate()
	a.drawBoard(img, in)
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// The chrome layer's key, chromeKey, lists what the panels and buttons
// show. TestChromeLayerKey checks it the same way: each of its fields
// follows what it stands for; the chrome drawn with its panels' caches is
// the chrome drawn afresh after each such change; and changes to what the
// window holds besides leave the key and the chrome's pixels as they were.
func TestChromeLayerKey(t *testing.T) {
	needPixels(t)
	d, team, from := closeOnTeam(t)
	d.waitFrames(2)

	d.on(func(a *App) {
		// a hex of another terrain than the one under the pointer
		other := game.NoHex
		for _, h := range a.Rules.Board.Hexes() {
			if a.Rules.Board.Terrain(h) != a.Rules.Board.Terrain(from) {
				other = h
				break
			}
		}
		plain := -1 // a button of the chrome's own
		for i, b := range a.chrome.Buttons {
			if b.Owner == "" && b.Enabled && b.Id != "end-phase" {
				plain = i
				break
			}
		}
		if plain < 0 || len(a.chrome.Rows) == 0 {
			t.Fatalf("no button of the chrome's own (%d) or no inspector row (%d)", plain, len(a.chrome.Rows))
		}
		row := a.chrome.Rows[0].R
		changes := map[string]func() (undo func()){
			"top.version": func() func() { a.Version++; return func() { a.Version-- } },
			"top.note": func() func() {
				old := a.chrome.Note
				a.chrome.Note = "A note on the window."
				return func() { a.chrome.Note = old }
			},
			"top.ev": func() func() {
				old := a.Anim.Cur
				a.Anim.Cur = &game.Event{Type: game.EvNoise}
				return func() { a.Anim.Cur = old }
			},
			"left.content": func() func() {
				a.G.State.PP += 5
				a.Version++
				return func() { a.G.State.PP -= 5; a.Version-- }
			},
			"left.terrain": func() func() {
				old := a.board.HoverHex
				a.board.HoverHex = other
				return func() { a.board.HoverHex = old }
			},
			"left.folded": func() func() {
				old := a.chrome.Fold
				a.chrome.Fold.Left = map[bool]chrome.FoldState{true: chrome.FoldOpen, false: chrome.FoldClosed}[a.chrome.LeftFolded()]
				return func() { a.chrome.Fold = old }
			},
			"log.version": func() func() { a.Version++; return func() { a.Version-- } },
			"log.n": func() func() {
				n := len(a.chrome.LogLines)
				a.chrome.LogNote("A line more.")
				return func() { a.chrome.LogLines = a.chrome.LogLines[:n] }
			},
			"log.scroll": func() func() {
				old := a.chrome.LogScroll
				a.chrome.LogScroll += 3
				return func() { a.chrome.LogScroll = old }
			},
			"buttons": func() func() {
				old := a.chrome.HoverBtn
				a.chrome.HoverBtn = &a.chrome.Buttons[plain]
				return func() { a.chrome.HoverBtn = old }
			},
			"rows": func() func() {
				old := a.chrome.Rows[0]
				a.chrome.Rows[0].R.Y += 37 * a.Scale
				return func() { a.chrome.Rows[0] = old }
			},
			"inspected": func() func() {
				on, h := a.hand.Keys.CursorOn, a.hand.Keys.Cursor
				a.hand.Keys.CursorOn, a.hand.Keys.Cursor = true, other
				return func() { a.hand.Keys.CursorOn, a.hand.Keys.Cursor = on, h }
			},
			"nomWeapon": func() func() {
				old := a.board.NomWeapon
				a.board.NomWeapon = team
				return func() { a.board.NomWeapon = old }
			},
			"attackSel": func() func() {
				old := a.board.AttackSel
				a.board.AttackSel = team
				return func() { a.board.AttackSel = old }
			},
			"gearRow": func() func() {
				drag, cur := a.hand.Drag, a.pointer.Cur
				a.hand.Drag = &board.DragInfo{Mode: board.DragGear, From: from}
				a.pointer.Cur.X, a.pointer.Cur.Y = int(row.X+row.W/2), int(row.Y+row.H/2)
				return func() { a.hand.Drag, a.pointer.Cur = drag, cur }
			},
			"left.scroll": func() func() {
				old := a.chrome.LeftScroll.First
				a.chrome.LeftScroll.First++
				return func() { a.chrome.LeftScroll.First = old }
			},
			"shopS": func() func() {
				old := a.chrome.ShopScroll
				a.chrome.ShopScroll += 40
				return func() { a.chrome.ShopScroll = old }
			},
			"busy": func() func() {
				old := a.Anim.Cur
				a.Anim.Cur = &game.Event{Type: game.EvInfo}
				return func() { a.Anim.Cur = old }
			},
			"speed": func() func() { a.Anim.Speed *= 1.5; return func() { a.Anim.Speed /= 1.5 } },
			"keys": func() func() {
				old := a.hand.Keys.Focus
				a.hand.Keys.Focus = a.chrome.Buttons[plain].Id
				return func() { a.hand.Keys.Focus = old }
			},
			"w": func() func() { a.W++; return func() { a.W-- } },
			"h": func() func() { a.H++; return func() { a.H-- } },
		}
		for _, f := range keyLeaves(reflect.TypeFor[chromeKey](), "", nil) {
			change, ok := changes[f.name]
			if !ok {
				t.Errorf("chromeKey.%s: no change of it in TestChromeLayerKey, so nothing checks that the key follows it", f.name)
				continue
			}
			delete(changes, f.name)
			before := reflect.ValueOf(a.chromeKey()).FieldByIndex(f.index)
			chromeLayerPixels(a, true) // the panels' caches hold what shows before the change
			undo := change()
			after := reflect.ValueOf(a.chromeKey()).FieldByIndex(f.index)
			cached, fresh := chromeLayerPixels(a, false), chromeLayerPixels(a, true)
			undo()
			if before.Equal(after) {
				t.Errorf("changing what chromeKey.%s stands for left the key's field at %v: the layer would keep stale pixels", f.name, before)
			}
			if bad, first := framesDiffer(cached, fresh); bad > 0 {
				t.Errorf("after a change of chromeKey.%s, the chrome drawn with its panels' caches differs from a fresh one in %d pixels, the first at %v: a panel's key leaves it out", f.name, bad, first)
			}
		}
		for name := range changes {
			t.Errorf("a change of %s, which chromeKey does not have", name)
		}

		type change struct {
			what string
			do   func() (undo func())
		}
		for _, c := range []change{
			{"the camera panned", func() func() { old := a.board.Cam; a.board.Cam.Ox += 40; return func() { a.board.Cam = old } }},
			{"the frame count", func() func() { a.shell.frame += 97; return func() { a.shell.frame -= 97 } }},
			{"the animation's clock", func() func() { a.Anim.T += 0.3; return func() { a.Anim.T -= 0.3 } }},
			{"the counters hidden", func() func() {
				a.board.ShowPiece = !a.board.ShowPiece
				return func() { a.board.ShowPiece = !a.board.ShowPiece }
			}},
			{"a message shown", func() func() {
				n := len(a.chrome.Toasts)
				a.chrome.Say("A message.", false)
				return func() { a.chrome.Toasts = a.chrome.Toasts[:n] }
			}},
			{"the pointer moved", func() func() { a.pointer.Cur.X++; return func() { a.pointer.Cur.X-- } }},
		} {
			in := a.chromeKey()
			want := chromeLayerPixels(a, true)
			undo := c.do()
			now := a.chromeKey()
			got := chromeLayerPixels(a, true)
			undo()
			if now != in {
				t.Errorf("%s changed the chrome layer's key (%+v, was %+v), though the chrome does not show it", c.what, now, in)
			} else if bad, first := framesDiffer(got, want); bad > 0 {
				t.Errorf("%s changed %d pixels of the chrome layer, the first at %v, and not its key: the drawing reads something the key leaves out", c.what, bad, first)
			}
		}
	})
}

// chromeLayerPixels draws the chrome layer: with its panels as cached,
// or each drawn afresh.
func chromeLayerPixels(a *App, fresh bool) *image.RGBA {
	if fresh {
		for _, pc := range a.chrome.Panels {
			pc.Key = nil
		}
	}
	img := ebiten.NewImage(a.W, a.H)
	defer img.Deallocate()
	a.drawChrome(img, a.chromeKey())
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// keyLeaf is a field of a key, one of its panels' parts named by both.
type keyLeaf struct {
	name  string
	index []int
}

// keyLeaves lists the fields of the key type k, a panel's part (topKey,
// leftKey, logKey) field by field.
func keyLeaves(k reflect.Type, prefix string, index []int) []keyLeaf {
	var out []keyLeaf
	for _, f := range reflect.VisibleFields(k) {
		ix := append(slices.Clone(index), f.Index...)
		switch f.Type {
		case reflect.TypeFor[topKey](), reflect.TypeFor[leftKey](), reflect.TypeFor[logKey]():
			out = append(out, keyLeaves(f.Type, prefix+f.Name+".", ix)...)
		default:
			out = append(out, keyLeaf{prefix + f.Name, ix})
		}
	}
	return out
}

// closeOnTeam opens the window on the hint's game (turn 6, the movement
// phase), the map close on its first A-Team, close enough for the
// labels on the hexes.
func closeOnTeam(t *testing.T) (d *driver, team game.PieceID, from game.Hex) {
	t.Helper()
	d = newDriver(t, hintGame(t))
	d.idle()
	s := d.state()
	team = pieceBySpec(s, "a-team-1")
	from = s.P(team).Hex
	d.look(from)
	x, y := d.hex(from)
	for range 3 {
		d.in.Wheel(x, y, 1)
	}
	d.script()
	return d, team, from
}
