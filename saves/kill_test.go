//go:build unix

package saves

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"kandahar/game"
)

const killHelperEnv = "KANDAHAR_SAVE_KILL_HELPER"

// TestSaveKillHelper is the helper process of TestSaveSurvivesKill: it
// saves games to the file named in its environment, over and over, until
// it is killed. It does nothing in a normal test run.
func TestSaveKillHelper(t *testing.T) {
	path := os.Getenv(killHelperEnv)
	if path == "" {
		t.Skip("the helper process of TestSaveSurvivesKill")
	}
	var games []*game.Game
	for i, n := range []int{300, 20, 2000, 120} {
		games = append(games, playedGame(t, uint64(i+1), n))
	}
	for i := 0; ; i++ {
		if err := Save(path, games[i%len(games)]); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		if i == 0 {
			fmt.Println("ready")
		}
	}
}

// A process killed at any moment while saving (SIGKILL: no clean-up runs)
// leaves a save that loads: the old one or the new one.
func TestSaveSurvivesKill(t *testing.T) {
	if os.Getenv(killHelperEnv) != "" {
		t.Skip("this process is the helper that saves until it is killed")
	}
	r := testRules(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "killed"+Ext)
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	kills := 24
	if testing.Short() {
		kills = 8
	}
	for k := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSaveKillHelper$", "-test.count=1")
		cmd.Env = append(os.Environ(), killHelperEnv+"="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, err := bufio.NewReader(out).ReadString('\n')
		if err != nil || strings.TrimSpace(line) != "ready" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("helper: %q %v", line, err)
		}
		time.Sleep(time.Duration(rng.IntN(60_000)) * time.Microsecond)
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()
		if _, err := Load(path, r); err != nil {
			t.Fatalf("kill %d: the save does not load: %v", k+1, err)
		}
	}
	ents, _ := os.ReadDir(dir)
	t.Logf("%d kills; %d files left in the folder (temporary files of killed saves)", kills, len(ents))
}
