package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"kandahar/assets"
	"kandahar/game"
)

// OpenScenario reads a scenario for the command line's -scenario: a file
// path, or the name of a bundled scenario ("tutorial", "hard", ...) when
// no such file exists. It checks the scenario against the rules; its
// error says the first problems with their lines and how many more there
// are (a *ScenarioProblems), and names the file without a control
// character.
func OpenScenario(nameOrPath string, rules *game.Rules) (*game.ScenarioFile, error) {
	src, err := ReadCapped(nameOrPath, game.MaxScenarioSize)
	name := Printable(nameOrPath)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		b, berr := assets.Scenario(nameOrPath)
		if berr != nil {
			return nil, fmt.Errorf("%s: no such file, and no bundled scenario of that name (there are %s)", name, strings.Join(assets.Scenarios(), ", "))
		}
		src = b
	case errors.Is(err, ErrNotRegular):
		if st, serr := os.Stat(nameOrPath); serr == nil && st.IsDir() {
			return nil, fmt.Errorf("the scenario %s is a folder, not a file", name)
		}
		return nil, fmt.Errorf("the scenario %s is not an ordinary file (a pipe, device or socket)", name)
	case errors.Is(err, ErrTooLarge):
		return nil, fmt.Errorf("the scenario %s is too large: a scenario file is at most %d KB", name, game.MaxScenarioSize>>10)
	case err != nil:
		return nil, fmt.Errorf("cannot read the scenario %s: %w", name, err)
	}
	f, err := game.LoadScenario(src, rules)
	var se *game.ScenarioError
	if errors.As(err, &se) {
		return nil, &ScenarioProblems{Name: name, Err: se}
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return f, nil
}

// MaxScenarioLines is the most lines a scenario's problems are said in.
const MaxScenarioLines = 6

// ScenarioProblems is a scenario file's problems, said in at most
// MaxScenarioLines lines: the first ones with their lines, then how many
// more. A file of 1,001 pieces listed each, 16.5 KB. errors.As finds the
// whole *game.ScenarioError behind it.
type ScenarioProblems struct {
	Name string // the file, printable
	Err  *game.ScenarioError
}

func (e *ScenarioProblems) Unwrap() error { return e.Err }

func (e *ScenarioProblems) Error() string {
	ps := e.Err.Problems
	if len(ps) == 1 {
		return e.Name + ": scenario: " + PrintableLine(ps[0].String())
	}
	lines := Summed(len(ps), func(i int) string { return ps[i].String() }, MaxScenarioLines, "problems")
	return fmt.Sprintf("%s: scenario: %d problems:\n  %s", e.Name, len(ps), strings.Join(lines, "\n  "))
}

// BundledScenario reads and checks one of the bundled scenarios by name.
func BundledScenario(name string, rules *game.Rules) (*game.ScenarioFile, error) {
	src, err := assets.Scenario(name)
	if err != nil {
		return nil, err
	}
	f, err := game.LoadScenario(src, rules)
	if err != nil {
		return nil, fmt.Errorf("bundled scenario %s: %w", name, err)
	}
	return f, nil
}
