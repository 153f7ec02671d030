// Package saves writes and reads saved games, keeps autosaves, writes
// crash reports, opens the native file dialogs and replays a save as text.
//
// A save is JSON (docs/save-format.md): the scenario the game started
// from, its seed, every action taken, and a snapshot of the state they
// lead to with its hash. Loading replays the log with the rules and checks
// that it reaches the snapshot, so a save can neither be edited into an
// impossible position nor silently drift when the rules change.
package saves

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"kandahar/game"
)

// Format and Version identify a save file. Version goes up only when an
// older reader could not read the new files correctly: version 2 is a game
// whose engine passes the phases that hold nothing for the player
// (game.State.PassesEmpty), so its log lacks the end of those phases that
// a version 1 log holds. A game begun from a version 1 save is saved as
// version 1 again.
const (
	Format  = "kandahar-save"
	Version = 2
)

// GameName is what a Kandahar save's "game" field says; a save from
// before the field was written has none.
const GameName = "Kandahar"

// versionOf is the format version a game is saved in.
func versionOf(st *game.State) int {
	if st.PassesEmpty {
		return Version
	}
	return 1
}

// Ext is the file name extension of saves, dot included.
const Ext = ".kandahar"

// MaxSize is the largest file Load reads: a whole game's save is about
// 25 KB, and the longest log the counts let through (MaxActions moves of
// 14 hexes) about 6.5 MB. Every pass of the load is linear in the file,
// so the cap is what bounds a hostile file's cost.
const MaxSize = 8 << 20

// AppVersion is written into every save and crash report. main may set it
// (from -ldflags or its own constant); by default it is the module version
// the binary was built from, or "dev".
var AppVersion = func() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}()

// File is a save file as it is stored. Everything a later version needs to
// know whether it can read the file comes first.
type File struct {
	Format string `json:"format"`
	// Game names the game the save is of, "Kandahar".
	Game    string    `json:"game,omitempty"`
	Version int       `json:"version"`
	App     string    `json:"app"`
	Saved   time.Time `json:"saved"`
	// Summary repeats a few figures of the state for lists of saves, so
	// they show without a replay. Load does not trust it.
	Summary  Summary        `json:"summary"`
	Scenario *game.Scenario `json:"scenario"`
	// Seed is written as a string: JSON readers outside Go lose the low
	// bits of numbers above 2^53.
	Seed Seed          `json:"seed"`
	Log  []game.Action `json:"log"`
	// State is the snapshot of the game after the last action; StateSHA256
	// is the hex SHA-256 of its compact JSON.
	State       json.RawMessage `json:"state"`
	StateSHA256 string          `json:"stateSHA256"`
	// Autosave is set in autosaves only: their order in their folder.
	Autosave *AutosaveMark `json:"autosave,omitempty"`
}

// Seed is a game's seed, written as a decimal string.
type Seed uint64

func (s Seed) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf(`"%d"`, uint64(s))), nil }

// UnmarshalJSON reads the seed as a string or, from hand-written files, a
// number.
func (s *Seed) UnmarshalJSON(b []byte) error {
	t := strings.Trim(string(b), `"`)
	v, err := strconv.ParseUint(t, 10, 64)
	if err != nil {
		return fmt.Errorf("the seed %s is not a whole number from 0 to %d", clip(string(b)), uint64(math.MaxUint64))
	}
	*s = Seed(v)
	return nil
}

// Summary is what a list of saves shows about each.
type Summary struct {
	Turn    int    `json:"turn"`
	Phase   string `json:"phase"`
	PP      int    `json:"pp"`
	Actions int    `json:"actions"`
	Over    bool   `json:"over,omitempty"`
}

// The kinds of load failure. A *LoadError wraps one of them, so callers
// can tell them apart with errors.Is; the error's text says it in words.
var (
	ErrNotFound   = errors.New("save file not found")
	ErrUnreadable = errors.New("save file cannot be read")
	ErrEmpty      = errors.New("save file is empty")
	ErrTruncated  = errors.New("save file is cut short")
	ErrNotJSON    = errors.New("save file is not JSON")
	ErrForeign    = errors.New("not a Kandahar save file")
	ErrNewer      = errors.New("save file from a newer version")
	ErrCorrupt    = errors.New("save file is damaged")
	ErrReplay     = errors.New("save file's actions do not replay")
	ErrMismatch   = errors.New("save file's replay does not reach its snapshot")
)

// LoadError says why a save could not be loaded: Kind is one of the Err
// values above, Msg the explanation, Err an underlying error if any.
type LoadError struct {
	Path string
	Kind error
	Msg  string
	Err  error
}

func (e *LoadError) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ": " + e.Msg
}

func (e *LoadError) Unwrap() []error {
	if e.Err != nil {
		return []error{e.Kind, e.Err}
	}
	return []error{e.Kind}
}

func loadErr(kind error, format string, args ...any) *LoadError {
	return &LoadError{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// Encode writes a game as a save file's bytes.
func Encode(g *game.Game) ([]byte, error) {
	return encode(g, g.State, time.Now())
}

func encode(g *game.Game, st *game.State, now time.Time) (data []byte, err error) {
	return encodeMarked(g, st, now, nil)
}

// encodeMarked is encode for an autosave, with its mark.
func encodeMarked(g *game.Game, st *game.State, now time.Time, mark *AutosaveMark) (data []byte, err error) {
	if g == nil || st == nil {
		return nil, errors.New("no game to save")
	}
	defer func() {
		if r := recover(); r != nil {
			data, err = nil, fmt.Errorf("the game could not be written: %v", r)
		}
	}()
	state, err := json.Marshal(st)
	if err != nil {
		return nil, fmt.Errorf("the game state could not be written: %w", err)
	}
	sc := g.Scenario
	if sc == nil {
		sc = game.Standard
	}
	f := File{
		Format: Format, Game: GameName, Version: versionOf(st), App: AppVersion, Saved: now.UTC().Round(time.Millisecond),
		Summary:  Summary{Turn: st.Turn, Phase: phaseName(st), PP: st.PP, Actions: len(g.Log), Over: st.Over},
		Scenario: sc, Seed: Seed(g.Seed), Log: g.Log,
		State: state, StateSHA256: hashOf(state), Autosave: mark,
	}
	return marshalFile(&f)
}

// marshalFile writes the file readably: the header indented, one action a
// line, the state indented.
func marshalFile(f *File) ([]byte, error) {
	var b bytes.Buffer
	field := func(name string, v any) error {
		j, err := json.MarshalIndent(v, "\t", "\t")
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "\t%q: %s,\n", name, j)
		return nil
	}
	b.WriteString("{\n")
	head := []struct {
		k string
		v any
	}{{"format", f.Format}, {"game", f.Game}, {"version", f.Version}, {"app", f.App}, {"saved", f.Saved}, {"summary", f.Summary}, {"scenario", f.Scenario}, {"seed", f.Seed}}
	if f.Autosave != nil {
		head = append(head, struct {
			k string
			v any
		}{"autosave", f.Autosave})
	}
	for _, kv := range head {
		if err := field(kv.k, kv.v); err != nil {
			return nil, err
		}
	}
	b.WriteString("\t\"log\": [")
	for i, a := range f.Log {
		j, err := json.Marshal(a)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n\t\t")
		b.Write(j)
	}
	if len(f.Log) > 0 {
		b.WriteString("\n\t")
	}
	b.WriteString("],\n\t\"state\": ")
	if err := json.Indent(&b, f.State, "\t", "\t"); err != nil {
		return nil, err
	}
	fmt.Fprintf(&b, ",\n\t\"stateSHA256\": %q\n}\n", f.StateSHA256)
	return b.Bytes(), nil
}

func hashOf(compact []byte) string {
	h := sha256.Sum256(compact)
	return hex.EncodeToString(h[:])
}

func phaseName(s *game.State) string {
	if s.Over {
		return game.PhaseOver.String()
	}
	return s.Phase.String()
}

// Save writes the game to path atomically: to a temporary file in the same
// directory, flushed to the disk, then renamed over path, and the directory
// flushed. A crash or a full disk at any moment leaves either the old file
// or the new one, never a mixture.
func Save(path string, g *game.Game) error {
	data, err := Encode(g)
	if err != nil {
		return fmt.Errorf("saving to %s: %w", path, err)
	}
	if err := WriteFileAtomic(path, data); err != nil {
		return fmt.Errorf("saving to %s: %w", path, err)
	}
	return nil
}

// Decode reads a save file's bytes and replays it with the rules. rules
// must be the rules the save was played with (the standard ones unless the
// game was started with others).
func Decode(data []byte, rules *game.Rules) (*game.Game, error) {
	g, _, _, err := decode(data, rules, false)
	return g, err
}

// Load reads the save at path, replays its log with the rules and checks
// that the replay reaches the saved snapshot. On any problem it returns a
// *LoadError naming it; it never panics, and it changes nothing the caller
// holds.
func Load(path string, rules *game.Rules) (*game.Game, error) {
	g, _, _, err := loadPath(path, rules, false)
	return g, err
}

func loadPath(path string, rules *game.Rules, events bool) (*game.Game, []step, *File, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, nil, nil, err
	}
	g, steps, f, err := decode(data, rules, events)
	if err != nil {
		var le *LoadError
		if errors.As(err, &le) && le.Path == "" {
			le.Path = path
		}
		return nil, nil, nil, err
	}
	return g, steps, f, nil
}

func readFile(path string) ([]byte, error) {
	data, err := ReadCapped(path, MaxSize)
	switch {
	case err == nil:
		return data, nil
	case errors.Is(err, os.ErrNotExist):
		return nil, &LoadError{Path: path, Kind: ErrNotFound, Msg: "there is no such file", Err: err}
	case errors.Is(err, os.ErrPermission):
		return nil, &LoadError{Path: path, Kind: ErrUnreadable, Msg: "permission to read it is denied", Err: err}
	case errors.Is(err, ErrNotRegular):
		msg := "it is not an ordinary file (a pipe, device or socket): saves are read only from ordinary files"
		if st, serr := os.Stat(path); serr == nil && st.IsDir() {
			msg = "it is a folder, not a save file"
		}
		return nil, &LoadError{Path: path, Kind: ErrUnreadable, Msg: msg, Err: err}
	case errors.Is(err, ErrTooLarge):
		return nil, &LoadError{Path: path, Kind: ErrForeign, Msg: fmt.Sprintf("it is larger than %d MB, far too large for a Kandahar save", MaxSize>>20), Err: err}
	}
	return nil, &LoadError{Path: path, Kind: ErrUnreadable, Msg: "reading it failed: " + clip(err.Error()), Err: err}
}

// step is one action of a replay and the events it gave.
type step struct {
	Action game.Action
	Text   string // the action in words, with piece names
	Events []game.Event
}

// parseFile checks a file's bytes up to its header and decodes it, without
// replaying anything.
func parseFile(data []byte) (*File, error) {
	// a byte-order mark some editors put first is not part of the JSON
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	trim := bytes.TrimSpace(data)
	if len(trim) == 0 {
		if len(data) == 0 {
			return nil, loadErr(ErrEmpty, "the file is empty (0 bytes): the save was never written")
		}
		return nil, loadErr(ErrEmpty, "the file holds only blank space: the save was never written")
	}
	if bytes.Count(data, []byte{0}) == len(data) {
		return nil, loadErr(ErrTruncated, "the file holds only zero bytes: it was being written when the computer stopped")
	}
	if trim[0] == '{' {
		// counted before anything else reads the whole file
		if err := checkShape(data); err != nil {
			return nil, err
		}
	}
	if !json.Valid(data) {
		return nil, syntaxProblem(data)
	}
	var head struct {
		Format  *string         `json:"format"`
		Game    *string         `json:"game"`
		Version json.RawMessage `json:"version"`
	}
	if trim[0] != '{' {
		return nil, loadErr(ErrForeign, "the file is JSON but not a Kandahar save: it does not hold a JSON object")
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, loadErr(ErrForeign, "the file is JSON but not a Kandahar save: %s", jsonProblem(err))
	}
	if head.Format == nil {
		return nil, loadErr(ErrForeign, "the file is JSON but not a Kandahar save: it has no \"format\" field")
	}
	if *head.Format != Format {
		return nil, loadErr(ErrForeign, "the file is JSON but not a Kandahar save: its format is %q, not %q", clip(*head.Format), Format)
	}
	if head.Game != nil && *head.Game != GameName {
		return nil, loadErr(ErrForeign, "the save says it is of the game %q, not %s", clip(*head.Game), GameName)
	}
	var version int
	if len(head.Version) == 0 {
		return nil, loadErr(ErrCorrupt, "the save has no \"version\" field")
	}
	if err := json.Unmarshal(head.Version, &version); err != nil {
		return nil, loadErr(ErrCorrupt, "the save's version %s is not a whole number", clip(string(head.Version)))
	}
	if version > Version {
		return nil, loadErr(ErrNewer, "saved by a newer version of Kandahar (format %d); this version reads format %d", version, Version)
	}
	if version < 1 {
		return nil, loadErr(ErrCorrupt, "the save's version %d is not one Kandahar ever wrote", version)
	}
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, loadErr(ErrCorrupt, "%s", jsonProblem(err))
	}
	if f.Scenario == nil {
		return nil, loadErr(ErrCorrupt, "the save has no scenario")
	}
	if len(f.State) == 0 || string(f.State) == "null" {
		return nil, loadErr(ErrCorrupt, "the save has no state snapshot")
	}
	if len(f.Log) > MaxActions {
		return nil, loadErr(ErrCorrupt, "the log has %d actions, more than any game could (at most %d)", len(f.Log), MaxActions)
	}
	return &f, nil
}

// checkActions bounds every action's lists by what the rules allow before
// any is replayed: no more pieces than the counter mix has, no longer path
// than the map has hexes.
func checkActions(log []game.Action, rules *game.Rules) error {
	pieces, hexes := len(rules.Mix.Specs), rules.Board.Cols*rules.Board.Rows
	for i, a := range log {
		switch {
		case len(a.Pieces) > pieces:
			return loadErr(ErrCorrupt, "action %d names %d pieces; the counter mix has %d", i+1, len(a.Pieces), pieces)
		case len(a.Path) > hexes:
			return loadErr(ErrCorrupt, "action %d has a path of %d hexes; the map has %d", i+1, len(a.Path), hexes)
		case a.Option < 0 || a.Option > pieces+hexes:
			return loadErr(ErrCorrupt, "action %d chooses option %d, which no question offers", i+1, a.Option)
		}
	}
	return nil
}

func decode(data []byte, rules *game.Rules, events bool) (g *game.Game, steps []step, f *File, err error) {
	defer func() {
		if r := recover(); r != nil {
			g, steps, f, err = nil, nil, nil, loadErr(ErrCorrupt, "the save could not be read (%s)", clip(fmt.Sprint(r)))
		}
	}()
	if rules == nil {
		return nil, nil, nil, errors.New("no rules to replay the save with")
	}
	f, err = parseFile(data)
	if err != nil {
		return nil, nil, nil, err
	}
	var snap bytes.Buffer
	if err := json.Compact(&snap, f.State); err != nil {
		return nil, nil, nil, loadErr(ErrCorrupt, "the state snapshot is not valid JSON: %s", jsonProblem(err))
	}
	if got := hashOf(snap.Bytes()); !strings.EqualFold(got, f.StateSHA256) {
		if f.StateSHA256 == "" {
			return nil, nil, nil, loadErr(ErrCorrupt, "the save has no stateSHA256 hash of its snapshot")
		}
		return nil, nil, nil, loadErr(ErrCorrupt, "the state snapshot does not match its hash: the file was changed or damaged after it was saved")
	}
	// the scenario inside a save gets every check a scenario file gets
	if err := game.ValidateScenario(f.Scenario, rules); err != nil {
		return nil, nil, nil, loadErr(ErrCorrupt, "the scenario inside the save is not one Kandahar can play: %s", clip(strings.TrimPrefix(err.Error(), "scenario: ")))
	}
	if err := checkActions(f.Log, rules); err != nil {
		return nil, nil, nil, err
	}
	g, steps, err = replay(rules, f.Scenario, uint64(f.Seed), f.Log, events, f.Version >= 2)
	if err != nil {
		return nil, nil, nil, err
	}
	// a replay that reaches its snapshot can still be an impossible
	// position if the rules were fooled: check it as play does
	if err := g.State.CheckInvariants(); err != nil {
		return nil, nil, nil, loadErr(ErrCorrupt, "the saved position breaks the rules: %s", clip(err.Error()))
	}
	got, err := json.Marshal(g.State)
	if err != nil {
		return nil, nil, nil, loadErr(ErrMismatch, "the replayed state cannot be written: %v", err)
	}
	if !bytes.Equal(got, snap.Bytes()) {
		return nil, nil, nil, loadErr(ErrMismatch, "replaying its %d actions does not give the saved position (%s): the save was made with different rules or counters, or was edited", len(f.Log), stateDiff(snap.Bytes(), got))
	}
	return g, steps, f, nil
}

// MaxActions is the longest log Load replays: far beyond a real game.
const MaxActions = 50_000

// undoTail is how many of the last actions of a log are replayed with
// their undo snapshots.
const undoTail = 256

// replay plays the log from the start as game.Replay does, but says which
// action failed or crashed the rules engine, and keeps each action's events.
//
// passes says whether the engine passes empty phases (State.PassesEmpty):
// a version 1 log was played without, and holds each such phase's end.
func replay(rules *game.Rules, sc *game.Scenario, seed uint64, log []game.Action, events, passes bool) (g *game.Game, steps []step, err error) {
	i := -1
	defer func() {
		if r := recover(); r != nil {
			g, steps = nil, nil
			if i < 0 {
				err = loadErr(ErrReplay, "the scenario %q cannot be set up (the rules engine failed: %s)", clip(sc.Name), clip(fmt.Sprint(r)))
				return
			}
			err = loadErr(ErrReplay, "action %d of %d (%s) crashed the rules engine: %s", i+1, len(log), clip(log[i].String()), clip(fmt.Sprint(r)))
		}
	}()
	g, err = game.New(rules, sc, seed)
	if err != nil {
		return nil, nil, loadErr(ErrReplay, "the scenario cannot be set up with these rules: %s", clip(err.Error()))
	}
	g.State.PassesEmpty = passes
	if len(log) > MaxActions {
		return nil, nil, loadErr(ErrCorrupt, "the log has %d actions, more than any game could (at most %d)", len(log), MaxActions)
	}
	// The undo history is rebuilt for the last undoTail actions only: a
	// snapshot per action of a long log would take memory for nothing (a
	// die roll clears it anyway).
	fast := max(0, len(log)-undoTail)
	for i = range log {
		var text string
		if events {
			text = describeAction(g.State, log[i])
		}
		var ev []game.Event
		var err error
		if i < fast {
			if ev, err = g.State.Apply(log[i]); err == nil {
				g.Log = append(g.Log, log[i])
			}
		} else {
			ev, err = g.Apply(log[i])
		}
		if err != nil {
			return nil, nil, loadErr(ErrReplay, "action %d of %d (%s) is not legal in turn %d, %s: %v", i+1, len(log), clip(log[i].String()), g.State.Turn, g.State.Phase, clip(err.Error()))
		}
		if events {
			steps = append(steps, step{Action: log[i], Text: text, Events: ev})
		}
	}
	return g, steps, nil
}

// stateDiff names the first fields where two state snapshots differ.
func stateDiff(want, got []byte) string {
	var w, g map[string]any
	if decodeNumbers(want, &w) != nil || decodeNumbers(got, &g) != nil {
		return "the states differ"
	}
	var keys []string
	for k := range w {
		keys = append(keys, k)
	}
	for k := range g {
		if _, ok := w[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	var out []string
	for _, k := range keys {
		wj, _ := json.Marshal(w[k])
		gj, _ := json.Marshal(g[k])
		if bytes.Equal(wj, gj) {
			continue
		}
		if k == "Pieces" {
			wp, _ := w[k].([]any)
			gp, _ := g[k].([]any)
			n := 0
			for i := range max(len(wp), len(gp)) {
				var a, b []byte
				if i < len(wp) {
					a, _ = json.Marshal(wp[i])
				}
				if i < len(gp) {
					b, _ = json.Marshal(gp[i])
				}
				if !bytes.Equal(a, b) {
					if n < 3 {
						out = append(out, fmt.Sprintf("piece %d: saved %s, replayed %s", i+1, clip(string(a)), clip(string(b))))
					}
					n++
				}
			}
			if n > 3 {
				out = append(out, fmt.Sprintf("%d more pieces", n-3))
			}
			continue
		}
		out = append(out, fmt.Sprintf("%s: saved %s, replayed %s", k, clip(string(wj)), clip(string(gj))))
		if len(out) >= 5 {
			break
		}
	}
	if len(out) == 0 {
		return "the states differ"
	}
	return strings.Join(out, "; ")
}

func decodeNumbers(b []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	return d.Decode(v)
}

// syntaxProblem explains JSON that does not parse: cut short, or not JSON.
func syntaxProblem(data []byte) error {
	var v any
	err := json.Unmarshal(data, &v)
	var se *json.SyntaxError
	if errors.As(err, &se) && strings.Contains(se.Error(), "unexpected end of JSON input") {
		return loadErr(ErrTruncated, "the file is cut short after %d bytes: it was not written to the end (a crash or a full disk while saving?)", len(data))
	}
	trim := bytes.TrimLeft(data, " \t\r\n")
	if len(trim) > 0 && trim[0] != '{' && trim[0] != '[' {
		kind := "text"
		if !utf8.Valid(data[:min(len(data), 512)]) || bytes.IndexByte(data[:min(len(data), 512)], 0) >= 0 {
			kind = "binary data"
		}
		return loadErr(ErrNotJSON, "the file is not a Kandahar save: it holds %s, not JSON", kind)
	}
	if errors.As(err, &se) {
		line, col := position(data, se.Offset)
		if bytes.Count(data[se.Offset-1:], []byte{0}) == len(data[se.Offset-1:]) {
			return loadErr(ErrTruncated, "the file ends in zero bytes from line %d: it was not written to the end (a crash while saving?)", line)
		}
		return loadErr(ErrCorrupt, "the file is damaged: bad JSON at line %d, column %d: %s", line, col, jsonProblem(se))
	}
	return loadErr(ErrNotJSON, "the file is not valid JSON: %s", jsonProblem(err))
}

// position turns a byte offset into a line and column, both from 1.
func position(data []byte, off int64) (line, col int) {
	off = min(max(off, 1), int64(len(data)))
	before := data[:off-1]
	line = bytes.Count(before, []byte{'\n'}) + 1
	col = int(off-1) - bytes.LastIndexByte(before, '\n')
	return line, col
}

func jsonProblem(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("a field has the wrong type: %q holds %s, which does not fit", clip(te.Field), clip(te.Value))
	}
	return clip(strings.TrimPrefix(err.Error(), "json: "))
}

// clip makes text from a file fit for an error message (Printable).
func clip(s string) string { return Printable(s) }

// WriteFileAtomic writes data to path so that path always holds either its
// old contents or the new ones: a temporary file in the same directory is
// written and flushed to the disk, renamed over path, and the directory is
// flushed. The temporary file is removed on failure.
func WriteFileAtomic(path string, data []byte) error {
	return WriteFileAtomicFunc(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteFileAtomicFunc is WriteFileAtomic for contents too big to hold
// (the map export): write writes them to the temporary file. An error of
// write's leaves path as it was.
func WriteFileAtomicFunc(path string, write func(io.Writer) error) error {
	if err := writeFileAtomic(path, write); err != nil {
		// the temporary file is ours, not the player's: name only the file
		// they asked for
		var pe *os.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("%s failed: %w", pe.Op, pe.Err)
		}
		var le *os.LinkError
		if errors.As(err, &le) {
			return fmt.Errorf("%s failed: %w", le.Op, le.Err)
		}
		return err
	}
	return nil
}

func writeFileAtomic(path string, write func(io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return fmt.Errorf("%s is a folder", path)
		}
		mode = st.Mode().Perm()
	}
	removeStaleTemps(dir, filepath.Base(path))
	f, err := fsys.CreateTemp(dir, tempPrefix(filepath.Base(path))+"*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			fsys.Remove(tmp)
		}
	}()
	if err = write(f); err != nil {
		return err
	}
	if testHookAfterWrite != nil {
		if err = testHookAfterWrite(tmp); err != nil {
			return err
		}
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Chmod(mode); err != nil && !isUnsupported(err) {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = fsys.Rename(tmp, path); err != nil {
		return err
	}
	if err := fsys.SyncDir(dir); err != nil {
		// the new file is in place; only its survival of a power cut is in
		// doubt, and the temporary file is gone: say so, remove nothing
		return err
	}
	return nil
}

// testHookAfterWrite, when set by a test, runs after the data is written to
// the temporary file and before it is flushed and renamed.
var testHookAfterWrite func(tmp string) error

// tempPrefix starts the name of the temporary file a save of base is
// written to. A long name is cut, so that the temporary name stays within
// the 255 bytes a file name may have wherever base itself fits.
func tempPrefix(base string) string {
	if len(base) > 100 {
		cut := 100
		for cut > 0 && !utf8.RuneStart(base[cut]) {
			cut--
		}
		base = base[:cut]
	}
	return "." + base + ".tmp-"
}

// isTempName reports a name of a temporary file this package makes:
// tempPrefix and the digits os.CreateTemp adds.
func isTempName(name string) bool {
	i := strings.LastIndex(name, ".tmp-")
	if !strings.HasPrefix(name, ".") || i < 1 || i+5 == len(name) {
		return false
	}
	for _, c := range name[i+5:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// removeStaleTemps removes temporary files an interrupted save left
// behind, once they are old enough not to be another save still being
// written: those of base, or with base "" those of any file (for the
// app's own folders of autosaves and crash saves, where every such file
// is the app's).
func removeStaleTemps(dir, base string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		if !e.Type().IsRegular() || !isTempName(e.Name()) || base != "" && !strings.HasPrefix(e.Name(), tempPrefix(base)) {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > 10*time.Minute {
			fsys.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

func isUnsupported(err error) bool {
	return errors.Is(err, errors.ErrUnsupported)
}

// InWords is a load error as the player reads it in a list that already
// names the file: the message without the path.
func InWords(err error) string {
	var le *LoadError
	if errors.As(err, &le) {
		return le.Msg
	}
	return err.Error()
}
