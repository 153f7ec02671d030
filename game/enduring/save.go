package enduring

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// SaveFormat and SaveGame name an Enduring Freedom save: Kandahar's
// saves say "kandahar-save", so a reader tells the games apart by the
// first field.
const (
	SaveFormat  = "enduring-freedom-save"
	SaveGame    = "Enduring Freedom"
	SaveVersion = 1
)

// SaveFile is a save as stored (JSON): the start, the log, and a
// snapshot of the state with its hash, which loading checks the replay
// against.
type SaveFile struct {
	Format      string          `json:"format"`
	Game        string          `json:"game"`
	Version     int             `json:"version"`
	App         string          `json:"app"`
	Saved       time.Time       `json:"saved"`
	Scenario    string          `json:"scenario"`
	Seed        string          `json:"seed"`
	Turn        int             `json:"turn"`
	NP          int             `json:"np"`
	Log         []Action        `json:"log"`
	State       json.RawMessage `json:"state"`
	StateSHA256 string          `json:"stateSHA256"`
}

// EncodeSave writes a game as a save file's bytes.
func EncodeSave(g *Game, app string, now time.Time) ([]byte, error) {
	st, err := json.Marshal(g.State)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(st)
	f := SaveFile{Format: SaveFormat, Game: SaveGame, Version: SaveVersion, App: app, Saved: now.UTC(),
		Scenario: g.Scenario.Name, Seed: strconv.FormatUint(g.Seed, 10), Turn: g.State.Turn, NP: g.State.NP,
		Log: g.Log, State: st, StateSHA256: hex.EncodeToString(sum[:])}
	if f.Log == nil {
		f.Log = []Action{}
	}
	return json.MarshalIndent(f, "", " ")
}

// IsSave reports bytes that claim to be an Enduring Freedom save.
func IsSave(data []byte) bool {
	var head struct {
		Format string `json:"format"`
	}
	return json.Unmarshal(data, &head) == nil && head.Format == SaveFormat
}

// The bounds a save must keep before anything in it is replayed: the
// largest real save is a few hundred KB (a whole campaign is under a
// thousand actions), so these leave room for any game a person plays and
// refuse a hostile file quickly and in little memory.
const (
	MaxSaveSize    = 8 << 20 // bytes
	MaxSaveActions = 20000   // the log's actions
	maxSaveField   = 200     // bytes of a name, the app's version, the seed
	maxChoice      = 1000    // an answer's number: no question has more options
)

// clip shortens a value quoted in a refusal: a hostile field may be
// megabytes long.
func clip(v string) string {
	if len(v) > 40 {
		v = v[:40] + "..."
	}
	return fmt.Sprintf("%q", v)
}

// DecodeSave reads a save, checks every field, replays its log from its
// seed and checks that it reaches the stored state. It returns the game
// and each action's step. Every refusal is one sentence saying what is
// wrong; the file's size, names, version, seed, counts and every action
// are checked before the replay, so a hostile file is refused quickly.
func DecodeSave(data []byte, r *Rules) (g *Game, steps []Step, f *SaveFile, err error) {
	defer func() {
		if p := recover(); p != nil {
			g, steps, f, err = nil, nil, nil, fmt.Errorf("the save could not be replayed: the game stopped on it (%v)", p)
		}
	}()
	f, err = parseSave(data, r)
	if err != nil {
		return nil, nil, nil, err
	}
	seed, _ := strconv.ParseUint(f.Seed, 10, 64)
	sc, err := Campaign(r)
	if err != nil {
		return nil, nil, nil, err
	}
	g, evs, err := Replay(r, sc, seed, f.Log)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("the log does not replay: %w", err)
	}
	st, err := json.Marshal(g.State)
	if err != nil {
		return nil, nil, nil, err
	}
	var stored bytes.Buffer
	if err := json.Compact(&stored, f.State); err != nil {
		return nil, nil, nil, fmt.Errorf("the stored state is not JSON: %v", err)
	}
	if !bytes.Equal(stored.Bytes(), st) {
		return nil, nil, nil, errors.New("the log replays to a different state than the one stored: the file was edited or the rules changed")
	}
	if f.Turn != g.State.Turn || f.NP != g.State.NP {
		return nil, nil, nil, fmt.Errorf("the save's summary (turn %d, %d NP) is not its position (turn %d, %d NP): the file was edited", f.Turn, f.NP, g.State.Turn, g.State.NP)
	}
	return g, evs, f, nil
}

// parseSave checks a save's fields without replaying anything.
func parseSave(data []byte, r *Rules) (*SaveFile, error) {
	if len(data) > MaxSaveSize {
		return nil, fmt.Errorf("the file is %d MB, larger than any Enduring Freedom save (at most %d MB)", len(data)>>20, MaxSaveSize>>20)
	}
	var head struct {
		Format  *string          `json:"format"`
		Game    *string          `json:"game"`
		Version *json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("not a readable save: %v", err)
	}
	switch {
	case head.Format == nil:
		return nil, errors.New("not an Enduring Freedom save: it has no \"format\" field")
	case *head.Format != SaveFormat:
		return nil, fmt.Errorf("not an Enduring Freedom save (its format says %s)", clip(*head.Format))
	case head.Game == nil:
		return nil, errors.New("the save does not name its game (a \"game\" field)")
	case *head.Game != SaveGame:
		return nil, fmt.Errorf("the save says it is of the game %s, not %s", clip(*head.Game), SaveGame)
	case head.Version == nil:
		return nil, errors.New("the save has no \"version\" field")
	}
	var version int
	if err := json.Unmarshal(*head.Version, &version); err != nil {
		return nil, fmt.Errorf("the save's version %s is not a whole number", clip(string(*head.Version)))
	}
	if version > SaveVersion {
		return nil, fmt.Errorf("the save is version %d, newer than this app reads (%d)", version, SaveVersion)
	}
	if version < 1 {
		return nil, fmt.Errorf("the save's version %d is not one this app ever wrote (they start at 1)", version)
	}
	var f SaveFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("not a readable save: %v", err)
	}
	switch {
	case len(f.App) > maxSaveField:
		return nil, fmt.Errorf("the app's version in the save is %d bytes long; a real one is a few", len(f.App))
	case f.Scenario != "campaign":
		return nil, fmt.Errorf("unknown scenario %s (the only one is the campaign)", clip(f.Scenario))
	case len(f.Seed) == 0 || len(f.Seed) > 20:
		return nil, fmt.Errorf("the seed is %d characters long; a seed is a whole number of 1 to 20 digits", len(f.Seed))
	}
	if _, err := strconv.ParseUint(f.Seed, 10, 64); err != nil {
		return nil, fmt.Errorf("the seed %s is not a whole number from 0 to %d", clip(f.Seed), uint64(math.MaxUint64))
	}
	switch {
	case f.Turn < 0 || f.Turn > 99:
		return nil, fmt.Errorf("the save's turn %d is off the turn track", f.Turn)
	case f.NP < 0 || f.NP > 99:
		return nil, fmt.Errorf("the save's NP %d are off the NP index (0-99, 4.1)", f.NP)
	case len(f.Log) > MaxSaveActions:
		return nil, fmt.Errorf("the log has %d actions, more than any game could (at most %d)", len(f.Log), MaxSaveActions)
	case len(f.State) == 0 || string(f.State) == "null":
		return nil, errors.New("the save has no state snapshot")
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, f.State); err != nil {
		return nil, fmt.Errorf("the stored state is not JSON: %v", err)
	}
	sum := sha256.Sum256(compact.Bytes())
	if !strings.EqualFold(f.StateSHA256, hex.EncodeToString(sum[:])) {
		return nil, errors.New("the state snapshot does not match its stateSHA256 hash: the file was changed or damaged after it was saved")
	}
	for i, a := range f.Log {
		if why := badAction(a, r); why != "" {
			return nil, fmt.Errorf("action %d of the log %s", i+1, why)
		}
	}
	return &f, nil
}

// badAction says what is impossible in an action whatever the position,
// or "".
func badAction(a Action, r *Rules) string {
	switch {
	case a.Kind > ActFlyCAS:
		return fmt.Sprintf("is of kind %d, which no action is", a.Kind)
	case a.Unit < -1 || a.Unit >= len(r.Units):
		return fmt.Sprintf("names counter %d; the mix has %d", a.Unit, len(r.Units))
	case !(a.To == Nowhere || a.To.IsZone() && int(a.To) < len(r.Zones) || a.To >= BoxMobilization && a.To <= TargetJihad):
		return fmt.Sprintf("goes to place %d, which is on no map or display", a.To)
	case a.Choice < 0 || a.Choice >= maxChoice:
		return fmt.Sprintf("chooses answer %d, which no question offers", a.Choice+1)
	}
	return ""
}
