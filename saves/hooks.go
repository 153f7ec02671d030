package saves

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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
	// RecentFile keeps the saves opened or written outside SaveDir (by
	// the dialog, or -load), so that the game's own list shows them too;
	// "" for none.
	RecentFile string

	mu sync.Mutex
	// failing is the kind of the autosave failure last told, "" once an
	// autosave has worked again
	failing string
	// noDialog is set once a file dialog could not open here
	noDialog bool
}

// maxRecent is how many saves from elsewhere the list remembers.
const maxRecent = 10

// NewHooks returns hooks with the default folders; autosaveDir "" is
// DefaultAutosaveDir, "-" turns autosaving off.
func NewHooks(rules *game.Rules, autosaveDir string) (*Hooks, error) {
	h := &Hooks{Rules: rules, CrashDir: CrashDir()}
	d, err := DefaultSaveDir()
	if err != nil {
		d = "."
	}
	h.SaveDir = d
	if err == nil {
		h.RecentFile = filepath.Join(filepath.Dir(d), "recent-saves.json")
	}
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
	// the dialog opens in the folder the game's own list reads: made
	// first, or the toolkit would open its parent
	os.MkdirAll(h.SaveDir, 0o755)
	name := FreeName(h.SaveDir, SuggestName(g))
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
	h.Remember(path)
	if r.Err != nil {
		h.mu.Lock()
		h.noDialog = h.noDialog || errors.Is(r.Err, ErrNoDialog)
		h.mu.Unlock()
		var f *DialogFailure
		if errors.As(r.Err, &f) {
			return fmt.Sprintf("%s; the game was saved to %s instead.", capital(f.Error()), path), nil
		}
		return fmt.Sprintf("Saved to %s (no file dialog here).", path), nil
	}
	return fmt.Sprintf("Saved to %s.", path), nil
}

// Open asks for a save with the native dialog and loads it. A cancelled
// dialog gives nil and nil. With no dialog it returns an error that
// matches ErrNoDialog: the client then shows its own list of
// Hooks.List() and loads the choice with Hooks.Load.
func (h *Hooks) Open() (*game.Game, error) {
	os.MkdirAll(h.SaveDir, 0o755)
	r := <-OpenDialog(context.Background(), h.SaveDir)
	switch {
	case errors.Is(r.Err, ErrCancelled):
		return nil, nil
	case errors.Is(r.Err, ErrNoDialog), errors.Is(r.Err, ErrDialogBusy):
		h.mu.Lock()
		h.noDialog = h.noDialog || errors.Is(r.Err, ErrNoDialog)
		h.mu.Unlock()
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
	h.Remember(path)
	return g, nil
}

// List is what the client's own list of saves shows: the saves in
// SaveDir, the saves opened or written elsewhere that are still there,
// then the autosaves, each newest first.
func (h *Hooks) List() []Info {
	out, _ := ListSaves(h.SaveDir)
	for _, p := range h.recent() {
		if _, err := os.Stat(p); err == nil {
			out = append(out, readInfo(p))
		}
	}
	if h.Autosaver != nil {
		auto, _ := ListSaves(h.Autosaver.Dir)
		out = append(out, auto...)
	}
	return out
}

// ListIntro is the first line of the game's own list of saves: what it
// holds, and whether the file dialog could have opened instead.
func (h *Hooks) ListIntro() string {
	h.mu.Lock()
	noDialog := h.noDialog || !DialogAvailable()
	h.mu.Unlock()
	what := fmt.Sprintf("These are the saves in %s, those you opened or saved elsewhere, and the autosaves, newest first: click one to load it.", h.SaveDir)
	if f := DialogFailed(); f != nil {
		return capital(f.Error()) + ", so the game does not open it again until you restart it. " + what
	}
	if noDialog {
		return "No file dialog can open here. " + what
	}
	return what + " Ctrl+O opens the file dialog for any other file."
}

// Remember adds a save opened or written outside SaveDir and the
// autosaves to the list of recent ones, newest first; it does nothing for
// the saves the list finds anyway. A failure to keep the list costs only
// the list.
func (h *Hooks) Remember(path string) {
	if h.RecentFile == "" || path == "" {
		return
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return
	}
	dir := filepath.Dir(abs)
	if same(dir, h.SaveDir) || h.Autosaver != nil && same(dir, h.Autosaver.Dir) || same(dir, h.CrashDir) {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	list := append([]string{abs}, slices.DeleteFunc(h.recent(), func(p string) bool { return p == abs })...)
	data, err := json.MarshalIndent(list[:min(len(list), maxRecent)], "", "  ")
	if err != nil || os.MkdirAll(filepath.Dir(h.RecentFile), 0o755) != nil {
		return
	}
	WriteFileAtomic(h.RecentFile, append(data, '\n'))
}

// recent reads the list of recent saves: paths, absolute, at most
// maxRecent; anything else in the file is ignored.
func (h *Hooks) recent() []string {
	if h.RecentFile == "" {
		return nil
	}
	data, err := ReadCapped(h.RecentFile, 64<<10)
	if err != nil {
		return nil
	}
	var list []string
	if json.Unmarshal(data, &list) != nil {
		return nil
	}
	list = slices.DeleteFunc(list, func(p string) bool { return !filepath.IsAbs(p) })
	return list[:min(len(list), maxRecent)]
}

// same reports two folders as one.
func same(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	x, errA := filepath.Abs(a)
	y, errB := filepath.Abs(b)
	return errA == nil && errB == nil && filepath.Clean(x) == filepath.Clean(y)
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

// capital is a sentence's start with its first letter a capital.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
