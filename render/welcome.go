package render

import "kandahar/render/scenes/menus"

// welcome is the first run's card (menus.Welcome), wired to the window:
// the new-game menu starts the tutorial, the keys in force name the menu's
// key, and an answer is kept in the preferences so that it is not shown
// again.
func welcome(a *App) *menus.Welcome {
	return &menus.Welcome{
		Menu:     &a.overlays.menu,
		Keys:     func(action string) string { return keysOf(keysInForce(&a.Opt), action) },
		Answered: func() { a.Opt.Welcomed = true },
	}
}
