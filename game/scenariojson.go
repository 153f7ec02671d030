package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// JSON scenario files get what the text form gets: every problem with its
// line and column, and a key given twice refused (encoding/json would keep
// the last one silently).

// jsonAt turns a byte offset of src into a line and column (from 1), the
// column counted in bytes past blanks, colons and commas before a value.
func jsonAt(src []byte, off int64) Problem {
	l := jsonLines{src: src, line: 1}
	return l.at(off)
}

// jsonLines is jsonAt for offsets asked in increasing order, as a scan of
// the file asks them: each byte is counted once, so a scenario of many
// entries costs its length, not its length times its entries. An offset
// before the last one asked starts the count again from the top.
type jsonLines struct {
	src       []byte
	off, line int // the count has reached src[off], on line
	lineStart int // where that line starts
}

func (l *jsonLines) at(off int64) Problem {
	src := l.src
	i := int(min(max(off, 0), int64(len(src))))
	for i < len(src) && strings.IndexByte(" \t\r\n:,", src[i]) >= 0 {
		i++
	}
	if i < l.off || l.line == 0 {
		l.off, l.line, l.lineStart = 0, 1, 0
	}
	for ; l.off < i; l.off++ {
		if src[l.off] == '\n' {
			l.line++
			l.lineStart = l.off + 1
		}
	}
	return Problem{Line: l.line, Col: i - l.lineStart + 1}
}

// scanScenarioJSON walks a JSON scenario's tokens: where each value the
// checker may complain about starts, and every key given twice in one
// object. The JSON is known to be valid.
func scanScenarioJSON(src []byte) (*scPos, []Problem) {
	d := json.NewDecoder(bytes.NewReader(src))
	lines := jsonLines{src: src, line: 1}
	jsonAt := func(_ []byte, off int64) Problem { return lines.at(off) }
	pos := &scPos{}
	var probs []Problem
	// value reads one whole value; onKey sees each key of an object (and
	// reads the value itself when it returns true), onElem each element of
	// an array (and must read it)
	var value func(onKey func(key string, at Problem) bool, onElem func(at Problem))
	value = func(onKey func(string, Problem) bool, onElem func(Problem)) {
		tok, err := d.Token()
		if err != nil {
			return
		}
		switch tok {
		case json.Delim('{'):
			seen := map[string]bool{}
			for d.More() {
				kat := jsonAt(src, d.InputOffset())
				k, err := d.Token()
				if err != nil {
					return
				}
				key, _ := k.(string)
				lk := strings.ToLower(key)
				if seen[lk] {
					probs = append(probs, Problem{Line: kat.Line, Col: kat.Col, Msg: fmt.Sprintf("the key %q is given twice in one object", clipText(key))})
				}
				seen[lk] = true
				vat := jsonAt(src, d.InputOffset())
				if onKey == nil || !onKey(lk, vat) {
					value(nil, nil)
				}
			}
			d.Token()
		case json.Delim('['):
			for d.More() {
				if onElem != nil {
					onElem(jsonAt(src, d.InputOffset()))
				} else {
					value(nil, nil)
				}
			}
			d.Token()
		}
	}
	value(func(key string, at Problem) bool {
		switch key {
		case "name":
			pos.name = at
		case "startpp":
			pos.pp = at
		case "dice":
			value(nil, func(at Problem) { pos.dice = append(pos.dice, at); value(nil, nil) })
			return true
		case "missions":
			value(nil, func(at Problem) { pos.missions = append(pos.missions, at); value(nil, nil) })
			return true
		case "pieces":
			value(nil, func(Problem) {
				var pp scPiecePos
				value(func(key string, at Problem) bool {
					switch key {
					case "id":
						pp.id = at
					case "hex":
						pp.hex = at
					case "carrier":
						pp.carrier = at
					}
					return false
				}, nil)
				pos.pieces = append(pos.pieces, pp)
			})
			return true
		}
		return false
	}, nil)
	return pos, probs
}
