package input

import (
	"kandahar/game"
	"kandahar/render/ui"
)

// Intents are what a gesture asks of the window's parts, as values: the
// hand returns them in order and the shell applies each by calling the
// part that owns what changes (the game, the board, the chrome, the
// playback, the scenes). The hand writes only its own fields (Keys and
// the pointer's press, drag and pan).
type Intent interface{ intent() }

type (
	// Act sends an action to the game.
	Act struct{ Action game.Action }
	// Say shows a message; a refusal is said as one.
	Say struct {
		Text    string
		Refusal bool
	}
	// Withdraw takes a message away before its time.
	Withdraw struct{ Text string }
	// Pan moves the camera by map pixels.
	Pan struct{ DX, DY float64 }
	// PanTo puts the camera's top left corner at a map pixel (a drag of
	// the map, from where the camera was when it started).
	PanTo struct{ Ox, Oy float64 }
	// Zoom zooms by the factor F about the screen point (X, Y).
	Zoom struct{ X, Y, F float64 }
	// Fit shows the whole map.
	Fit struct{}
	// CenterOn centres the view on a hex.
	CenterOn struct{ Hex game.Hex }
	// KeepInView pans as little as will show the hex whole, clear of the
	// shop and the action bar.
	KeepInView struct{ Hex game.Hex }
	// Hover is what the pointer is over this frame: a hex of the map (or
	// none) and a control, by its index among the chrome's (-1: none).
	Hover struct {
		Hex     game.Hex
		Control int
	}
	// Pin pins a hex in the inspector (NoHex: unpins it, and its spread
	// closes).
	Pin struct{ Hex game.Hex }
	// OpenSpread pins a hex and spreads its stack open beside it; Says is
	// said while it stays open.
	OpenSpread struct {
		Hex  game.Hex
		Says string
	}
	// Target chooses the enemy unit to attack (None: none).
	Target struct{ Piece game.PieceID }
	// Weapon chooses the weapon for suppressive fire (None: none).
	Weapon struct{ Piece game.PieceID }
	// Press presses a control as a click does: the one at Index among the
	// chrome's if Index ≥ 0, else the first enabled one named ID.
	Press struct {
		ID    string
		Index int
	}
	// Confirm arms a control for its second click ("": disarms).
	Confirm struct{ ID string }
	// ScrollLog and ScrollShop turn the wheel over the log or the shop.
	ScrollLog  struct{ By float64 }
	ScrollShop struct{ By float64 }
	// Skip ends the event playing, or lets a held card go; ShowAll shows
	// every event at once, with the camera staying where the player is if
	// Stay.
	Skip    struct{}
	ShowAll struct{ Stay bool }
	// Speed sets the playback's speed, and says so.
	Speed struct{ To float64 }
	// Magnifier shows or hides the magnifier.
	Magnifier struct{ On bool }
	// TextSize changes the size of text and controls by a step.
	TextSize struct{ By float64 }
	// EndAsk and ReduceMotion switch those settings.
	EndAsk       struct{}
	ReduceMotion struct{}
	// FullScreen switches the window to full screen and back.
	FullScreen struct{}
	// StackMenu opens the menu of the stack in Hex at the screen point
	// At; opened by the keys, it opens at the hex (where the camera shows
	// it once the intents before it are applied) with its first item
	// chosen.
	StackMenu struct {
		Hex  game.Hex
		At   ui.Pt
		Keys bool
	}
	// RuleLink is the pointer over the window, pressed or not: a rule
	// number under it shows the hand cursor, and a press opens it.
	RuleLink struct {
		X, Y float64
		Down bool
	}
)

func (Act) intent()          {}
func (Say) intent()          {}
func (Withdraw) intent()     {}
func (Pan) intent()          {}
func (PanTo) intent()        {}
func (Zoom) intent()         {}
func (Fit) intent()          {}
func (CenterOn) intent()     {}
func (KeepInView) intent()   {}
func (Hover) intent()        {}
func (Pin) intent()          {}
func (OpenSpread) intent()   {}
func (Target) intent()       {}
func (Weapon) intent()       {}
func (Press) intent()        {}
func (Confirm) intent()      {}
func (ScrollLog) intent()    {}
func (ScrollShop) intent()   {}
func (Skip) intent()         {}
func (ShowAll) intent()      {}
func (Speed) intent()        {}
func (Magnifier) intent()    {}
func (TextSize) intent()     {}
func (EndAsk) intent()       {}
func (ReduceMotion) intent() {}
func (FullScreen) intent()   {}
func (StackMenu) intent()    {}
func (RuleLink) intent()     {}

// emit adds an intent to those the hand returns.
func (h *Hand) emit(i Intent) { h.out = append(h.out, i) }

// say emits a message.
func (h *Hand) say(text string, refusal bool) { h.emit(Say{text, refusal}) }

// take is what the hand has emitted since it last returned.
func (h *Hand) take() []Intent {
	out := h.out
	h.out = nil
	return out
}
