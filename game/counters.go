package game

import (
	"bufio"
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The counter mix file, assets/data/counters.txt, lists every counter in
// sections headed "[kind]", one piece a line, columns separated by "|".
// The file's own header and docs/components.md describe the format.

// cmColumns names each section's columns, for error messages and for the
// column counts: the first cmMinColumns of them must be present.
var cmColumns = map[Kind][]string{
	KindTeam:      {"id", "name", "firepower", "cost", "noise", "movement", "tags", "fulfills"},
	KindCommander: {"id", "name", "firepower", "cost", "noise", "movement", "tags", "fulfills"},
	KindOfficer:   {"id", "name", "firepower", "cost", "noise", "movement", "tags", "fulfills"},
	KindGear:      {"id", "name", "firepower", "cost", "noise", "movement", "tags", "fulfills"},
	KindBaseCamp:  {"id", "name", "cost", "tags"},
	KindMission:   {"id", "name", "award", "placement hexes", "requires"},
	KindCasualty:  {"id", "name", "firepower", "noise", "movement", "kills"},
	KindEnemy:     {"id", "name", "attack", "movement"},
}

var cmMinColumns = map[Kind]int{
	KindTeam: 6, KindCommander: 6, KindOfficer: 6, KindGear: 6,
	KindBaseCamp: 3, KindMission: 5, KindCasualty: 5, KindEnemy: 4,
}

// MaxPrinted bounds every number in the data files: counters and the
// terrain chart print at most two digits. The bound keeps every sum the
// rules make (path costs, stack values, noise) far from overflowing: a
// path cost that wrapped negative would keep Reachable from finishing.
const MaxPrinted = 99

// cmKnownTags are the tags of pieces.go.
var cmKnownTags = []string{
	TagAirSupport, TagHelicopter, TagPatrolBoat, TagWeapon, TagIndirectFire,
	TagRadio, TagMedKit, TagBoobyTrap, TagOldStock, TagFOB,
}

var (
	cmIDPattern   = regexp.MustCompile(`^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\s+x\s*([0-9]+))?$`)
	cmOrPattern   = regexp.MustCompile(`(?i)\s+or\s+`)
	cmAndPattern  = regexp.MustCompile(`(?i)\s*(?:&|,|\s+and\s+)\s*`)
	cmSepPattern  = regexp.MustCompile(`[,\s]+`)
	cmKindsInText = "[team] [commander] [officer] [base camp] [gear] [mission] [casualties] [enemy]"
)

// ParseCounterMix reads the counter mix file. It checks every line and
// the mix as a whole, and reports every problem, each with its line
// number, in one error.
func ParseCounterMix(src []byte) (*CounterMix, error) {
	p := cmParser{ids: map[string]int{}}
	sc := bufio.NewScanner(bytes.NewReader(trimBOM(src)))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		p.line(n, sc.Text())
	}
	if err := sc.Err(); err != nil {
		p.errorf(0, "%s", scanError(err))
	}
	p.crossCheck()
	if len(p.errs) > 0 {
		return nil, fmt.Errorf("counter mix: %s", strings.Join(p.errs, "; "))
	}
	return &p.mix, nil
}

type cmParser struct {
	mix   CounterMix
	lines []int // the line of each spec in mix.Specs
	kind  Kind  // the current section, 0 before the first
	ids   map[string]int
	errs  []string
	// skip is set in a section with an unknown kind (already reported)
	// and once a line before any section has been reported.
	skip bool
}

func (p *cmParser) errorf(line int, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if line > 0 {
		msg = fmt.Sprintf("line %d: %s", line, msg)
	}
	p.errs = append(p.errs, msg)
}

func (p *cmParser) line(n int, raw string) {
	text := strings.TrimSpace(stripComment(raw))
	if text == "" {
		return
	}
	if strings.HasPrefix(text, "[") {
		if !strings.HasSuffix(text, "]") {
			p.errorf(n, "section header %q: want [kind]", text)
			p.kind = 0
			return
		}
		name := strings.ToLower(strings.TrimSpace(text[1 : len(text)-1]))
		k, ok := KindByName(name)
		if !ok {
			p.errorf(n, "unknown kind %q: the sections are %s", name, cmKindsInText)
		}
		p.kind, p.skip = k, !ok // an unknown section's lines are skipped
		return
	}
	if p.kind == 0 {
		if !p.skip {
			p.errorf(n, "a piece before the first [kind] section: the sections are %s", cmKindsInText)
			p.skip = true
		}
		return
	}
	f := splitBars(text)
	cols := cmColumns[p.kind]
	if len(f) < cmMinColumns[p.kind] || len(f) > len(cols) {
		p.errorf(n, "a %s line has %d columns, want %q", p.kind, len(f), strings.Join(cols[:cmMinColumns[p.kind]], " | "))
		return
	}
	for len(f) < len(cols) {
		f = append(f, "")
	}
	m := cmIDPattern.FindStringSubmatch(f[0])
	if m == nil {
		p.errorf(n, "id %q: want letters, digits and - without spaces, optionally followed by a count like \"x3\"", f[0])
		return
	}
	count := 1
	if m[2] != "" {
		c, err := strconv.Atoi(m[2])
		if err != nil || c < 1 || c > 99 {
			p.errorf(n, "id %q: the count must be from x1 to x99", f[0])
			return
		}
		count = c
	}
	sp := Spec{Name: f[1], Kind: p.kind}
	if sp.Name == "" {
		p.errorf(n, "%s has no name", m[1])
	}
	errsBefore := len(p.errs)
	switch p.kind {
	case KindTeam, KindCommander, KindOfficer, KindGear:
		p.gearLike(n, &sp, f)
	case KindBaseCamp:
		sp.Cost = p.number(n, "cost", f[2])
		sp.Tags = p.tags(n, f[3])
	case KindMission:
		p.mission(n, &sp, f)
	case KindCasualty:
		p.casualty(n, &sp, f)
	case KindEnemy:
		p.enemy(n, &sp, f)
	}
	if sp.Cost < 0 {
		p.errorf(n, "%s: a cost cannot be negative", sp.Name)
	}
	p.checkTags(n, &sp)
	if len(p.errs) > errsBefore {
		return
	}
	for i := 1; i <= count; i++ {
		id := m[1]
		if m[2] != "" {
			id = fmt.Sprintf("%s-%d", m[1], i)
		}
		if first, dup := p.ids[id]; dup {
			p.errorf(n, "duplicate id %q (first used on line %d)", id, first)
			continue
		}
		p.ids[id] = n
		s := sp
		s.ID = id
		s.Tags = slices.Clone(sp.Tags)
		s.Fulfills = slices.Clone(sp.Fulfills)
		s.Requires = cloneRequires(sp.Requires)
		p.mix.Specs = append(p.mix.Specs, s)
		p.lines = append(p.lines, n)
	}
}

func cloneRequires(r [][]string) [][]string {
	if r == nil {
		return nil
	}
	out := make([][]string, len(r))
	for i := range r {
		out[i] = slices.Clone(r[i])
	}
	return out
}

// number reads a whole number, signed or not; "−" (the printed minus
// sign) counts as "-".
func (p *cmParser) number(n int, what, s string) int {
	s = strings.ReplaceAll(s, "−", "-")
	if s == "" {
		p.errorf(n, "%s is missing", what)
		return 0
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		p.errorf(n, "%s %q is not a whole number", what, s)
		return 0
	}
	if v < -MaxPrinted || v > MaxPrinted {
		// bounded, as the terrain chart is, so that no sum of printed
		// values can overflow
		p.errorf(n, "%s %d is out of range: a counter prints at most two digits, -%d to %d", what, v, MaxPrinted, MaxPrinted)
		return 0
	}
	return v
}

// movement reads a movement value (10.2): "4", "+6", "+4 black", "-2",
// "-0".
func cmParseMove(s string) (MoveType, int, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	bad := fmt.Errorf("movement %q: want a whole number up to %d (\"4\"), a plus value (\"+6\" or \"+4 black\") or a minus value (\"-2\", \"-0\")", s, MaxPrinted)
	f := strings.Fields(s)
	black := false
	switch {
	case len(f) == 2 && strings.EqualFold(f[1], "black"):
		black = true
	case len(f) != 1:
		return MoveNone, 0, bad
	}
	v := f[0]
	t := MoveStandard
	switch v[0] {
	case '+':
		t, v = MovePlus, v[1:]
		if black {
			t = MovePlusBlack
		}
	case '-':
		t, v = MoveMinus, v[1:]
	}
	if black && t != MovePlusBlack {
		return MoveNone, 0, fmt.Errorf("movement %q: only a plus value can be printed black", s)
	}
	if v == "" || strings.Trim(v, "0123456789") != "" {
		return MoveNone, 0, bad
	}
	n, err := strconv.Atoi(v)
	if err != nil || n > MaxPrinted {
		return MoveNone, 0, bad
	}
	return t, n, nil
}

func (p *cmParser) movement(n int, sp *Spec, s string) {
	t, v, err := cmParseMove(s)
	if err != nil {
		p.errorf(n, "%s: %v", sp.Name, err)
		return
	}
	sp.MoveType, sp.Move = t, v
}

func (p *cmParser) tags(n int, s string) []string {
	var out []string
	for _, t := range cmSepPattern.Split(strings.TrimSpace(s), -1) {
		if t == "" {
			continue
		}
		if !slices.Contains(cmKnownTags, t) {
			p.errorf(n, "unknown tag %q: the tags are %s", t, strings.Join(cmKnownTags, ", "))
			continue
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

func cmNames(s string) []string {
	var out []string
	for _, name := range strings.Split(s, ",") {
		if name = strings.TrimSpace(name); name != "" {
			out = append(out, name)
		}
	}
	return out
}

// gearLike reads teams, leaders and gear: the four printed values of 2.4.
func (p *cmParser) gearLike(n int, sp *Spec, f []string) {
	sp.Firepower = p.number(n, "firepower", f[2])
	sp.Cost = p.number(n, "cost", f[3])
	sp.Noise = p.number(n, "noise", f[4])
	p.movement(n, sp, f[5])
	sp.Tags = p.tags(n, f[6])
	sp.Fulfills = cmNames(f[7])
	if sp.MoveType == MoveNone {
		return // already reported
	}
	switch sp.Kind {
	case KindTeam:
		if sp.MoveType != MoveStandard {
			p.errorf(n, "%s: a team's movement is a plain whole number like 4 (10.2a)", sp.Name)
		}
	case KindCommander, KindOfficer:
		if !sp.IsPlus() {
			p.errorf(n, "%s: a leader is a plus-type piece, like \"+4 black\" (12.6)", sp.Name)
		}
		if sp.Noise != 1 {
			p.errorf(n, "%s: a leader's noise is +1 (12.0), so it hauls one piece (9.1)", sp.Name)
		}
	case KindGear:
		if sp.MoveType == MoveStandard {
			p.errorf(n, "%s: standard movement is for teams only (10.2a): write \"+%d\" or \"-%d\"", sp.Name, sp.Move, sp.Move)
		}
	}
	if len(sp.Fulfills) > 0 && sp.Kind != KindGear {
		p.errorf(n, "%s: only weapons and equipment can fulfil a mission requirement", sp.Name)
	}
}

func (p *cmParser) mission(n int, sp *Spec, f []string) {
	sp.Firepower = p.number(n, "award", f[2])
	if sp.Firepower < 0 {
		p.errorf(n, "%s: a PP award cannot be negative", sp.Name)
	}
	hexes := strings.Fields(f[3])
	if len(hexes) != 3 {
		p.errorf(n, "%s: want three placement hexes (die rolls 1-2, 3-4, 5-6), got %d", sp.Name, len(hexes))
	}
	for i, s := range hexes {
		h, err := ParseHex(s)
		if err != nil {
			p.errorf(n, "%s: placement %v", sp.Name, err)
			continue
		}
		if i < 3 {
			sp.Placement[i] = h
		}
	}
	req := strings.TrimSpace(f[4])
	switch {
	case req == "":
		p.errorf(n, "%s: requirements are empty: write \"None\" if the mission needs nothing", sp.Name)
	case strings.EqualFold(req, "none"):
	default:
		for _, alt := range cmOrPattern.Split(req, -1) {
			var all []string
			for _, name := range cmAndPattern.Split(strings.TrimSpace(alt), -1) {
				if name == "" {
					p.errorf(n, "%s: requirement %q has an empty name", sp.Name, req)
					continue
				}
				all = append(all, name)
			}
			if len(all) > 0 {
				sp.Requires = append(sp.Requires, all)
			}
		}
	}
}

func (p *cmParser) casualty(n int, sp *Spec, f []string) {
	sp.FirepowerMod = p.number(n, "firepower", f[2])
	sp.NoiseMod = p.number(n, "noise", f[3])
	sp.MoveMod = p.number(n, "movement", f[4])
	switch k := strings.ToLower(strings.TrimSpace(f[5])); k {
	case "":
	case "commander":
		sp.Kills = KindCommander
	case "officer":
		sp.Kills = KindOfficer
	default:
		p.errorf(n, "%s: kills %q: want \"commander\", \"officer\" or nothing (13.1)", sp.Name, f[5])
	}
	if sp.Kills != 0 && (sp.FirepowerMod != 0 || sp.NoiseMod != 0 || sp.MoveMod != 0) {
		p.errorf(n, "%s: a Killed marker has no effect on the team (13.0 step 7): its modifiers must be 0", sp.Name)
	}
	if sp.FirepowerMod > 0 || sp.MoveMod > 0 || sp.NoiseMod < 0 {
		p.errorf(n, "%s: a casualties marker imposes reductions (13.1): firepower and movement 0 or less, noise 0 or more", sp.Name)
	}
}

func (p *cmParser) enemy(n int, sp *Spec, f []string) {
	sp.Firepower = p.number(n, "attack", f[2])
	if sp.Firepower < 0 {
		p.errorf(n, "%s: an attack value cannot be negative", sp.Name)
	}
	p.movement(n, sp, f[3])
	if sp.MoveType != MoveNone && sp.MoveType != MoveStandard {
		p.errorf(n, "%s: an enemy unit's movement is a plain whole number, 0 for a static unit (10.2d, 10.6)", sp.Name)
	}
}

// checkTags checks the tags that say something the printed values must
// agree with.
func (p *cmParser) checkTags(n int, sp *Spec) {
	if len(sp.Tags) == 0 && sp.Kind != KindGear {
		return
	}
	if sp.Kind != KindGear {
		for _, t := range sp.Tags {
			if t != TagFOB || sp.Kind != KindBaseCamp {
				p.errorf(n, "%s: tag %q is for weapons and equipment only", sp.Name, t)
			}
		}
		return
	}
	if slices.Contains(sp.Tags, TagFOB) {
		p.errorf(n, "%s: tag %q is for base camps only", sp.Name, TagFOB)
	}
	air := sp.Has(TagWeapon) && sp.Noise == 10 && sp.MoveType == MoveMinus && sp.Move == 0
	switch {
	case sp.Has(TagAirSupport) && !air:
		p.errorf(n, "%s: air support is a weapon printed with noise +10 and movement -0 (14.0)", sp.Name)
	case !sp.Has(TagAirSupport) && air:
		p.errorf(n, "%s: a weapon with noise +10 and movement -0 is air support (14.0): tag it %s", sp.Name, TagAirSupport)
	}
	if sp.Has(TagPatrolBoat) && !sp.IsPlus() {
		p.errorf(n, "%s: a patrol boat or raft moves teams on rivers, so it is a plus-type piece (11.1)", sp.Name)
	}
	if sp.Has(TagIndirectFire) && !sp.Has(TagWeapon) {
		p.errorf(n, "%s: indirect fire (18.1) is a weapon: tag it %s too", sp.Name, TagWeapon)
	}
}

// crossCheck checks what needs the whole file: names that requirements
// and fulfils refer to, and the pieces a game cannot do without.
func (p *cmParser) crossCheck() {
	gear := map[string]bool{}
	for _, sp := range p.mix.Specs {
		if sp.Kind == KindGear {
			gear[sp.Name] = true
		}
	}
	fulfilled := map[string]bool{}
	for i, sp := range p.mix.Specs {
		for _, f := range sp.Fulfills {
			if !gear[f] {
				p.errorf(p.lines[i], "%s: fulfills %q, which is no weapon or equipment in the mix", sp.Name, f)
				continue
			}
			fulfilled[f] = true
		}
	}
	reported := map[string]bool{}
	for i, sp := range p.mix.Specs {
		for _, alt := range sp.Requires {
			for _, name := range alt {
				key := fmt.Sprint(p.lines[i], name)
				if !gear[name] && !fulfilled[name] && !reported[key] {
					reported[key] = true
					p.errorf(p.lines[i], "%s: requires %q, which is no weapon or equipment in the mix", sp.Name, name)
				}
			}
		}
	}
	count := map[Kind]int{}
	free := map[Kind]int{}
	for _, sp := range p.mix.Specs {
		count[sp.Kind]++
		if sp.Cost == 0 {
			free[sp.Kind]++
		}
	}
	switch {
	case count[KindTeam] == 0:
		p.errorf(0, "there is no [team]: the game needs at least one Special Forces team")
	case free[KindTeam] == 0:
		p.errorf(0, "no team costs 0: the free set-up teams (3.2) are missing")
	}
	switch {
	case count[KindBaseCamp] == 0:
		p.errorf(0, "there is no [base camp] (3.1)")
	case free[KindBaseCamp] == 0:
		p.errorf(0, "no base camp costs 0: the game starts with one placed free (3.1)")
	}
	if count[KindMission] == 0 {
		p.errorf(0, "there is no [mission]: the game is about mission objectives (7.0)")
	}
	if count[KindCasualty] == 0 {
		p.errorf(0, "there is no [casualties] marker (13.1)")
	}
	if count[KindEnemy] < 3 {
		p.errorf(0, "there are %d enemy units: two mark the PP track (3.6) and at least one must be left to draw", count[KindEnemy])
	}
}

// ByID finds a spec by its id.
func (m *CounterMix) ByID(id string) (*Spec, bool) {
	for i := range m.Specs {
		if m.Specs[i].ID == id {
			return &m.Specs[i], true
		}
	}
	return nil, false
}

// OfKind lists the specs of one kind, in file order.
func (m *CounterMix) OfKind(k Kind) []*Spec {
	var out []*Spec
	for i := range m.Specs {
		if m.Specs[i].Kind == k {
			out = append(out, &m.Specs[i])
		}
	}
	return out
}
