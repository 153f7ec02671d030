package assets

import (
	"embed"
	"fmt"
	"path"
	"slices"
	"strings"
)

// The bundled scenarios: assets/scenarios/NAME.scenario, read by
// game.ParseScenarioFile (docs/scenarios.md).
//
//go:embed scenarios/*.scenario
var scenarioFiles embed.FS

// ScenarioExt is the file name extension of scenario files.
const ScenarioExt = ".scenario"

// scenarioOrder puts the bundled scenarios in menu order; any others
// follow in alphabetical order.
var scenarioOrder = []string{"standard", "tutorial", "short-campaign", "hard"}

// Scenarios lists the bundled scenarios by name ("standard", "tutorial",
// ...), the default first.
func Scenarios() (names []string) {
	ents, _ := scenarioFiles.ReadDir("scenarios")
	for _, e := range ents {
		names = append(names, strings.TrimSuffix(e.Name(), ScenarioExt))
	}
	rank := func(n string) int {
		if i := slices.Index(scenarioOrder, n); i >= 0 {
			return i
		}
		return len(scenarioOrder)
	}
	slices.SortStableFunc(names, func(a, b string) int {
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra - rb
		}
		return strings.Compare(a, b)
	})
	return names
}

// Scenario returns the text of a bundled scenario by name.
func Scenario(name string) ([]byte, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || name != path.Clean(name) {
		return nil, fmt.Errorf("no bundled scenario %q", name)
	}
	b, err := scenarioFiles.ReadFile("scenarios/" + name + ScenarioExt)
	if err != nil {
		return nil, fmt.Errorf("no bundled scenario %q (there are %s)", name, strings.Join(Scenarios(), ", "))
	}
	return b, nil
}
