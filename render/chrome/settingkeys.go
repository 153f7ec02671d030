package chrome

import (
	"kandahar/render/keymap"
	"kandahar/render/ui"
)

// Settings the keys switch, kept between runs through Prefs;
// the help shows each one's value beside its key (keymap's now).

// ToggleEndAsk is Ctrl+E: whether a bare E ends a phase at once or asks
// for a second E first (the default, so that a stray key never throws a
// phase away).
func (c *Chrome) ToggleEndAsk() {
	c.Opt.EndPhaseAtOnce = !c.Opt.EndPhaseAtOnce
	c.Confirm = ""
	if c.Opt.EndPhaseAtOnce {
		c.Say(keymap.InForce(c.Opt.Keys).Says("{end-phase} now ends a phase at the first press ({end-phase-asks} to ask again)."), false)
	} else {
		c.Say(keymap.InForce(c.Opt.Keys).Says("{end-phase} now asks for a second {end-phase} before ending a phase ({end-phase-asks})."), false)
	}
}

// ToggleHighContrast is Ctrl+K: the palette of high contrast
// (ui.SetHighContrast), or back; every panel is drawn anew in it, and the
// caller draws the map's counters anew.
func (c *Chrome) ToggleHighContrast() {
	c.Opt.HighContrast = !c.Opt.HighContrast
	ui.SetHighContrast(c.Opt.HighContrast)
	c.Panels = nil
	c.Version++
	if c.Opt.HighContrast {
		c.Say(c.Keys().Says("High contrast: text and counters at 7:1 or more ({high-contrast} to go back)."), false)
	} else {
		c.Say(c.Keys().Says("The usual colours ({high-contrast} for high contrast)."), false)
	}
}

// ToggleReduceMotion is Ctrl+M (motion.go says what it changes).
func (c *Chrome) ToggleReduceMotion() {
	c.Opt.ReduceMotion = !c.Opt.ReduceMotion
	c.KeepRefusals = c.Opt.ReduceMotion
	if c.Opt.ReduceMotion {
		c.Say(keymap.InForce(c.Opt.Keys).Says("Reduced motion: nothing pulses, each event card waits for {skip} or a click, refusals stay in the log ({reduce-motion})."), false)
	} else {
		c.Say(keymap.InForce(c.Opt.Keys).Says("Motion as usual: the mission ring pulses and event cards go on by themselves ({reduce-motion})."), false)
	}
}
