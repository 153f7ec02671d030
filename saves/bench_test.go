package saves

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"kandahar/game"
)

// Benchmarks of saving and loading a long game: a whole random game of
// the standard scenario, played to its end (every mission drawn, some 40
// turns), of at least benchActions actions. Each reports the file size and the log
// length beside ns/op, B/op and allocs/op. docs/performance.md ("Saves")
// has the figures and the command.

const benchActions = 400

var (
	benchOnce sync.Once
	benchGame *game.Game
)

// longGame is a whole game of random legal actions (game.RandomAction),
// never ended by choice, from the first seed whose game lasts at least
// benchActions actions.
func longGame(b *testing.B) *game.Game {
	b.Helper()
	benchOnce.Do(func() {
		r := testRules(b)
		for seed := uint64(1); seed < 100; seed++ {
			g, err := game.New(r, nil, seed)
			if err != nil {
				b.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 5))
			for len(g.Log) < 5000 && !g.State.Over {
				a, ok := game.RandomAction(g.State, rng)
				if !ok {
					b.Fatalf("seed %d: no legal action", seed)
				}
				if a.Type == game.ActEndGame && len(g.State.LegalActions()) > 1 {
					continue
				}
				if _, err := g.Apply(a); err != nil {
					b.Fatal(err)
				}
			}
			if len(g.Log) >= benchActions {
				benchGame = g
				return
			}
		}
	})
	if benchGame == nil {
		b.Fatalf("no random game reached %d actions", benchActions)
	}
	return benchGame
}

func reportSize(b *testing.B, g *game.Game, size int) {
	b.ReportMetric(float64(size), "file-bytes")
	b.ReportMetric(float64(len(g.Log)), "actions")
	b.ReportMetric(float64(g.State.Turn), "turns")
}

// BenchmarkEncode is the save without the disk: the game to bytes.
func BenchmarkEncode(b *testing.B) {
	g := longGame(b)
	var size int
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		data, err := Encode(g)
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	reportSize(b, g, size)
}

// BenchmarkSave is Ctrl+S and every autosave: encoded and written
// atomically (temporary file, fsync, rename, fsync of the folder).
func BenchmarkSave(b *testing.B) {
	g := longGame(b)
	path := filepath.Join(b.TempDir(), "long"+Ext)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := Save(path, g); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	st, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	reportSize(b, g, int(st.Size()))
}

// BenchmarkLoad is Ctrl+O, -load and resuming: read, check the hash,
// replay every action and compare with the snapshot.
func BenchmarkLoad(b *testing.B) {
	g := longGame(b)
	r := testRules(b)
	path := filepath.Join(b.TempDir(), "long"+Ext)
	if err := Save(path, g); err != nil {
		b.Fatal(err)
	}
	st, _ := os.Stat(path)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		l, err := Load(path, r)
		if err != nil {
			b.Fatal(err)
		}
		if len(l.Log) != len(g.Log) {
			b.Fatalf("%d actions loaded of %d", len(l.Log), len(g.Log))
		}
	}
	reportSize(b, g, int(st.Size()))
}

// BenchmarkListSaves is the list of saves reading one file's header (the
// whole file is parsed, nothing is replayed).
func BenchmarkListSaves(b *testing.B) {
	g := longGame(b)
	dir := b.TempDir()
	path := filepath.Join(dir, "long"+Ext)
	if err := Save(path, g); err != nil {
		b.Fatal(err)
	}
	st, _ := os.Stat(path)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		list, err := ListSaves(dir)
		if err != nil || len(list) != 1 || list[0].Err != nil {
			b.Fatalf("%v %v", list, err)
		}
	}
	reportSize(b, g, int(st.Size()))
}
