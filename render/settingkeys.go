package render

// Settings the keys switch (issue 17), kept between runs through Prefs;
// the help shows each one's value beside its key (keymap's now).

// toggleEndAsk is Ctrl+E: whether a bare E ends a phase at once or asks
// for a second E first (the default, so that a stray key never throws a
// phase away).
func (a *App) toggleEndAsk() {
	a.opt.EndPhaseAtOnce = !a.opt.EndPhaseAtOnce
	a.confirm = ""
	if a.opt.EndPhaseAtOnce {
		a.say("E now ends a phase at the first press (Ctrl+E to ask again).", false)
	} else {
		a.say("E now asks for a second E before ending a phase (Ctrl+E).", false)
	}
}

func endAskNow(a *App) string {
	if a.opt.EndPhaseAtOnce {
		return "at once"
	}
	return "asks"
}

// toggleReduceMotion is Ctrl+M (motion.go says what it changes).
func (a *App) toggleReduceMotion() {
	a.opt.ReduceMotion = !a.opt.ReduceMotion
	a.keepRefusals = a.opt.ReduceMotion
	if a.opt.ReduceMotion {
		a.say("Reduced motion: nothing pulses, each event card waits for Space or a click, refusals stay in the log (Ctrl+M).", false)
	} else {
		a.say("Motion as usual: the mission ring pulses and event cards go on by themselves (Ctrl+M).", false)
	}
}

func reduceMotionNow(a *App) string {
	if a.opt.ReduceMotion {
		return "on"
	}
	return "off"
}
