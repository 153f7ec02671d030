package saves

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"kandahar/game"
)

// CrashDir is where crash reports go unless the client says otherwise:
// the kandahar/crash folder of the user's configuration directory, or the
// system's temporary folder when there is none.
func CrashDir() string {
	if base, err := os.UserConfigDir(); err == nil {
		return filepath.Join(base, "kandahar", "crash")
	}
	return filepath.Join(os.TempDir(), "kandahar-crash")
}

// WriteCrashReport is for the client's panic handler: it saves the game
// (an emergency save) and writes a text report with the panic, the stack
// and the end of the action log, both in dir (CrashDir() when ""). It
// never panics itself.
//
// The emergency save holds the whole log. Its snapshot is the state the
// log replays to, not the state in memory: a panic in the middle of an
// action can leave that half changed, and a save of it would never load.
// The report says when the two differ. savePath is "" when g is nil or
// could not be saved; the report is written whatever happens, and err
// joins everything that failed.
func WriteCrashReport(dir string, g *game.Game, panicValue any, stack []byte) (savePath, reportPath string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.Join(err, fmt.Errorf("writing the crash report failed: %v", r))
		}
	}()
	if dir == "" {
		dir = CrashDir()
	}
	if e := os.MkdirAll(dir, 0o755); e != nil {
		return "", "", fmt.Errorf("crash report: %w", e)
	}
	now := time.Now()
	stamp := now.Format("20060102-150405")

	var r bytes.Buffer
	fmt.Fprintf(&r, "Kandahar crash report\n\n")
	fmt.Fprintf(&r, "Time:     %s\n", now.Format(time.RFC3339))
	fmt.Fprintf(&r, "Version:  %s (%s, %s/%s)\n", AppVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	fmt.Fprintf(&r, "Panic:    %v\n", panicValue)

	var errs []error
	if g != nil {
		sp, note, e := emergencySave(dir, stamp, g, now)
		if e != nil {
			errs = append(errs, e)
			fmt.Fprintf(&r, "Save:     not written: %v\n", e)
		} else {
			savePath = sp
			fmt.Fprintf(&r, "Save:     %s\n", sp)
		}
		if note != "" {
			fmt.Fprintf(&r, "          %s\n", note)
		}
		writeGameSummary(&r, g)
	} else {
		fmt.Fprintf(&r, "Save:     no game was running\n")
	}
	fmt.Fprintf(&r, "\nStack:\n%s\n", stack)

	removeStaleTemps(dir, "") // the crash folder is the app's own
	reportPath = filepath.Join(dir, "crash-"+stamp+".txt")
	if e := WriteFileAtomic(reportPath, r.Bytes()); e != nil {
		errs = append(errs, fmt.Errorf("crash report: %w", e))
		reportPath = ""
	}
	return savePath, reportPath, errors.Join(errs...)
}

// emergencySave writes the game's log with the state it replays to.
func emergencySave(dir, stamp string, g *game.Game, now time.Time) (path, note string, err error) {
	defer func() {
		if r := recover(); r != nil {
			path, err = "", fmt.Errorf("the game could not be saved: %v", r)
		}
	}()
	if g.Rules == nil {
		return "", "", errors.New("the game has no rules")
	}
	st := g.State
	sc := g.Scenario
	if sc == nil {
		sc = game.Standard
	}
	rg, _, rerr := replay(g.Rules, sc, g.Seed, g.Log, false, g.State == nil || g.State.PassesEmpty)
	switch {
	case rerr != nil:
		note = "the log does not replay (" + rerr.Error() + "): the save holds the state in memory and may not load"
	case st == nil:
		st = rg.State
	default:
		st = rg.State
		if a, b := mustJSON(g.State), mustJSON(rg.State); !bytes.Equal(a, b) {
			note = "the state in memory differs from the replay of the log (the crash was in the middle of an action): the save holds the replayed state"
		}
	}
	if st == nil {
		return "", note, errors.New("the game has no state")
	}
	data, err := encode(g, st, now)
	if err != nil {
		return "", note, err
	}
	path = filepath.Join(dir, "crash-"+stamp+Ext)
	if err := WriteFileAtomic(path, data); err != nil {
		return "", note, err
	}
	return path, note, nil
}

func writeGameSummary(r *bytes.Buffer, g *game.Game) {
	defer func() { recover() }() // a broken state must not stop the report
	name := "(none)"
	if g.Scenario != nil {
		name = g.Scenario.Name
	}
	fmt.Fprintf(r, "Scenario: %s\nSeed:     %d\nActions:  %d\n", name, g.Seed, len(g.Log))
	if g.State != nil {
		fmt.Fprintf(r, "Position: turn %d, %s, %d PP\n", g.State.Turn, g.State.Phase, g.State.PP)
	}
	from := max(0, len(g.Log)-20)
	if len(g.Log) > 0 {
		fmt.Fprintf(r, "\nLast actions:\n")
	}
	for i := from; i < len(g.Log); i++ {
		fmt.Fprintf(r, "  %4d  %s  %s\n", i+1, g.Log[i], mustJSON(g.Log[i]))
	}
}
