package enduring

import (
	"fmt"
	"strconv"
	"strings"

	data "kandahar/assets/enduring"
)

// Placement is a number of face-down counters set up in a zone (6.0).
type Placement struct {
	Zone  int
	Count int
}

// Scenario is a set-up: how long, where the markers start, and what goes
// where face down (6.0).
type Scenario struct {
	Name     string
	Turns    int
	NP       int
	Jihad    int
	Islamist []Placement
	NA       []Placement
}

// Campaign is the rules' one scenario, from the embedded campaign.txt.
func Campaign(r *Rules) (*Scenario, error) {
	b, err := data.Read("campaign.txt")
	if err != nil {
		return nil, err
	}
	return ParseScenario(r, "campaign", string(b))
}

// ParseScenario reads a scenario file against the map.
func ParseScenario(r *Rules, name, src string) (*Scenario, error) {
	sc := &Scenario{Name: name}
	var errs []string
	for _, l := range lines(src) {
		c := cols(l.text, "|")
		if len(c) != 2 {
			errs = append(errs, fmt.Sprintf("line %d: two columns, key | value", l.n))
			continue
		}
		n, err := strconv.Atoi(c[1])
		if err != nil || n < 0 {
			errs = append(errs, fmt.Sprintf("line %d: %q is not a count", l.n, c[1]))
			continue
		}
		switch l.section {
		case "start":
			switch c[0] {
			case "turns":
				sc.Turns = n
			case "np":
				sc.NP = n
			case "jihad":
				sc.Jihad = n
			default:
				errs = append(errs, fmt.Sprintf("line %d: unknown key %q", l.n, c[0]))
			}
		case "islamist", "northern-alliance":
			z := r.ZoneID(c[0])
			if z < 0 {
				errs = append(errs, fmt.Sprintf("line %d: unknown zone %q", l.n, c[0]))
				continue
			}
			if l.section == "islamist" {
				sc.Islamist = append(sc.Islamist, Placement{z, n})
			} else {
				sc.NA = append(sc.NA, Placement{z, n})
			}
		default:
			errs = append(errs, fmt.Sprintf("line %d: outside a known section", l.n))
		}
	}
	if sc.Turns < 1 || sc.NP < 1 || sc.NP > 99 || sc.Jihad < 1 || sc.Jihad > 12 {
		errs = append(errs, "the start needs turns (1 or more), np (1-99) and jihad (1-12)")
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("scenario %s: %s", name, strings.Join(errs, "; "))
	}
	return sc, nil
}
