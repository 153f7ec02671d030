package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"kandahar/kvtext"
)

// Scenario files (assets/scenarios/*.scenario, docs/scenarios.md) are
// text, one "key: value" a line:
//
//	# comments run from "#" to the end of the line
//	name: Short campaign
//	description: |
//	  Indented lines after "|" are one block of text,
//	  blank lines included.
//	pp: 80
//	seed: 4242
//	options: misadventure, weapon-characteristics
//	missions: cia-agent scout-1 scout-2
//	dice: 4 d6:3 d10:10
//	piece: m249 at 1213 on a-team-1
//
// missions, dice, piece and description may be given on several lines;
// they add up. ParseScenario checks the syntax and the ranges;
// ValidateScenario (or LoadScenario, which does both with line numbers)
// checks the ids and hexes against the rules.

// ScenarioFormat is the format version a scenario file may declare with
// "format: 1"; files without the key are read as this version.
const ScenarioFormat = 1

// ScenarioFile is a scenario file read whole: the Scenario, and what the
// file says beyond it.
type ScenarioFile struct {
	Scenario *Scenario
	// Seed, when HasSeed, is the seed the scenario is always played with:
	// a tutorial fixes its blind draws (missions, enemy units) this way,
	// as its Dice fix the rolls.
	Seed    uint64
	HasSeed bool
}

// Problem is one thing wrong with a scenario file, at a line (and a
// column where it helps; 0 when not known): the reader's own kind, so a
// line the reader could not read and a value the rules refuse read alike.
type Problem = kvtext.Problem

// ScenarioError lists every problem found in a scenario, in file order.
type ScenarioError struct {
	Problems []Problem
}

func (e *ScenarioError) Error() string {
	if len(e.Problems) == 1 {
		return "scenario: " + e.Problems[0].String()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "scenario: %d problems:", len(e.Problems))
	for _, p := range e.Problems {
		b.WriteString("\n  ")
		b.WriteString(p.String())
	}
	return b.String()
}

// MaxScenarioSize is the largest scenario file read: the shipped ones
// are under 4 KB, and one at every limit below (10,000 dice, 1,000
// pieces, 64 KB of description) under 200 KB.
const MaxScenarioSize = 1 << 20

func scTooLarge(src []byte) error {
	return &ScenarioError{Problems: []Problem{{Msg: fmt.Sprintf("the file holds %d KB; a scenario file is at most %d KB", len(src)>>10, MaxScenarioSize>>10)}}}
}

// Limits that keep a hostile file from asking for absurd amounts.
const (
	scMaxDice   = 10000
	scMaxPieces = 1000
	scMaxText   = 64 << 10
	scMaxPP     = 9999
	// scMaxProblems is the most problems an error lists
	scMaxProblems = 200
)

// scKeys are the keys of a scenario file, with what each takes.
var scKeys = map[string]string{
	"format":      "the file format version, 1",
	"name":        "the scenario's name",
	"description": "a line of text, or \"|\" and an indented block",
	"pp":          "the purchase points to start with (6.2)",
	"seed":        "a whole number: the game's seed",
	"options":     "optional rules: new-old-stock, misadventure, weapon-characteristics, or none",
	"missions":    "mission ids for the cup",
	"dice":        "scripted rolls: 1 to 10, or d6:N / d10:N",
	"piece":       "ID at HEX [on CARRIER]",
}

var scOptionNames = map[string]string{
	"new-old-stock": "16", "old-stock": "16", "16": "16", "16.0": "16",
	"misadventure": "17", "17": "17", "17.0": "17",
	"weapon-characteristics": "18", "weapons": "18", "18": "18", "18.0": "18",
}

// scPos remembers where each entry of a scenario came from, so the
// checks against the rules can name the line.
type scPos struct {
	name     Problem
	missions []Problem // Line and Col of each mission id
	pieces   []scPiecePos
	pp       Problem
	dice     []Problem
}

type scPiecePos struct{ id, hex, carrier Problem }

// ParseScenario reads a scenario file. It reports every problem at once,
// each with its line, in a *ScenarioError; it never panics. The ids are
// not checked against the counter mix: see ValidateScenario and
// LoadScenario.
func ParseScenario(src []byte) (*Scenario, error) {
	f, err := ParseScenarioFile(src)
	if err != nil {
		return nil, err
	}
	return f.Scenario, nil
}

// ParseScenarioFile is ParseScenario keeping what the file says beyond
// the Scenario (its seed).
func ParseScenarioFile(src []byte) (*ScenarioFile, error) {
	if len(src) > MaxScenarioSize {
		return nil, scTooLarge(src)
	}
	f, _, probs := parseScenario(src)
	if len(probs) > 0 {
		return nil, &ScenarioError{Problems: probs}
	}
	return f, nil
}

// LoadScenario reads a scenario file and checks it against the rules,
// reporting every problem of either kind with its line.
func LoadScenario(src []byte, r *Rules) (*ScenarioFile, error) {
	if len(src) > MaxScenarioSize {
		return nil, scTooLarge(src)
	}
	f, pos, probs := parseScenario(src)
	if f != nil && f.Scenario != nil {
		// what did parse is checked against the rules too, so that every
		// problem of the file shows at once, not in rounds
		had := make(map[Problem]bool, len(probs))
		for _, p := range probs {
			had[p] = true
		}
		for _, p := range validateScenario(f.Scenario, r, pos, len(probs) == 0) {
			if !had[p] {
				had[p] = true
				probs = append(probs, p)
			}
		}
	}
	if len(probs) > 0 {
		slices.SortStableFunc(probs, func(a, b Problem) int {
			if a.Line != b.Line {
				return a.Line - b.Line
			}
			return a.Col - b.Col
		})
		if len(probs) > scMaxProblems {
			probs = append(probs[:scMaxProblems], Problem{Msg: fmt.Sprintf("%d more problems are not listed", len(probs)-scMaxProblems)})
		}
		return nil, &ScenarioError{Problems: probs}
	}
	return f, nil
}

// ValidateScenario checks a scenario against the rules: every mission and
// piece id is in the counter mix and of a kind that may be used so, every
// hex on the map, every carrier placed in the same hex and able to haul,
// the dice from 1 to 10. It reports every problem at once, naming each
// entry by its number (LoadScenario names lines instead).
func ValidateScenario(sc *Scenario, r *Rules) error {
	if probs := validateScenario(sc, r, nil, true); len(probs) > 0 {
		return &ScenarioError{Problems: probs}
	}
	return nil
}

type scParser struct {
	f     ScenarioFile
	pos   scPos
	probs []Problem
	seen  map[string]int // line of each single-valued key
	// mission is the index of each mission id listed so far: a lookup per
	// id keeps a file of many ids linear
	mission map[string]int
}

func (p *scParser) errorf(line, col int, format string, args ...any) {
	if len(p.probs) >= 200 {
		if len(p.probs) == 200 {
			p.probs = append(p.probs, Problem{Line: line, Msg: "too many problems; the rest are not listed"})
		}
		return
	}
	p.probs = append(p.probs, Problem{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)})
}

// scToken is a word of a value and the column it starts at.
type scToken struct {
	text string
	col  int
}

// scTokens splits a value into words at spaces and commas; col0 is the
// column of the value's first byte.
func scTokens(s string, col0 int) []scToken {
	var out []scToken
	start := -1
	col := col0
	startCol := 0
	for i, r := range s {
		sep := r == ',' || unicode.IsSpace(r)
		if sep && start >= 0 {
			out = append(out, scToken{s[start:i], startCol})
			start = -1
		} else if !sep && start < 0 {
			start, startCol = i, col
		}
		col++
	}
	if start >= 0 {
		out = append(out, scToken{s[start:], startCol})
	}
	return out
}

func parseScenario(src []byte) (*ScenarioFile, *scPos, []Problem) {
	if t := bytes.TrimLeft(src, " \t\r\n\xef\xbb\xbf"); len(t) > 0 && t[0] == '{' {
		return parseScenarioJSON(src)
	}
	p := &scParser{seen: map[string]int{}, mission: map[string]int{}}
	p.f.Scenario = &Scenario{}
	sc := p.f.Scenario
	entries, probs := kvtext.Parse(src)
	for _, q := range probs {
		p.errorf(q.Line, q.Col, "%s", q.Msg)
	}
	var desc []string
	for _, e := range entries {
		n, valCol, value := e.Line, e.Col, e.Value
		key := strings.ToLower(e.Key)
		if _, ok := scKeys[key]; !ok {
			msg := fmt.Sprintf("unknown key %q", clipText(key))
			if s := nearestKey(key); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			}
			p.errorf(n, 1, "%s; the keys are %s", msg, scKeyList())
			continue
		}
		switch key {
		case "format", "name", "pp", "seed", "options":
			if first, ok := p.seen[key]; ok {
				p.errorf(n, 1, "%s is given twice (first on line %d)", key, first)
				continue
			}
			p.seen[key] = n
		}
		if e.Block && key != "description" {
			p.errorf(n, valCol, "%s takes its value on its line; only description takes a \"|\" block", key)
			continue
		}
		if value == "" && key != "description" {
			p.errorf(n, valCol, "%s has no value: it takes %s", key, scKeys[key])
			continue
		}
		switch key {
		case "format":
			v, err := strconv.Atoi(value)
			switch {
			case err != nil || v < 1:
				p.errorf(n, valCol, "format %q: want a version number, 1", clipText(value))
			case v > ScenarioFormat:
				p.errorf(n, valCol, "written for a newer version of Kandahar (scenario format %d); this version reads format %d", v, ScenarioFormat)
			}
		case "name":
			if len(value) > 200 {
				p.errorf(n, valCol, "the name is %d characters long: at most 200", len(value))
			}
			sc.Name = value
			p.pos.name = Problem{Line: n, Col: valCol}
		case "description":
			desc = append(desc, value)
		case "pp":
			v, err := strconv.Atoi(value)
			if err != nil || v < 1 || v > scMaxPP {
				p.errorf(n, valCol, "pp %q: want a whole number of purchase points from 1 to %d", clipText(value), scMaxPP)
				continue
			}
			sc.StartPP = v
			p.pos.pp = Problem{Line: n, Col: valCol}
		case "seed":
			v, err := strconv.ParseUint(value, 10, 64)
			if err != nil {
				p.errorf(n, valCol, "seed %q: want a whole number from 0 to 18446744073709551615", clipText(value))
				continue
			}
			p.f.Seed, p.f.HasSeed = v, true
		case "options":
			p.options(n, value, valCol)
		case "missions":
			for _, t := range scTokens(value, valCol) {
				if !scIDOK(t.text) {
					p.errorf(n, t.col, "mission id %q: ids are letters, digits, \".\", \"_\" and \"-\"", clipText(t.text))
					continue
				}
				if j, ok := p.mission[t.text]; ok {
					p.errorf(n, t.col, "mission %q is listed twice (first on line %d)", clipText(t.text), p.pos.missions[j].Line)
					continue
				}
				p.mission[t.text] = len(sc.Missions)
				sc.Missions = append(sc.Missions, t.text)
				p.pos.missions = append(p.pos.missions, Problem{Line: n, Col: t.col})
			}
		case "dice":
			p.dice(n, value, valCol)
		case "piece":
			p.piece(n, value, valCol)
		}
	}
	if len(desc) > 0 {
		sc.Description = strings.TrimSpace(strings.Join(desc, "\n"))
		if len(sc.Description) > scMaxText {
			p.errorf(0, 0, "the description is %d bytes long: at most %d", len(sc.Description), scMaxText)
		}
	}
	if _, ok := p.seen["name"]; !ok && len(p.probs) == 0 {
		p.errorf(0, 0, "the file has no \"name:\" line; every scenario needs a name")
	}
	// the reader's problems came first: all in file order
	slices.SortStableFunc(p.probs, func(a, b Problem) int { return a.Line - b.Line })
	return &p.f, &p.pos, p.probs
}

// parseScenarioJSON reads the JSON form of a Scenario (as saves embed it
// and as the first scenario files were written).
func parseScenarioJSON(src []byte) (*ScenarioFile, *scPos, []Problem) {
	var sc Scenario
	d := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))))
	d.DisallowUnknownFields()
	err := d.Decode(&sc)
	if err == nil && d.More() {
		err = errors.New("more text after the scenario object")
	}
	if err != nil {
		var at Problem
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			at = jsonAt(src, se.Offset-1)
		case errors.As(err, &te):
			at = jsonAt(src, te.Offset-1)
		}
		return nil, nil, []Problem{{Line: at.Line, Col: at.Col, Msg: "JSON scenario: " + strings.TrimPrefix(err.Error(), "json: ")}}
	}
	if len(sc.Dice) > scMaxDice || len(sc.Pieces) > scMaxPieces || len(sc.Missions) > scMaxPieces || len(sc.Description) > scMaxText {
		// nothing is checked entry by entry: the problems alone would be
		// too many to read
		return nil, nil, []Problem{{Msg: fmt.Sprintf("the scenario is too large: at most %d dice, %d pieces and missions, %d bytes of text", scMaxDice, scMaxPieces, scMaxText)}}
	}
	pos, probs := scanScenarioJSON(bytes.TrimPrefix(src, []byte("\xef\xbb\xbf")))
	if strings.TrimSpace(sc.Name) == "" {
		probs = append(probs, Problem{Line: pos.name.Line, Col: pos.name.Col, Msg: "the scenario has no Name"})
	}
	for i, v := range sc.Dice {
		if v < 1 || v > 10 {
			at := scAt(pos.dice, i)
			probs = append(probs, Problem{Line: at.Line, Col: at.Col, Msg: fmt.Sprintf("die %d is %d: a die shows 1 to 10", i+1, v)})
		}
	}
	if sc.StartPP < 0 || sc.StartPP > scMaxPP {
		probs = append(probs, Problem{Line: pos.pp.Line, Col: pos.pp.Col, Msg: fmt.Sprintf("StartPP %d: from 1 to %d, or 0 for the rulebook's %d", sc.StartPP, scMaxPP, StartPP)})
	}
	return &ScenarioFile{Scenario: &sc}, pos, probs
}

func (p *scParser) options(n int, value string, col int) {
	sc := p.f.Scenario
	toks := scTokens(value, col)
	for _, t := range toks {
		name := strings.ToLower(t.text)
		if name == "none" {
			if len(toks) > 1 {
				p.errorf(n, t.col, "options: \"none\" cannot be given with other options")
			}
			continue
		}
		switch scOptionNames[name] {
		case "16":
			sc.Options.NewOldStock = true
		case "17":
			sc.Options.Misadventure = true
		case "18":
			sc.Options.WeaponCharacteristics = true
		default:
			p.errorf(n, t.col, "unknown option %q: the optional rules are new-old-stock (16.0), misadventure (17.0) and weapon-characteristics (18.0), or none", clipText(t.text))
		}
	}
}

func (p *scParser) dice(n int, value string, col int) {
	sc := p.f.Scenario
	for _, t := range scTokens(value, col) {
		text, sides := strings.ToLower(t.text), 10
		switch {
		case strings.HasPrefix(text, "d6:"):
			text, sides = text[3:], 6
		case strings.HasPrefix(text, "d10:"):
			text, sides = text[4:], 10
		case strings.Contains(text, ":"):
			p.errorf(n, t.col, "die %q: the game rolls only d6 and d10: write d6:N or d10:N", clipText(t.text))
			continue
		}
		v, err := strconv.Atoi(text)
		switch {
		case err != nil:
			p.errorf(n, t.col, "die %q is not a number", clipText(t.text))
			continue
		case v == 0 && sides == 10:
			p.errorf(n, t.col, "die %q: the d10's face printed 0 counts as 10 (2.1): write 10", t.text)
			continue
		case v < 1 || v > sides:
			if sides == 6 && strings.HasPrefix(strings.ToLower(t.text), "d6:") {
				p.errorf(n, t.col, "die %q is out of range: a d6 shows 1 to 6", clipText(t.text))
			} else {
				p.errorf(n, t.col, "die %q is out of range: a die shows 1 to 10 (1 to 6 on a d6)", clipText(t.text))
			}
			continue
		}
		if len(sc.Dice) >= scMaxDice {
			p.errorf(n, t.col, "more than %d scripted dice", scMaxDice)
			return
		}
		sc.Dice = append(sc.Dice, v)
		p.pos.dice = append(p.pos.dice, Problem{Line: n, Col: t.col})
	}
}

// piece reads "ID [at] HEX [on CARRIER]".
func (p *scParser) piece(n int, value string, col int) {
	sc := p.f.Scenario
	toks := scTokens(value, col)
	want := "want \"piece: ID at HEX\" or \"piece: ID at HEX on CARRIER\", like \"piece: m249 at 1213 on a-team-1\""
	if len(toks) > 1 && strings.EqualFold(toks[1].text, "at") {
		toks = slices.Delete(toks, 1, 2)
	}
	if len(toks) != 2 && len(toks) != 4 {
		p.errorf(n, col, "%s", want)
		return
	}
	if len(toks) == 4 && !strings.EqualFold(toks[2].text, "on") {
		p.errorf(n, toks[2].col, "%q: %s", clipText(toks[2].text), want)
		return
	}
	if len(sc.Pieces) >= scMaxPieces {
		p.errorf(n, col, "more than %d pre-placed pieces", scMaxPieces)
		return
	}
	ok := true
	if !scIDOK(toks[0].text) {
		p.errorf(n, toks[0].col, "piece id %q: ids are letters, digits, \".\", \"_\" and \"-\"", clipText(toks[0].text))
		ok = false
	}
	h, err := ParseHex(toks[1].text)
	if err != nil {
		p.errorf(n, toks[1].col, "%v", scHexErr(toks[1].text, err))
		ok = false
	}
	sp := ScenarioPiece{ID: toks[0].text, Hex: h}
	pos := scPiecePos{id: Problem{Line: n, Col: toks[0].col}, hex: Problem{Line: n, Col: toks[1].col}}
	if len(toks) == 4 {
		sp.Carrier = toks[3].text
		pos.carrier = Problem{Line: n, Col: toks[3].col}
		if !scIDOK(sp.Carrier) {
			p.errorf(n, toks[3].col, "carrier id %q: ids are letters, digits, \".\", \"_\" and \"-\"", clipText(sp.Carrier))
			ok = false
		} else if sp.Carrier == sp.ID {
			p.errorf(n, toks[3].col, "%s cannot carry itself", clipText(sp.ID))
			ok = false
		}
	}
	for j, q := range sc.Pieces {
		if q.ID == sp.ID {
			p.errorf(n, toks[0].col, "piece %q is placed twice (first on line %d)", clipText(sp.ID), p.pos.pieces[j].id.Line)
			ok = false
			break
		}
	}
	if ok {
		sc.Pieces = append(sc.Pieces, sp)
		p.pos.pieces = append(p.pos.pieces, pos)
	}
}

func scHexErr(s string, err error) error {
	if len(s) > 40 {
		return fmt.Errorf("hex id %q: want four digits, column then row, like 0902", clipText(s))
	}
	return err
}

func scIDOK(s string) bool {
	if s == "" || len(s) > 100 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return false
		}
	}
	return true
}

func scKeyList() string {
	return "format, name, description, pp, seed, options, missions, dice and piece"
}

// nearestKey is the known key closest to a misspelt one, if close enough.
func nearestKey(k string) string {
	best, bestD := "", 3
	for known := range scKeys {
		if d := editDistance(k, known); d < bestD || d == bestD && known < best {
			best, bestD = known, d
		}
	}
	if bestD > 2 || len(k) > 40 {
		return ""
	}
	return best
}

func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 99
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func clipText(s string) string {
	if len(s) <= 60 {
		return s
	}
	cut := 57
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

// validateScenario checks a scenario against the rules. pos, when known,
// gives each entry's line.
func validateScenario(sc *Scenario, r *Rules, pos *scPos, setUp bool) (probs []Problem) {
	at := func(pr func(*scPos) Problem) Problem {
		if pos == nil {
			return Problem{}
		}
		return pr(pos)
	}
	add := func(where Problem, format string, args ...any) {
		probs = append(probs, Problem{Line: where.Line, Col: where.Col, Msg: fmt.Sprintf(format, args...)})
	}
	if sc == nil {
		return []Problem{{Msg: "no scenario"}}
	}
	if r == nil || r.Mix == nil || r.Board == nil {
		return []Problem{{Msg: "no rules to check the scenario against"}}
	}
	if strings.TrimSpace(sc.Name) == "" {
		add(Problem{}, "the scenario has no name")
	}
	// the limits of a scenario file hold wherever a scenario comes from (a
	// save embeds one): nothing is built from an oversized list
	if len(sc.Dice) > scMaxDice || len(sc.Pieces) > scMaxPieces || len(sc.Missions) > scMaxPieces || len(sc.Description) > scMaxText || len(sc.Name) > scMaxText {
		add(Problem{}, "the scenario is too large: at most %d dice, %d pieces and missions, %d bytes of text", scMaxDice, scMaxPieces, scMaxText)
		return probs
	}
	if sc.StartPP < 0 || sc.StartPP > scMaxPP {
		add(at(func(p *scPos) Problem { return p.pp }), "start PP %d: from 1 to %d, or 0 for the rulebook's %d", sc.StartPP, scMaxPP, StartPP)
	}
	for i, d := range sc.Dice {
		if d < 1 || d > 10 {
			w := at(func(p *scPos) Problem { return scAt(p.dice, i) })
			add(w, "die %d is %d: a die shows 1 to 10", i+1, d)
		}
	}
	entry := func(i int, what string, w Problem) string {
		if w.Line > 0 {
			return what
		}
		return fmt.Sprintf("%s (entry %d)", what, i+1)
	}
	seenMission := map[string]bool{}
	for i, m := range sc.Missions {
		w := at(func(p *scPos) Problem { return scAt(p.missions, i) })
		sp, ok := r.Mix.ByID(m)
		switch {
		case seenMission[m]:
			add(w, "%s is listed twice", entry(i, fmt.Sprintf("mission %q", clipText(m)), w))
		case !ok:
			add(w, "%s is not in the counter mix%s", entry(i, fmt.Sprintf("mission %q", clipText(m)), w), suggestID(r.Mix, m, KindMission))
		case sp.Kind != KindMission:
			add(w, "%s is a %s, not a mission", entry(i, fmt.Sprintf("%q", clipText(m)), w), sp.Kind)
		}
		seenMission[m] = true
	}
	placed := map[string]int{}
	for i, pc := range sc.Pieces {
		pp := scPiecePos{}
		if pos != nil && i < len(pos.pieces) {
			pp = pos.pieces[i]
		}
		name := entry(i, fmt.Sprintf("piece %q", clipText(pc.ID)), pp.id)
		sp, ok := r.Mix.ByID(pc.ID)
		switch {
		case !ok:
			add(pp.id, "%s is not in the counter mix%s", name, suggestID(r.Mix, pc.ID, 0))
		case sp.Kind == KindMission || sp.Kind == KindCasualty:
			add(pp.id, "%s is a %s marker: missions and casualties cannot be pre-placed", name, sp.Kind)
		}
		if _, dup := placed[pc.ID]; dup {
			add(pp.id, "%s is placed twice", name)
		}
		placed[pc.ID] = i
		switch {
		case !pc.Hex.Valid():
			add(pp.hex, "%s has no hex", name)
		case !r.Board.Contains(pc.Hex):
			add(pp.hex, "%s: hex %s is not on the map (%d columns, %d rows)", name, pc.Hex, r.Board.Cols, r.Board.Rows)
		case ok && sp.Kind == KindBaseCamp:
			if err := campGround(r.Board, pc.Hex); err != nil {
				add(pp.hex, "%s at %s: %v", name, pc.Hex, err)
			}
		}
	}
	for i, pc := range sc.Pieces {
		if pc.Carrier == "" {
			continue
		}
		pp := scPiecePos{}
		if pos != nil && i < len(pos.pieces) {
			pp = pos.pieces[i]
		}
		name := entry(i, fmt.Sprintf("piece %q", clipText(pc.ID)), pp.id)
		j, ok := placed[pc.Carrier]
		switch {
		case pc.Carrier == pc.ID:
			add(pp.carrier, "%s cannot carry itself", name)
		case !ok:
			if _, inMix := r.Mix.ByID(pc.Carrier); !inMix {
				add(pp.carrier, "%s: carrier %q is not in the counter mix%s", name, clipText(pc.Carrier), suggestID(r.Mix, pc.Carrier, 0))
			} else {
				add(pp.carrier, "%s: carrier %q is not placed: give it its own \"piece:\" line", name, clipText(pc.Carrier))
			}
		case sc.Pieces[j].Hex != pc.Hex:
			add(pp.carrier, "%s is at %s but its carrier %q is at %s", name, pc.Hex, clipText(pc.Carrier), sc.Pieces[j].Hex)
		}
	}
	if len(probs) > 0 || !setUp {
		return probs
	}
	// what is left (who may haul what) the rules engine checks itself
	if err := scTrySetUp(r, sc); err != nil {
		add(Problem{}, "%v", err)
	}
	return probs
}

func scAt(ps []Problem, i int) Problem {
	if i < len(ps) {
		return ps[i]
	}
	return Problem{}
}

// scTrySetUp sets a game up with the scenario, turning a panic into an
// error.
func scTrySetUp(r *Rules, sc *Scenario) (err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("the scenario cannot be set up: %v", x)
		}
	}()
	_, err = New(r, sc, 1)
	return err
}

// suggestID proposes the closest id of the mix (of kind k when not 0).
func suggestID(m *CounterMix, id string, k Kind) string {
	if len(id) > 64 {
		return "" // no id of the mix is near it (editDistance gives up too)
	}
	id = strings.ToLower(id)
	best, bestD := "", 4
	for i := range m.Specs {
		sp := &m.Specs[i]
		if k != 0 && sp.Kind != k {
			continue
		}
		if d := editDistance(id, sp.ID); d < bestD {
			best, bestD = sp.ID, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// FormatScenario writes a scenario file that ParseScenarioFile reads back
// as the same scenario (for a scenario that came from a file, or whose
// name is one line without " #").
func FormatScenario(f *ScenarioFile) []byte {
	var b bytes.Buffer
	sc := f.Scenario
	fmt.Fprintf(&b, "# Kandahar scenario (docs/scenarios.md)\nformat: %d\nname: %s\n", ScenarioFormat, sc.Name)
	if sc.Description != "" {
		b.WriteString("description: |\n")
		for _, l := range strings.Split(sc.Description, "\n") {
			if l == "" {
				b.WriteString("\n")
				continue
			}
			b.WriteString("  " + l + "\n")
		}
	}
	if sc.StartPP > 0 {
		fmt.Fprintf(&b, "pp: %d\n", sc.StartPP)
	}
	if f.HasSeed {
		fmt.Fprintf(&b, "seed: %d\n", f.Seed)
	}
	var opts []string
	if sc.Options.NewOldStock {
		opts = append(opts, "new-old-stock")
	}
	if sc.Options.Misadventure {
		opts = append(opts, "misadventure")
	}
	if sc.Options.WeaponCharacteristics {
		opts = append(opts, "weapon-characteristics")
	}
	if len(opts) == 0 {
		opts = []string{"none"}
	}
	fmt.Fprintf(&b, "options: %s\n", strings.Join(opts, ", "))
	for i := 0; i < len(sc.Missions); i += 8 {
		fmt.Fprintf(&b, "missions: %s\n", strings.Join(sc.Missions[i:min(i+8, len(sc.Missions))], " "))
	}
	for i := 0; i < len(sc.Dice); i += 20 {
		var ds []string
		for _, d := range sc.Dice[i:min(i+20, len(sc.Dice))] {
			ds = append(ds, strconv.Itoa(d))
		}
		fmt.Fprintf(&b, "dice: %s\n", strings.Join(ds, " "))
	}
	for _, pc := range sc.Pieces {
		fmt.Fprintf(&b, "piece: %s at %s", pc.ID, pc.Hex)
		if pc.Carrier != "" {
			fmt.Fprintf(&b, " on %s", pc.Carrier)
		}
		b.WriteString("\n")
	}
	return b.Bytes()
}

// NewGame starts a game of the scenario: with the file's seed when it
// fixes one (a tutorial), else with the seed given.
func (f *ScenarioFile) NewGame(r *Rules, seed uint64) (*Game, error) {
	if f.HasSeed {
		seed = f.Seed
	}
	return New(r, f.Scenario, seed)
}

// WithOptions is the scenario with the optional rules (16.0, 17.0, 18.0)
// the player chose for this game in place of the file's: the choice is
// part of the scenario a save holds.
func (f *ScenarioFile) WithOptions(o Options) *ScenarioFile {
	c := *f
	sc := *f.Scenario
	sc.Options = o
	c.Scenario = &sc
	return &c
}
