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
	// a pipe or a device would block the read: look before opening
	if st, err := os.Stat(nameOrPath); err == nil && !st.Mode().IsRegular() {
		if st.IsDir() {
			return nil, fmt.Errorf("the scenario %s is a folder, not a file", nameOrPath)
		}
		return nil, fmt.Errorf("the scenario %s is not an ordinary file (a pipe, device or socket)", nameOrPath)
	}
	src, err := os.ReadFile(nameOrPath)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("cannot read the scenario %s: %w", nameOrPath, err)
		}
		b, berr := assets.Scenario(nameOrPath)
		if berr != nil {
			return nil, fmt.Errorf("%s: no such file, and no bundled scenario of that name (there are %s)", nameOrPath, strings.Join(assets.Scenarios(), ", "))
		}
		src = b
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
