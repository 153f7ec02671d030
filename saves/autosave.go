package saves

import (
	"cmp"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"kandahar/game"
)

// DefaultKeep is how many autosaves an Autosaver keeps.
const DefaultKeep = 5

// autosavePrefix starts every autosave's file name.
const autosavePrefix = "autosave-"

// DefaultAutosaveDir is where autosaves go unless told otherwise: the
// kandahar/autosave folder of the user's configuration directory
// (~/.config on Linux, %AppData% on Windows, ~/Library/Application
// Support on macOS).
func DefaultAutosaveDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no folder for autosaves: %w", err)
	}
	return filepath.Join(base, "kandahar", "autosave"), nil
}

// DefaultSaveDir is where the save dialogs start and the in-app list
// looks: the kandahar/saves folder of the user's configuration directory.
func DefaultSaveDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no folder for saves: %w", err)
	}
	return filepath.Join(base, "kandahar", "saves"), nil
}

// Autosaver saves the game each time its phase changes, keeping the last
// Keep autosaves of the game in hand and the last of the game played
// before it, in Dir. The client calls MaybeAutosave after every action;
// it is cheap when nothing is due. Safe for use by one goroutine at a time
// per game (it locks around its own fields).
type Autosaver struct {
	Dir  string
	Keep int
	// Clock gives the time written into names and files; nil is the
	// system clock. The sequence number inside each file orders the
	// autosaves before the time does, so a clock set back (daylight
	// saving, a new time zone) changes nothing.
	Clock func() time.Time

	mu   sync.Mutex
	game *game.Game
	last phaseKey
	seq  int64
	run  string
}

// phaseKey is where in the turn sequence a game is: an autosave is due
// when it changes.
type phaseKey struct {
	Turn  int
	Phase game.Phase
	Step  game.SetupStep
	Over  bool
}

func keyOf(s *game.State) phaseKey {
	return phaseKey{Turn: s.Turn, Phase: s.Phase, Step: s.SetupStep, Over: s.Over}
}

// NewAutosaver returns an autosaver writing to dir, or to
// DefaultAutosaveDir when dir is "". The folder is made when the first
// autosave is written.
func NewAutosaver(dir string) (*Autosaver, error) {
	if dir == "" {
		d, err := DefaultAutosaveDir()
		if err != nil {
			return nil, err
		}
		dir = d
	}
	return &Autosaver{Dir: dir, Keep: DefaultKeep}, nil
}

// Start tells the autosaver a game has begun or been loaded: its present
// phase is the one to compare with, and nothing is written for it.
func (a *Autosaver) Start(g *game.Game) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.game, a.last = g, keyOf(g.State)
}

// MaybeAutosave writes an autosave when the game's turn or phase (or
// set-up step) has changed since the last call, and the game has at
// least one action. It returns the file written, or "" when none was due.
// A game it has not seen before (and was not given to Start) counts as
// starting from the opening set-up if it has at most one action, else
// from where it stands now.
func (a *Autosaver) MaybeAutosave(g *game.Game) (string, error) {
	if g == nil || g.State == nil {
		return "", nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	k := keyOf(g.State)
	if a.game != g {
		a.game = g
		a.last = k
		if len(g.Log) <= 1 {
			a.last = phaseKey{Turn: 1, Phase: game.PhaseSetup, Step: game.SetupBuy}
		}
	}
	if k == a.last || len(g.Log) == 0 {
		return "", nil
	}
	path, err := a.write(g)
	if err != nil {
		return "", err
	}
	a.last = k
	return path, nil
}

// Autosave writes an autosave now, whatever the phase.
func (a *Autosaver) Autosave(g *game.Game) (string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	path, err := a.write(g)
	if err == nil && g != nil {
		a.game, a.last = g, keyOf(g.State)
	}
	return path, err
}

// maxSeq bounds the sequence numbers trusted: a million autosaves a day
// for a thousand years is under it.
const maxSeq = 1 << 40

// AutosaveMark is what an autosave records of itself, inside the file:
// its number in the sequence of autosaves of its folder, and the run of
// the app that wrote it. Lists order autosaves by it, not by their names.
type AutosaveMark struct {
	Seq int64  `json:"seq"`
	Run string `json:"run"`
}

func (a *Autosaver) write(g *game.Game) (string, error) {
	if g == nil || g.State == nil {
		return "", errors.New("autosave: no game")
	}
	if err := os.MkdirAll(a.Dir, 0o755); err != nil {
		return "", fmt.Errorf("autosave: %w", err)
	}
	removeStaleTemps(a.Dir, "") // what a crash mid-autosave left behind
	now := time.Now()
	if a.Clock != nil {
		now = a.Clock()
	}
	if a.run == "" {
		a.run = fmt.Sprintf("%06x", rand.Uint32()>>8)
	}
	// one more than any autosave in the folder, as the files themselves
	// say: other runs of the app count too
	list := autosaveList(a.Dir)
	for _, in := range list {
		a.seq = max(a.seq, in.Seq)
	}
	a.seq++
	// the name is for people reading the folder: the time, this run and
	// its number keep two runs in one second apart
	name := fmt.Sprintf("%s%s-%s-%d-turn%02d-%s%s", autosavePrefix, now.UTC().Format("20060102T150405.000Z"), a.run, a.seq, g.State.Turn, phaseSlug(g.State), Ext)
	path := filepath.Join(a.Dir, name)
	data, err := encodeMarked(g, g.State, now, &AutosaveMark{Seq: a.seq, Run: a.run})
	if err != nil {
		return "", fmt.Errorf("autosave: %w", err)
	}
	if err := WriteFileAtomic(path, data); err != nil {
		return "", fmt.Errorf("autosave: %w", err)
	}
	written := readInfo(path)
	a.prune(append([]Info{written}, list...), written)
	return path, nil
}

// prune keeps the newest Keep autosaves of the game just written and the
// newest of the last other game played, so that the game left is there
// to go back to until a second game has followed it. Every other
// autosave goes, and every file among them that is not a save (except
// one written by a newer version of the game, which this one cannot
// read). list is the folder's autosaves, written among them.
func (a *Autosaver) prune(list []Info, written Info) {
	keep := a.Keep
	if keep <= 0 {
		keep = DefaultKeep
	}
	sortAutosaves(list)
	mine, other := 0, false
	for _, in := range list {
		switch {
		case in.Path == written.Path:
			mine++
			continue
		case in.Err != nil:
			if errors.Is(in.Err, ErrNewer) {
				continue
			}
		case in.game == written.game:
			if mine < keep {
				mine++
				continue
			}
		case !other:
			other = true // the newest of the game played before
			continue
		}
		os.Remove(in.Path)
	}
}

// autosaveList reads the header of every autosave in dir, in no order.
func autosaveList(dir string) []Info {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []Info
	for _, e := range ents {
		if n := e.Name(); e.Type().IsRegular() && strings.HasPrefix(n, autosavePrefix) && strings.HasSuffix(n, Ext) {
			out = append(out, readInfo(filepath.Join(dir, n)))
		}
	}
	return out
}

// sortAutosaves orders autosaves newest first by what each file records:
// its sequence number, then the time it was saved (an autosave from
// before sequence numbers has none, and comes after those that do); a
// file that is not a save comes last, by its file time. Names play no
// part: a file named to look newest is not.
func sortAutosaves(list []Info) {
	slices.SortStableFunc(list, func(x, y Info) int {
		if (x.Err != nil) != (y.Err != nil) {
			if x.Err != nil {
				return 1
			}
			return -1
		}
		return cmp.Or(cmp.Compare(y.Seq, x.Seq), y.Saved.Compare(x.Saved), cmp.Compare(x.Path, y.Path))
	})
}

// Latest is the newest autosave that reads as a save, for "resume the last
// game?" at start. ok is false when there is none. The game is not
// replayed: call Load with the path.
func (a *Autosaver) Latest() (info Info, ok bool) {
	return LatestAutosave(a.Dir)
}

// LatestAutosave is Autosaver.Latest for a folder.
func LatestAutosave(dir string) (Info, bool) {
	for info := range Autosaves(dir) {
		if info.Err == nil {
			return info, true
		}
	}
	return Info{}, false
}

// Autosaves yields the autosaves in dir newest first, as their files
// record it (sortAutosaves), each with its header read.
func Autosaves(dir string) iter.Seq[Info] {
	return func(yield func(Info) bool) {
		list := autosaveList(dir)
		sortAutosaves(list)
		for _, in := range list {
			if !yield(in) {
				return
			}
		}
	}
}

func phaseSlug(s *game.State) string {
	if s.Over {
		return "over"
	}
	return [...]string{"setup", "mission", "movement", "combat", "enemy", "success", "over"}[min(int(s.Phase), 6)]
}

// Info describes a save for a list to choose from.
type Info struct {
	Path     string
	Name     string    // the file name without its folder and extension
	Saved    time.Time // when it was written (the file's time if unreadable)
	Turn     int
	Phase    string
	Scenario string
	PP       int
	Actions  int
	Over     bool
	Auto     bool  // an autosave
	Err      error // set when the file is not a readable save; the rest is partial
	// Seq is an autosave's number in its folder's sequence (0 for other
	// saves and autosaves from before the numbers)
	Seq int64
	// game tells one game's autosaves from another's: its scenario and
	// seed
	game string
}

// ListSaves lists the saves in dir (files ending in Ext), newest first.
// Files that are not readable saves are listed too, with Err saying why,
// so the player sees why a file is missing from the game. The saves are
// not replayed: Load checks them fully.
func ListSaves(dir string) ([]Info, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	var out []Info
	for _, e := range ents {
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), Ext) || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		out = append(out, readInfo(filepath.Join(dir, e.Name())))
	}
	slices.SortStableFunc(out, func(a, b Info) int {
		if c := b.Saved.Compare(a.Saved); c != 0 {
			return c
		}
		return cmp.Compare(a.Name, b.Name)
	})
	return out, nil
}

// readInfo reads a save's header.
func readInfo(path string) Info {
	base := filepath.Base(path)
	info := Info{Path: path, Name: strings.TrimSuffix(base, Ext), Auto: strings.HasPrefix(base, autosavePrefix)}
	if st, err := os.Stat(path); err == nil {
		info.Saved = st.ModTime()
	}
	data, err := readFile(path)
	if err != nil {
		info.Err = err
		return info
	}
	f, err := parseFile(data)
	if err != nil {
		if le, ok := err.(*LoadError); ok {
			le.Path = path
		}
		info.Err = err
		return info
	}
	if !f.Saved.IsZero() {
		info.Saved = f.Saved
	}
	// the header is shown as it is, unchecked: its texts made fit for a
	// line of the list (a name of 256 KB froze the window's layout)
	info.Turn, info.Phase, info.PP, info.Actions, info.Over = f.Summary.Turn, Printable(f.Summary.Phase), f.Summary.PP, len(f.Log), f.Summary.Over
	info.Scenario = Printable(f.Scenario.Name)
	info.game = fmt.Sprintf("%d %s", uint64(f.Seed), f.Scenario.Name)
	// no folder counts this far: a number beyond it is not one an
	// autosave wrote, and would put its file first for ever
	if f.Autosave != nil && f.Autosave.Seq > 0 && f.Autosave.Seq < maxSeq {
		info.Seq = f.Autosave.Seq
	}
	return info
}
