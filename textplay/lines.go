package textplay

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"kandahar/game/table"
)

// MaxLine is the longest line the client writes, in bytes: a braille
// display or a screen reader takes a short line at once, and a line
// complete in itself can be read again alone.
const MaxLine = 200

// lineWriter writes plain lines: no control character, no escape, no
// line longer than MaxLine. Every word the client says goes through it.
type lineWriter struct {
	w   io.Writer
	err error
}

// say writes each line of text (split at its line breaks), made plain
// and cut at word boundaries into lines of at most MaxLine bytes.
func (lw *lineWriter) say(text string) {
	for _, para := range strings.Split(text, "\n") {
		for _, l := range wrap(plain(para), MaxLine) {
			lw.write(l)
		}
	}
}

// sayf is say with a format.
func (lw *lineWriter) sayf(format string, args ...any) { lw.say(fmt.Sprintf(format, args...)) }

func (lw *lineWriter) write(l string) {
	if lw.err != nil {
		return
	}
	_, lw.err = io.WriteString(lw.w, l+"\n")
}

// plain is text fit for a terminal line: every control character (an
// escape, a tab, a bidirectional override) and every byte that is not
// UTF-8 becomes a space, and runs of spaces become one. Names read from
// files and paths typed by the player pass through it before they are
// echoed.
func plain(s string) string {
	var b strings.Builder
	space := false
	for i, r := range s {
		bad := r == utf8.RuneError && func() bool { _, n := utf8.DecodeRuneInString(s[i:]); return n <= 1 }()
		if bad || unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == '\u2028' || r == '\u2029' || unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// wrap cuts a line longer than most bytes: after a sentence where one
// ends in the second half of the line, else at the last space, else (a
// word longer than a line) inside the word on a rune boundary.
func wrap(s string, most int) []string {
	var out []string
	for len(s) > most {
		cut := -1
		for i := most; i > most/2; i-- {
			if s[i] == ' ' && (s[i-1] == '.' || s[i-1] == ':' || s[i-1] == ';') {
				cut = i
				break
			}
		}
		if cut < 0 {
			cut = strings.LastIndexByte(s[:most+1], ' ')
		}
		if cut <= 0 {
			cut = most
			for cut > 0 && !utf8.RuneStart(s[cut]) {
				cut--
			}
			out = append(out, s[:cut])
			s = s[cut:]
			continue
		}
		out = append(out, s[:cut])
		s = s[cut+1:]
	}
	if s != "" || len(out) == 0 {
		out = append(out, s)
	}
	return out
}

// cite ends a sentence with the rule section it rests on, as the
// window's refusals do: "Not heard (12.0)." A sentence that cites its
// section already is left alone.
func cite(text, rule string) string {
	text = strings.TrimSpace(text)
	if rule == "" || strings.Contains(text, rule) {
		return text
	}
	end := ""
	if t := strings.TrimRight(text, "."); t != text {
		text, end = t, "."
	}
	return text + " (" + rule + ")" + end
}

// eventLines says one event as the text client prints it: its dice
// first, unless its words name every die before the result they decide
// ("d10 shows 2 ... not heard"); then the totals the dice went into; then
// what happened. Where the words name the dice, the totals come after
// them. Each line cites the event's rule section, so that any line read
// alone says where it comes from. The lines keep the order the game
// gives: never a result before its die.
func eventLines(e table.Event) []string {
	var out []string
	text := strings.TrimSpace(e.Text)
	named := namesDice(text, e.Dice)
	if len(e.Dice) > 0 && !named {
		faces := make([]string, len(e.Dice))
		for i, d := range e.Dice {
			faces[i] = fmt.Sprintf("d%d shows %d", d.Sides, d.Value)
			if d.Sides == 10 && d.Value == 10 {
				faces[i] = "d10 shows 0 (the 10)" // the face printed 0 (2.1)
			}
		}
		out = append(out, cite("Dice: "+strings.Join(faces, ", ")+".", e.Rule))
	}
	var totals []string
	if len(e.Terms) > 0 && len(e.Dice) > 0 {
		totals = append(totals, cite(fmt.Sprintf("Total %d: %s.", e.Total, terms(e.Terms)), e.Rule))
		if len(e.Against) > 0 {
			totals = append(totals, cite(fmt.Sprintf("Against it %d: %s.", e.AgainstTotal, terms(e.Against)), e.Rule))
		}
	}
	if !named {
		out = append(out, totals...)
	}
	if text != "" {
		out = append(out, cite(text, e.Rule))
	}
	if named {
		out = append(out, totals...)
	}
	return out
}

// namesDice reports whether text says every die's face the way the
// engines write one ("d10 shows 7"; a d10's 10 may be its face "0"), in
// the order rolled.
func namesDice(text string, dice []table.Die) bool {
	if len(dice) == 0 {
		return false
	}
	at := 0
	for _, d := range dice {
		i := strings.Index(text[at:], fmt.Sprintf("d%d shows %d", d.Sides, d.Value))
		if i < 0 && d.Sides == 10 && d.Value == 10 {
			i = strings.Index(text[at:], "d10 shows 0")
		}
		if i < 0 {
			return false
		}
		at += i + 1
	}
	return true
}

// terms says a breakdown: "d6 × 10 50, A-Team 2, terrain: Mountain -1".
func terms(ts []table.Term) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = fmt.Sprintf("%s %d", t.Label, t.Value)
	}
	return strings.Join(parts, ", ")
}

// promptLines says what the game waits for: the prompt's words with its
// sections, then a question's options numbered as the prompt numbers
// them (option N is key N in the window), then how to answer.
func promptLines(p table.Prompt) []string {
	var out []string
	if q := p.Question; q != nil {
		what := strings.TrimSpace(q.Text)
		if what == "" {
			what = strings.TrimSpace(p.Text)
		}
		out = append(out, cite("Question: "+what, q.Rule))
		if p.Text != "" && p.Text != q.Text {
			out = append(out, p.Text)
		}
		for _, o := range q.Options {
			out = append(out, fmt.Sprintf("%d. %s", o.Number, o.Label))
		}
		n := len(q.Options)
		switch n {
		case 0:
		case 1:
			out = append(out, "Type 1 to answer.")
		default:
			out = append(out, fmt.Sprintf("Type a number from 1 to %d to answer.", n))
		}
		return out
	}
	text := strings.TrimSpace(p.Text)
	if len(p.Rules) > 0 {
		text = cite(text, strings.Join(p.Rules, ", "))
	}
	return append(out, text)
}
