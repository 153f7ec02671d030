package saves

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"kandahar/game"
)

// Hooks are ready-made functions for the client's render.Options: Save
// and Open (called on their own goroutine), AfterAction (on the game
// loop) and OnCrash (in its panic handler). main builds one with
// NewHooks and wires its methods in.
type Hooks struct {
	Rules *game.Rules
	// SaveDir is where the dialogs start and where games are saved when
	// no dialog can open (DefaultSaveDir).
	SaveDir string
	// Autosaver writes the autosaves; nil for none.
	Autosaver *Autosaver
	// CrashDir is where crash reports go (CrashDir()).
	CrashDir string
	// Log receives problems nobody else hears of (failed autosaves); it is
	// os.Stderr by default.
	Log func(format string, args ...any)

	mu sync.Mutex
	// failing is the kind of the autosave failure last told, "" once an
	// autosave has worked again
	failing string
}

// NewHooks returns hooks with the default folders; autosaveDir "" is
// DefaultAutosaveDir, "-" turns autosaving off.
func NewHooks(rules *game.Rules, autosaveDir string) (*Hooks, error) {
	h := &Hooks{Rules: rules, CrashDir: CrashDir()}
	d, err := DefaultSaveDir()
	if err != nil {
		d = "."
	}
	h.SaveDir = d
	if autosaveDir != "-" {
		a, err := NewAutosaver(autosaveDir)
		if err != nil {
			return nil, err
		}
		h.Autosaver = a
	}
	return h, nil
}

func (h *Hooks) logf(format string, args ...any) {
	if h.Log != nil {
		h.Log(format, args...)
		return
	}
	fmt.Fprintf(os.Stderr, "kandahar: "+format+"\n", args...)
}

// Save asks where to save with the native dialog and saves there. With
// no dialog it saves into SaveDir under a name made of the scenario, the
// turn and the time, and says so. A cancelled dialog gives "" and nil.
func (h *Hooks) Save(g *game.Game) (string, error) {
	name := SuggestName(g)
	r := <-SaveDialog(context.Background(), h.SaveDir, name)
	path := r.Path
	switch {
	case errors.Is(r.Err, ErrCancelled):
		return "", nil
	case errors.Is(r.Err, ErrNoDialog), errors.Is(r.Err, ErrDialogBusy):
		if err := os.MkdirAll(h.SaveDir, 0o755); err != nil {
			return "", fmt.Errorf("no file dialog here, and the save folder cannot be made: %w", err)
		}
		path = filepath.Join(h.SaveDir, FreeName(h.SaveDir, name))
	case r.Err != nil:
		return "", r.Err
	}
	if err := Save(path, g); err != nil {
		return "", err
	}
	if r.Err != nil {
		return fmt.Sprintf("Saved to %s (no file dialog here).", path), nil
	}
	return fmt.Sprintf("Saved to %s.", path), nil
}

// Open asks for a save with the native dialog and loads it. A cancelled
// dialog gives nil and nil. With no dialog it returns an error that
// matches ErrNoDialog: the client then shows its own list of
// Hooks.List() and loads the choice with Hooks.Load.
func (h *Hooks) Open() (*game.Game, error) {
	r := <-OpenDialog(context.Background(), h.SaveDir)
	switch {
	case errors.Is(r.Err, ErrCancelled):
		return nil, nil
	case errors.Is(r.Err, ErrNoDialog), errors.Is(r.Err, ErrDialogBusy):
		// a dialog still open, or hung in the toolkit: the list serves
		return nil, fmt.Errorf("%w: choose a save from the list", ErrNoDialog)
	case r.Err != nil:
		return nil, r.Err
	}
	return h.Load(r.Path)
}

// Load loads a save (for the client's own list, or the command line).
func (h *Hooks) Load(path string) (*game.Game, error) {
	g, err := Load(path, h.Rules)
	if err != nil {
		return nil, err
	}
	if h.Autosaver != nil {
		h.Autosaver.Start(g)
	}
	return g, nil
}

// List is what the client's own list of saves shows when no dialog can
// open: the saves in SaveDir, then the autosaves, each newest first.
func (h *Hooks) List() []Info {
	out, _ := ListSaves(h.SaveDir)
	if h.Autosaver != nil {
		auto, _ := ListSaves(h.Autosaver.Dir)
		out = append(out, auto...)
	}
	return out
}

// AfterAction autosaves when the phase changed. A failure is logged and
// returned, for the window to say (autosaving must never stop play), and
// tried again at the next phase. The same failure again is not said again
// until an autosave has worked in between; a failure of another kind (the
// disk full after the folder was unwritable) is said at once.
func (h *Hooks) AfterAction(g *game.Game) string {
	if h.Autosaver == nil {
		return ""
	}
	path, err := h.Autosaver.MaybeAutosave(g)
	h.mu.Lock()
	defer h.mu.Unlock()
	if err == nil {
		if path != "" {
			h.failing = ""
		}
		return ""
	}
	kind := failureKind(err)
	if kind == h.failing {
		return ""
	}
	h.failing = kind
	msg := fmt.Sprintf("The autosave failed (%s); it will be tried again at the next phase. Save with Ctrl+S to be sure.", PrintableLong(err.Error()))
	h.logf("%s", msg)
	return msg
}

// failureKind names what went wrong for telling failures apart: the
// system's error number where there is one (no space, no permission, a
// read-only disk), else the words.
func failureKind(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return "errno " + strconv.Itoa(int(errno))
	}
	return err.Error()
}

// OnCrash writes the emergency save and the crash report and returns what
// to tell the player.
func (h *Hooks) OnCrash(g *game.Game, panicValue any, stack []byte) string {
	savePath, reportPath, err := WriteCrashReport(h.CrashDir, g, panicValue, stack)
	var b strings.Builder
	b.WriteString("Kandahar stopped on an internal error.")
	if savePath != "" {
		fmt.Fprintf(&b, " Your game was saved to %s.", savePath)
	}
	if reportPath != "" {
		fmt.Fprintf(&b, " A crash report is in %s: please send it with the save.", reportPath)
	}
	if err != nil {
		fmt.Fprintf(&b, " (%v)", err)
	}
	return b.String()
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// SuggestName is a file name for saving a game: scenario, turn and time,
// like "standard-game-turn03-20250301-1822.kandahar".
func SuggestName(g *game.Game) string {
	sc := "game"
	if g != nil && g.Scenario != nil && g.Scenario.Name != "" {
		sc = strings.Trim(unsafeName.ReplaceAllString(strings.ToLower(g.Scenario.Name), "-"), "-.")
		if len(sc) > 40 {
			sc = sc[:40]
		}
	}
	turn := 0
	if g != nil && g.State != nil {
		turn = g.State.Turn
	}
	return fmt.Sprintf("%s-turn%02d-%s%s", sc, turn, time.Now().Format("20060102-1504"), Ext)
}
