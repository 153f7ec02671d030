package saves

// Before a save is decoded, its JSON is measured in one pass over the
// bytes, so that no hostile file makes the decoder build lists far larger
// than any game has (a 25-million-element piece list took gigabytes to
// replay), nest deeper than any save does (a file of brackets took 4 GB),
// or carry a number or a text long enough to flood an error message.

const (
	// maxNested bounds an array or object below the top level: a
	// scenario's dice (10,000 at most), the state's pieces, a move's path.
	maxNested = 20_000
	// maxElements bounds the elements of all arrays and the members of
	// all objects together: a whole game's save has about 10,000.
	maxElements = 250_000
	// maxString bounds a string: a scenario's description is at most
	// 64 KB, and nothing else in a save comes near it.
	maxString = 256 << 10
	// maxDepth bounds nesting: a save nests six deep (the state's pieces'
	// lists).
	maxDepth = 32
	// maxLiteral bounds a number (or true, false, null): a seed has 20
	// digits at most.
	maxLiteral = 64
)

// checkShape refuses a save whose arrays are longer than a game's can be:
// the log (an array of the top object) up to MaxActions, any other array
// or object up to maxNested, all of them together up to maxElements; any
// string longer than maxString, any number longer than maxLiteral, and
// nesting deeper than maxDepth. It reads the bytes once and builds
// nothing, so it runs before the JSON is checked or decoded; on bytes
// that are not JSON it counts nonsense, which the JSON check then refuses.
func checkShape(data []byte) error {
	type level struct {
		array bool
		n     int
	}
	var stack [maxDepth]level
	depth := 0
	total := 0
	inString, escaped := false, false
	strLen, litLen := 0, 0
	// first counts the first element of an array, which no comma precedes
	first := func() {
		if depth > 0 && stack[depth-1].array && stack[depth-1].n == 0 {
			stack[depth-1].n = 1
			total++
		}
	}
	// more counts one more element or member of the innermost level
	more := func() error {
		if depth == 0 {
			return nil
		}
		stack[depth-1].n++
		total++
		limit := maxNested
		if depth == 2 && stack[1].array { // an array of the top object: the log
			limit = MaxActions
		}
		if stack[depth-1].n > limit {
			return loadErr(ErrCorrupt, "the file holds a list of more than %d entries, far more than any game has", limit)
		}
		if total > maxElements {
			return loadErr(ErrCorrupt, "the file holds more than %d list entries, far more than any game has", maxElements)
		}
		return nil
	}
	for _, c := range data {
		if inString {
			if strLen++; strLen > maxString {
				return loadErr(ErrCorrupt, "the file holds a text of more than %d KB, far more than any game has", maxString>>10)
			}
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		if literalByte[c] {
			if litLen == 0 {
				first() // the first element, a scalar
			}
			if litLen++; litLen > maxLiteral {
				return loadErr(ErrCorrupt, "the file holds a number of more than %d characters, far longer than any game has", maxLiteral)
			}
			continue
		}
		litLen = 0
		switch c {
		case '"':
			inString, strLen = true, 0
			first()
		case '{', '[':
			first()
			if depth == maxDepth {
				return loadErr(ErrCorrupt, "the file nests lists more than %d deep, far deeper than any save", maxDepth)
			}
			stack[depth] = level{array: c == '['}
			depth++
		case '}', ']':
			if depth > 0 {
				depth--
			}
		case ',':
			if depth > 0 && stack[depth-1].array {
				if err := more(); err != nil {
					return err
				}
			}
		case ':':
			if depth > 0 && !stack[depth-1].array {
				if err := more(); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// literalByte marks the bytes of JSON's numbers, true, false and null;
// any other byte outside a string is not JSON, which the JSON check
// refuses in words (a file ending in zero bytes is cut short).
var literalByte = func() (t [256]bool) {
	for _, c := range []byte("0123456789+-.eEtrufalsn") {
		t[c] = true
	}
	return t
}()
