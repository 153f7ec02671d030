package saves

import "kandahar/game"

// ActionText says an action in words as replay prints it ("move A-Team
// #1 along 1116 1115"), naming its pieces as the state before it knows
// them: for the hint command and anything else that shows an action.
func ActionText(s *game.State, a game.Action) string { return describeAction(s, a) }
