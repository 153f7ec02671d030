package chrome

// Settings the keys switch, kept between runs through Prefs;
// the help shows each one's value beside its key (keymap's now).

// ToggleEndAsk is Ctrl+E: whether a bare E ends a phase at once or asks
// for a second E first (the default, so that a stray key never throws a
// phase away).
func (c *Chrome) ToggleEndAsk() {
	c.Opt.EndPhaseAtOnce = !c.Opt.EndPhaseAtOnce
	c.Confirm = ""
	if c.Opt.EndPhaseAtOnce {
		c.Say("E now ends a phase at the first press (Ctrl+E to ask again).", false)
	} else {
		c.Say("E now asks for a second E before ending a phase (Ctrl+E).", false)
	}
}

// ToggleReduceMotion is Ctrl+M (motion.go says what it changes).
func (c *Chrome) ToggleReduceMotion() {
	c.Opt.ReduceMotion = !c.Opt.ReduceMotion
	c.KeepRefusals = c.Opt.ReduceMotion
	if c.Opt.ReduceMotion {
		c.Say("Reduced motion: nothing pulses, each event card waits for Space or a click, refusals stay in the log (Ctrl+M).", false)
	} else {
		c.Say("Motion as usual: the mission ring pulses and event cards go on by themselves (Ctrl+M).", false)
	}
}
