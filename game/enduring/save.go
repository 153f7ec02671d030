package enduring

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
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

// DecodeSave reads a save, replays its log from its seed and checks that
// it reaches the stored state. It returns the game and each action's
// step.
func DecodeSave(data []byte, r *Rules) (*Game, []Step, *SaveFile, error) {
	var f SaveFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, nil, nil, fmt.Errorf("not a readable save: %v", err)
	}
	if f.Format != SaveFormat {
		return nil, nil, nil, fmt.Errorf("not an Enduring Freedom save (its format says %q)", f.Format)
	}
	if f.Version > SaveVersion {
		return nil, nil, nil, fmt.Errorf("the save is version %d, newer than this app reads (%d)", f.Version, SaveVersion)
	}
	if f.Scenario != "campaign" {
		return nil, nil, nil, fmt.Errorf("unknown scenario %q (the only one is the campaign)", f.Scenario)
	}
	seed, err := strconv.ParseUint(f.Seed, 10, 64)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("the seed %q is not a whole number", f.Seed)
	}
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
	return g, evs, &f, nil
}
