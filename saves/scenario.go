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
// no such file exists. It checks the scenario against the rules and
// reports every problem with its line.
func OpenScenario(nameOrPath string, rules *game.Rules) (*game.ScenarioFile, error) {
	src, err := ReadCapped(nameOrPath, game.MaxScenarioSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		b, berr := assets.Scenario(nameOrPath)
		if berr != nil {
			return nil, fmt.Errorf("%s: no such file, and no bundled scenario of that name (there are %s)", nameOrPath, strings.Join(assets.Scenarios(), ", "))
		}
		src = b
	case errors.Is(err, ErrNotRegular):
		if st, serr := os.Stat(nameOrPath); serr == nil && st.IsDir() {
			return nil, fmt.Errorf("the scenario %s is a folder, not a file", nameOrPath)
		}
		return nil, fmt.Errorf("the scenario %s is not an ordinary file (a pipe, device or socket)", nameOrPath)
	case errors.Is(err, ErrTooLarge):
		return nil, fmt.Errorf("the scenario %s is too large: a scenario file is at most %d KB", nameOrPath, game.MaxScenarioSize>>10)
	case err != nil:
		return nil, fmt.Errorf("cannot read the scenario %s: %w", nameOrPath, err)
	}
	f, err := game.LoadScenario(src, rules)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", nameOrPath, err)
	}
	return f, nil
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
