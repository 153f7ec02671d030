package render

// Settings the keys switch (issue 17), kept between runs through Prefs;
// the help shows each one's value beside its key (keymap's now).

// toggleEndAsk is Ctrl+E: whether a bare E ends a phase at once or asks
// for a second E first (the default, so that a stray key never throws a
// phase away).
func (c *chrome) toggleEndAsk() {
	c.Opt.EndPhaseAtOnce = !c.Opt.EndPhaseAtOnce
	c.confirm = ""
	if c.Opt.EndPhaseAtOnce {
		c.say("E now ends a phase at the first press (Ctrl+E to ask again).", false)
	} else {
		c.say("E now asks for a second E before ending a phase (Ctrl+E).", false)
	}
}

func endAskNow(a *App) string {
	if a.Opt.EndPhaseAtOnce {
		return "at once"
	}
	return "asks"
}

// toggleReduceMotion is Ctrl+M (motion.go says what it changes).
func (c *chrome) toggleReduceMotion() {
	c.Opt.ReduceMotion = !c.Opt.ReduceMotion
	c.keepRefusals = c.Opt.ReduceMotion
	if c.Opt.ReduceMotion {
		c.say("Reduced motion: nothing pulses, each event card waits for Space or a click, refusals stay in the log (Ctrl+M).", false)
	} else {
		c.say("Motion as usual: the mission ring pulses and event cards go on by themselves (Ctrl+M).", false)
	}
}

func reduceMotionNow(a *App) string {
	if a.Opt.ReduceMotion {
		return "on"
	}
	return "off"
}
