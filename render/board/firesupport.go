package board

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// Indirect fire support (optional rule 18.1) in the attack panel: the
// artillery, mortars and missiles waiting in base camps that a team with
// a Radio may call into its attack. The rules say which (FireSupportFor);
// the player toggles each one, the odds follow, the attack sends them.

// SupportPicks is the indirect fire the player has called into the attack
// on one enemy unit; choosing another enemy starts empty.
type SupportPicks struct {
	Target game.PieceID
	Ids    []game.PieceID
}

// FireOffers is the indirect fire the teams at h may call against the
// chosen enemy, or the rules' refusal.
func (b *Board) FireOffers(h game.Hex) ([]game.PieceID, error) {
	return b.Shown().FireSupportFor(h, b.AttackSel)
}

// SupportFor is what the attack from h sends: the pieces called in that
// the rules still offer there.
func (b *Board) SupportFor(h game.Hex) []game.PieceID {
	if b.Support.Target != b.AttackSel || len(b.Support.Ids) == 0 {
		return nil
	}
	offers, _ := b.FireOffers(h)
	var out []game.PieceID
	for _, id := range b.Support.Ids {
		if slices.Contains(offers, id) {
			out = append(out, id)
		}
	}
	return out
}

// FireChoices is the indirect fire offered to any hex that attacks the
// chosen enemy, in order; when none, a line saying why in our words, or
// "" when the panel needs none (the option is off, the attack itself is
// refused: its button says why).
func (b *Board) FireChoices() ([]game.PieceID, string) {
	var ids []game.PieceID
	why := ""
	for _, h := range b.AttackHexes() {
		offers, err := b.FireOffers(h)
		for _, id := range offers {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		if why != "" || err == nil {
			continue
		}
		switch game.CodeOf(err) {
		case game.RefuseNoRadio:
			why = "No fire support: a team here needs to haul a Radio [18.1]."
		case game.RefuseNoFireSupport:
			why = "No fire support: no artillery, mortar or missile left in a base camp [18.1]."
		}
	}
	if len(ids) > 0 {
		why = ""
	}
	return ids, why
}

// ToggleSupport calls a piece into the attack, or stands it down.
func (b *Board) ToggleSupport(id game.PieceID) {
	if b.Support.Target != b.AttackSel {
		b.Support = SupportPicks{Target: b.AttackSel}
	}
	if i := slices.Index(b.Support.Ids, id); i >= 0 {
		b.Support.Ids = slices.Delete(b.Support.Ids, i, i+1)
		return
	}
	b.Support.Ids = append(b.Support.Ids, id)
}

func (b *Board) SupportCalled(id game.PieceID) bool {
	return b.Support.Target == b.AttackSel && slices.Contains(b.Support.Ids, id)
}

// SupportHeight is the room the support block takes in the attack panel.
func (b *Board) SupportHeight() float64 {
	ids, why := b.FireChoices()
	switch {
	case len(ids) > 0:
		return 22*b.Scale + float64(len(ids))*32*b.Scale
	case why != "":
		return 36 * b.Scale
	}
	return 0
}

// SupportTop is where the support block starts: just above the attack
// buttons at the panel's foot.
func (b *Board) SupportTop(r ui.Rect) float64 {
	return r.Y + r.H - float64(len(b.AttackHexes()))*40*b.Scale - b.SupportHeight()
}

// DrawSupport writes the support block's heading, or why there is none;
// its toggles are buttons (supportButtons).
func (b *Board) DrawSupport(dst *ebiten.Image, r ui.Rect) {
	s := b.Scale
	ids, why := b.FireChoices()
	y := b.SupportTop(r) + 8*s
	switch {
	case len(ids) > 0:
		b.U.Text(dst, "Fire support by Radio, one use each [18.1]", r.X+10*s, y, 11.5, true, ui.Ink, 0)
	case why != "":
		for _, l := range b.U.Wrap(why, r.W-20*s, 11, false) {
			b.U.Text(dst, l, r.X+10*s, y, 11, false, ui.Muted, 0)
			y += 13 * s
		}
	}
}

// SupportButtons are the toggles, one per piece that may be called in;
// the number keys 1–9 press them too (keys.go).
func (b *Board) SupportButtons(r ui.Rect, add func(ui.Button)) {
	s := b.Scale
	st := b.Shown()
	ids, _ := b.FireChoices()
	y := b.SupportTop(r) + 22*s
	for i, id := range ids {
		called := b.SupportCalled(id)
		label := fmt.Sprintf("%d  Call in %s  +%d", i+1, st.Name(id), st.Firepower(id))
		tip := fmt.Sprintf("Call %s in from its base camp by Radio: it adds %d to this attack and is used up after it [18.1].", st.Name(id), st.Firepower(id))
		if called {
			label = fmt.Sprintf("%d  %s called in  +%d", i+1, st.Name(id), st.Firepower(id))
			tip = fmt.Sprintf("%s joins this attack and is used up after it; click to stand it down [18.1].", st.Name(id))
		}
		add(ui.Button{Id: fmt.Sprintf("fire-%d", i), R: ui.Rect{X: r.X + 10*s, Y: y + float64(i)*32*s, W: r.W - 20*s, H: 28 * s},
			Label: label, Tip: tip, Enabled: true, Active: called, Icon: int(id),
			OnClick: func() { b.ToggleSupport(id) }})
	}
}

// SupportNames is the called pieces, for an attack button's label.
func SupportNames(st *game.State, ids []game.PieceID) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = st.Name(id)
	}
	return strings.Join(names, " and ")
}
