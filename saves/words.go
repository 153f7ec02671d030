package saves

import "kandahar/game"

// ActionText says an action in the player's words, as the hint shows it
// ("move A-Team at 1011 along 1116 1115", "choose 2: Escape ..."): the
// rules' own wording (game.State.ActionText), which names pieces as the
// player knows them and numbers a question's options as the keys and the
// buttons do. The replay printer keeps its own wording, with piece
// numbers, for debugging.
func ActionText(s *game.State, a game.Action) string { return s.ActionText(a) }
