package render

// Settings the keys switch (issue 17), kept between runs through Prefs;
// the help shows each one's value beside its key (keymap's now).

// toggleEndAsk is Ctrl+E: whether a bare E ends a phase at once or asks
// for a second E first (the default, so that a stray key never throws a
// phase away).
func (c *chrome) toggleEndAsk() {
	c.opt.EndPhaseAtOnce = !c.opt.EndPhaseAtOnce
	c.confirm = ""
	if c.opt.EndPhaseAtOnce {
		c.say("E now ends a phase at the first press (Ctrl+E to ask again).", false)
	} else {
		c.say("E now asks for a second E before ending a phase (Ctrl+E).", false)
	}
}

func endAskNow(a *App) string {
	if a.opt.EndPhaseAtOnce {
		return "at once"
	}
	return "asks"
}

// toggleReduceMotion is Ctrl+M (motion.go says what it changes).
func (c *chrome) toggleReduceMotion() {
	c.opt.ReduceMotion = !c.opt.ReduceMotion
	c.keepRefusals = c.opt.ReduceMotion
	if c.opt.ReduceMotion {
		c.say("Reduced motion: nothing pulses, each event card waits for Space or a click, refusals stay in the log (Ctrl+M).", false)
	} else {
		c.say("Motion as usual: the mission ring pulses and event cards go on by themselves (Ctrl+M).", false)
	}
}

func reduceMotionNow(a *App) string {
	if a.opt.ReduceMotion {
		return "on"
	}
	return "off"
}
