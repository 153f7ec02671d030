package enduring

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	data "kandahar/assets/enduring"
)

// Terrain is a zone's type on the Terrain Effects Chart (8.3).
type Terrain struct {
	Name         string
	Stacking     int  // Coalition ground units a zone holds (8.9); 0 = no limit
	TieIslamist  bool // a tied tactical edge goes to the Islamists (23.4)
	HeavyPenalty bool // attacking heavy units fire at -1 (24.7)
	AirPenalty   bool // air units fire at -1 (22.5, 24.7)
	StopsMove    bool // a ground move ends on entering (16.4)
	SOFOnlyAir   bool // only SOF may air assault in or out (19.7)
	Collateral   int  // a heavy or air unit's die at least this does collateral damage (24.4)
}

// Zone is a space in Afghanistan (8.1).
type Zone struct {
	ID, Name string
	Terrain  *Terrain
	Airbase  bool
	Inside   string // the region a city or stronghold sits in, if any
	Adjacent []int  // zone indexes (8.2)
	// Roads are the zones a road runs to from this one, whichever named
	// road of map.txt: the map's roads are one net (8.4, ruling EF-R45).
	Roads []int
}

// IsCity and IsStronghold name the two kinds of zone that score (28.3, 4.2).
func (z *Zone) IsCity() bool       { return z.Terrain.Name == "city" }
func (z *Zone) IsStronghold() bool { return z.Terrain.Name == "stronghold" }

// StagingArea is a Coalition holding display off the map (8.5).
type StagingArea struct {
	ID, Name string
	Capacity int   // air units and ground units each
	Roads    []int // zones linked to it by a road (16.2)
}

// Road is a line of zones a road runs through (8.4); -1-i stands for
// staging area i at an end.
type Road struct {
	Name  string
	Zones []int
}

// Side is who a unit fights for.
type Side uint8

const (
	Coalition Side = iota
	Islamist
)

// Class is what sort of counter a unit is (3.4, 3.5).
type Class uint8

const (
	Ground Class = iota
	Air
	Asset
)

// UnitType is the detail of a counter: what its symbol shows and the
// special rules it carries (10.2, 32.0).
type UnitType struct {
	ID         string
	Name       string
	Side       Side
	Class      Class
	Contingent string // US, NATO, Iran, NA; AQ, Taliban, Pakistani
	Type       string // sof, hq, fob, engineer, leader, hvt, base, ambush, ...; infowar, drone, isr for assets
	Full       int    // combat factor or bombardment rating, full strength
	Reduced    int    // reduced side; -1 for a one-step counter
	EliteFull  bool
	EliteRed   bool
	Heavy      bool
	Airmobile  bool
	Static     bool
	Tags       []string
}

// Steps is 2 for a counter with a reduced side, else 1 (9.2).
func (u *UnitType) Steps() int {
	if u.Reduced >= 0 {
		return 2
	}
	return 1
}

// Has reports a tag from the counter file.
func (u *UnitType) Has(tag string) bool { return slices.Contains(u.Tags, tag) }

// US or NATO: the contingents that mobilize, sustain and are always shown.
func (u *UnitType) USNATO() bool { return u.Contingent == "US" || u.Contingent == "NATO" }

// NA is a Northern Alliance counter.
func (u *UnitType) NA() bool { return u.Contingent == "NA" }

// Event table row (29.0).
type EventRow struct {
	Roll     int
	ID, Name string
}

// NPItem is a line of the NetWar Points table: a fixed number, half a
// point, the unit's combat factor, or a number of dice.
type NPItem struct {
	Key, Text string
	Fixed     int
	Half      bool
	CF        bool
	Dice      int
}

// JihadLevel is a box of the Jihad index track (28.0).
type JihadLevel struct {
	Name  string
	Lower int
}

// Rules is everything the data files say: map, counters, charts.
type Rules struct {
	Zones    []*Zone
	Staging  []*StagingArea
	Roads    []Road
	Terrains map[string]*Terrain
	Units    []*UnitType
	Jihad    [13]JihadLevel // index 1..12
	Location [6][6]int      // zone index by (first die-1, second die-1)
	Events   [13]EventRow   // index 2..12
	NP       map[string]NPItem
	Sections []Section
	zoneByID map[string]int
}

// Section is a numbered section of the rules with our short title.
type Section struct{ Number, Title string }

// ZoneID returns a zone's index by its id, or -1.
func (r *Rules) ZoneID(id string) int {
	if i, ok := r.zoneByID[id]; ok {
		return i
	}
	return -1
}

// UnitID returns a unit's index by its id, or -1.
func (r *Rules) UnitID(id string) int {
	for i, u := range r.Units {
		if u.ID == id {
			return i
		}
	}
	return -1
}

// DefaultRules reads the embedded data files.
func DefaultRules() (*Rules, error) {
	read := func(n string) string {
		b, err := data.Read(n)
		if err != nil {
			panic(err) // embedded: the build guarantees them
		}
		return string(b)
	}
	return ParseRules(read("map.txt"), read("counters.txt"), read("tables.txt"), read("sections.txt"))
}

// MustRules is DefaultRules for callers that cannot go on without them.
func MustRules() *Rules {
	r, err := DefaultRules()
	if err != nil {
		panic(err)
	}
	return r
}

type line struct {
	n       int
	section string
	text    string
}

// lines splits a data file into its meaningful lines with their sections.
func lines(src string) []line {
	var out []line
	sec := ""
	for i, l := range strings.Split(src, "\n") {
		if j := strings.IndexByte(l, '#'); j >= 0 {
			l = l[:j]
		}
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if strings.HasPrefix(l, "[") && strings.HasSuffix(l, "]") {
			sec = l[1 : len(l)-1]
			continue
		}
		out = append(out, line{i + 1, sec, l})
	}
	return out
}

func cols(s string, sep string) []string {
	f := strings.Split(s, sep)
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return f
}

// ParseRules reads the four data files; every mistake is reported with
// its file and line.
func ParseRules(mapTxt, countersTxt, tablesTxt, sectionsTxt string) (*Rules, error) {
	r := &Rules{Terrains: map[string]*Terrain{}, NP: map[string]NPItem{}, zoneByID: map[string]int{}}
	var errs []string
	bad := func(file string, n int, f string, a ...any) {
		errs = append(errs, fmt.Sprintf("%s line %d: %s", file, n, fmt.Sprintf(f, a...)))
	}
	// tables first: the zones need the terrain chart
	var pendingLoc []line
	for _, l := range lines(tablesTxt) {
		c := cols(l.text, "|")
		switch l.section {
		case "terrain":
			if len(c) != 8 {
				bad("tables.txt", l.n, "a terrain line has 8 columns, not %d", len(c))
				continue
			}
			t := &Terrain{Name: c[0], TieIslamist: c[2] == "islamist", HeavyPenalty: c[3] == "yes", AirPenalty: c[4] == "yes", StopsMove: c[5] == "yes", SOFOnlyAir: c[6] == "yes"}
			if c[1] != "-" {
				t.Stacking, _ = strconv.Atoi(c[1])
			}
			t.Collateral, _ = strconv.Atoi(c[7])
			r.Terrains[t.Name] = t
		case "jihad":
			lv, err1 := strconv.Atoi(c[0])
			lo, err2 := strconv.Atoi(c[len(c)-1])
			if len(c) != 3 || err1 != nil || err2 != nil || lv < 1 || lv > 12 {
				bad("tables.txt", l.n, "a Jihad line is level | name | lower number")
				continue
			}
			r.Jihad[lv] = JihadLevel{c[1], lo}
		case "random-location":
			pendingLoc = append(pendingLoc, l)
		case "events":
			roll, err := strconv.Atoi(c[0])
			if len(c) != 3 || err != nil || roll < 2 || roll > 12 {
				bad("tables.txt", l.n, "an event line is roll (2-12) | id | name")
				continue
			}
			r.Events[roll] = EventRow{roll, c[1], c[2]}
		case "np":
			if len(c) != 3 {
				bad("tables.txt", l.n, "an NP line is item | NP | words")
				continue
			}
			it := NPItem{Key: c[0], Text: c[2]}
			switch v := c[1]; {
			case v == "cf":
				it.CF = true
			case v == "half":
				it.Half = true
			case strings.HasSuffix(v, "d6"):
				it.Dice, _ = strconv.Atoi(strings.TrimSuffix(v, "d6"))
			default:
				n, err := strconv.Atoi(v)
				if err != nil {
					bad("tables.txt", l.n, "%q is not a number of NP", v)
				}
				it.Fixed = n
			}
			r.NP[it.Key] = it
		default:
			bad("tables.txt", l.n, "line outside a known section")
		}
	}
	for _, l := range lines(mapTxt) {
		switch l.section {
		case "zones":
			c := cols(l.text, "|")
			if len(c) != 5 {
				bad("map.txt", l.n, "a zone line has 5 columns, not %d", len(c))
				continue
			}
			t := r.Terrains[c[2]]
			if t == nil {
				bad("map.txt", l.n, "unknown terrain %q", c[2])
				continue
			}
			if _, dup := r.zoneByID[c[0]]; dup {
				bad("map.txt", l.n, "zone %q twice", c[0])
			}
			r.zoneByID[c[0]] = len(r.Zones)
			r.Zones = append(r.Zones, &Zone{ID: c[0], Name: c[1], Terrain: t, Airbase: c[3] == "airbase", Inside: strings.Trim(c[4], "-")})
		}
	}
	for _, l := range lines(mapTxt) {
		switch l.section {
		case "adjacent":
			a, rest, ok := strings.Cut(l.text, ":")
			i := r.ZoneID(strings.TrimSpace(a))
			if !ok || i < 0 {
				bad("map.txt", l.n, "an adjacency line is zone: zone, zone")
				continue
			}
			for _, b := range cols(rest, ",") {
				j := r.ZoneID(b)
				if j < 0 || j == i {
					bad("map.txt", l.n, "unknown zone %q", b)
					continue
				}
				if !slices.Contains(r.Zones[i].Adjacent, j) {
					r.Zones[i].Adjacent = append(r.Zones[i].Adjacent, j)
					r.Zones[j].Adjacent = append(r.Zones[j].Adjacent, i)
				}
			}
		case "staging":
			c := cols(l.text, "|")
			n, err := strconv.Atoi(c[len(c)-1])
			if len(c) != 3 || err != nil {
				bad("map.txt", l.n, "a staging line is id | name | capacity")
				continue
			}
			r.Staging = append(r.Staging, &StagingArea{ID: c[0], Name: c[1], Capacity: n})
		}
	}
	stagingID := func(id string) int {
		for i, s := range r.Staging {
			if s.ID == id {
				return i
			}
		}
		return -1
	}
	for _, l := range lines(mapTxt) {
		if l.section != "roads" {
			continue
		}
		name, rest, ok := strings.Cut(l.text, ":")
		if !ok {
			bad("map.txt", l.n, "a road line is name: zone, zone, ...")
			continue
		}
		rd := Road{Name: strings.TrimSpace(name)}
		ids := cols(rest, ",")
		for k, id := range ids {
			if s := stagingID(id); s >= 0 {
				rd.Zones = append(rd.Zones, -1-s)
				continue
			}
			z := r.ZoneID(id)
			if z < 0 {
				bad("map.txt", l.n, "unknown zone %q", id)
				continue
			}
			rd.Zones = append(rd.Zones, z)
			if k > 0 {
				if p := r.ZoneID(ids[k-1]); p >= 0 && !slices.Contains(r.Zones[z].Adjacent, p) {
					bad("map.txt", l.n, "the road runs from %s to %s, which do not touch", ids[k-1], id)
				} else if p >= 0 && !slices.Contains(r.Zones[z].Roads, p) {
					r.Zones[z].Roads = append(r.Zones[z].Roads, p)
					r.Zones[p].Roads = append(r.Zones[p].Roads, z)
				}
			}
		}
		for k, z := range rd.Zones {
			if z >= 0 {
				continue
			}
			for _, d := range []int{k - 1, k + 1} {
				if d >= 0 && d < len(rd.Zones) && rd.Zones[d] >= 0 {
					s := r.Staging[-1-z]
					if !slices.Contains(s.Roads, rd.Zones[d]) {
						s.Roads = append(s.Roads, rd.Zones[d])
					}
				}
			}
		}
		r.Roads = append(r.Roads, rd)
	}
	for _, l := range pendingLoc {
		c := cols(l.text, "|")
		row, err := strconv.Atoi(c[0])
		if len(c) != 2 || err != nil || row < 1 || row > 6 {
			bad("tables.txt", l.n, "a placement line is row (1-6) | six zones")
			continue
		}
		zs := cols(c[1], ",")
		if len(zs) != 6 {
			bad("tables.txt", l.n, "a placement row names six zones, not %d", len(zs))
			continue
		}
		for k, id := range zs {
			z := r.ZoneID(id)
			if z < 0 {
				bad("tables.txt", l.n, "unknown zone %q", id)
			}
			r.Location[row-1][k] = z
		}
	}
	parseCounters(r, countersTxt, func(n int, f string, a ...any) { bad("counters.txt", n, f, a...) })
	for _, l := range lines(sectionsTxt) {
		num, title, ok := strings.Cut(l.text, "|")
		if !ok {
			bad("sections.txt", l.n, "a section line is number | title")
			continue
		}
		r.Sections = append(r.Sections, Section{strings.TrimSpace(num), strings.TrimSpace(title)})
	}
	for lv := 1; lv <= 12; lv++ {
		if r.Jihad[lv].Name == "" {
			errs = append(errs, fmt.Sprintf("tables.txt: Jihad level %d is missing", lv))
		}
	}
	for roll := 2; roll <= 12; roll++ {
		if r.Events[roll].ID == "" {
			errs = append(errs, fmt.Sprintf("tables.txt: event %d is missing", roll))
		}
	}
	for _, k := range npKeys {
		if _, ok := r.NP[k]; !ok {
			errs = append(errs, fmt.Sprintf("tables.txt: NP item %q is missing", k))
		}
	}
	if len(r.Staging) != 3 {
		errs = append(errs, "map.txt: there must be three staging areas (8.5)")
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("the Enduring Freedom data: %s", strings.Join(errs, "; "))
	}
	return r, nil
}

var npKeys = []string{"cost-sof", "cost-ground", "cost-air", "cost-asset", "cost-fob", "cost-irgc", "cost-na",
	"gain-obl", "gain-hvt", "gain-sof", "gain-base", "gain-other", "lose-sof-reduced", "lose-sof-eliminated",
	"lose-ground-reduced", "lose-ground-eliminated", "lose-air-reduced", "lose-air-eliminated", "lose-na-leader",
	"lose-na-other", "lose-collateral", "gain-collateral", "end-kabul", "end-city", "end-stronghold",
	"refit-ground", "refit-air", "edge-boost", "sustain-light", "sustain-heavy"}

func parseCounters(r *Rules, src string, bad func(int, string, ...any)) {
	seen := map[string]bool{}
	for _, l := range lines(src) {
		c := cols(l.text, "|")
		id, count := c[0], 1
		if a, b, ok := strings.Cut(id, " x"); ok {
			n, err := strconv.Atoi(b)
			if err != nil || n < 1 {
				bad(l.n, "%q: write id x3 for three counters", id)
				continue
			}
			id, count = strings.TrimSpace(a), n
		}
		num := func(s string) int {
			if s == "-" {
				return -1
			}
			n, err := strconv.Atoi(s)
			if err != nil {
				bad(l.n, "%q is not a number", s)
			}
			return n
		}
		tags := func(s string) []string {
			if s == "" {
				return nil
			}
			return cols(s, ",")
		}
		var u UnitType
		switch l.section {
		case "coalition":
			if len(c) != 7 {
				bad(l.n, "a coalition line has 7 columns, not %d", len(c))
				continue
			}
			u = UnitType{Name: c[1], Side: Coalition, Class: Ground, Contingent: c[2], Type: c[3], Full: num(c[4]), Reduced: num(c[5]), Tags: tags(c[6])}
		case "air":
			if len(c) != 5 {
				bad(l.n, "an air line has 5 columns, not %d", len(c))
				continue
			}
			u = UnitType{Name: c[1], Side: Coalition, Class: Air, Contingent: c[2], Type: "air", Full: num(c[3]), Reduced: num(c[4])}
		case "asset":
			if len(c) != 4 {
				bad(l.n, "an asset line has 4 columns, not %d", len(c))
				continue
			}
			u = UnitType{Name: c[1], Side: Coalition, Class: Asset, Contingent: "US", Type: c[2], Full: num(c[3]), Reduced: -1}
		case "islamist":
			if len(c) != 6 {
				bad(l.n, "an Islamist line has 6 columns, not %d", len(c))
				continue
			}
			u = UnitType{Name: c[1], Side: Islamist, Class: Ground, Contingent: c[2], Type: c[3], Full: num(c[4]), Reduced: -1, Tags: tags(c[5])}
		case "northern-alliance":
			if len(c) != 5 {
				bad(l.n, "a Northern Alliance line has 5 columns, not %d", len(c))
				continue
			}
			u = UnitType{Name: c[1], Side: Coalition, Class: Ground, Contingent: "NA", Type: c[2], Full: num(c[3]), Reduced: -1, Tags: tags(c[4])}
		default:
			bad(l.n, "line outside a known section")
			continue
		}
		u.EliteFull = u.Has("elite") || u.Has("elite-full")
		u.EliteRed = u.Has("elite")
		u.Heavy = u.Has("heavy") || u.Has("air-defense") // 21.4: air defense fights as heavy
		u.Airmobile = u.Has("airmobile")
		u.Static = u.Has("static")
		if u.Has("leader") {
			u.Type = "leader"
		}
		for k := 1; k <= count; k++ {
			v := u
			v.ID = id
			if count > 1 {
				v.ID = fmt.Sprintf("%s-%d", id, k)
			}
			if seen[v.ID] {
				bad(l.n, "counter id %q twice", v.ID)
			}
			seen[v.ID] = true
			r.Units = append(r.Units, &v)
		}
	}
}
