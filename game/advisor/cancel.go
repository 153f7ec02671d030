package advisor

import (
	"context"

	"kandahar/game"
)

// Progress is told, after each rollout, how many of them are done out of
// how many. It is called from the search's goroutines, so it must be safe
// for use by several at once.
type Progress func(done, total int)

// AdviseContext is Advise for a window that must not wait: it stops at the
// next rollout when ctx is cancelled, returning ctx's error, and tells
// progress (when not nil) as the rollouts come in. Left to finish, it
// gives exactly what Advise gives.
func (m *MC) AdviseContext(ctx context.Context, s *game.State, progress Progress) ([]Estimate, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return m.estimate(ctx, s, m.candidates(s), progress)
}
