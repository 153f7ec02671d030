package saves

// Before a save is decoded, its JSON's arrays are counted in one pass over
// the bytes, so that no hostile file makes the decoder build lists far
// larger than any game has (issue 12: a 25-million-element piece list took
// gigabytes to replay).

const (
	// maxNested bounds an array below the top level: a scenario's dice
	// (10,000 at most), the state's pieces, a move's path.
	maxNested = 20_000
	// maxElements bounds the elements of all arrays together.
	maxElements = 1_000_000
	// maxString bounds a string: a scenario's description is at most
	// 64 KB, and nothing else in a save comes near it.
	maxString = 256 << 10
)

// checkShape refuses a save whose arrays are longer than a game's can be:
// the log (an array of the top object) up to MaxActions, any other array
// up to maxNested, all of them together up to maxElements; and any string
// longer than maxString. It reads the bytes once and builds nothing, so it
// runs before the JSON is checked or decoded; on bytes that are not JSON
// it counts nonsense, which the JSON check then refuses.
func checkShape(data []byte) error {
	type level struct {
		array bool
		n     int
	}
	var stack []level
	total := 0
	inString, escaped := false, false
	strLen := 0
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
		switch c {
		case '"':
			inString, strLen = true, 0
			if k := len(stack); k > 0 && stack[k-1].array && stack[k-1].n == 0 {
				stack[k-1].n = 1 // the first element, a string
				total++
			}
		case '{', '[':
			if k := len(stack); k > 0 && stack[k-1].array && stack[k-1].n == 0 {
				stack[k-1].n = 1 // the first element
				total++
			}
			stack = append(stack, level{array: c == '['})
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case ',':
			if k := len(stack); k > 0 && stack[k-1].array {
				stack[k-1].n++
				total++
				limit := maxNested
				if k == 2 { // an array of the top object: the log
					limit = MaxActions
				}
				if stack[k-1].n > limit {
					return loadErr(ErrCorrupt, "the file holds a list of more than %d entries, far more than any game has", limit)
				}
				if total > maxElements {
					return loadErr(ErrCorrupt, "the file holds more than %d list entries, far more than any game has", maxElements)
				}
			}
		case ' ', '\t', '\r', '\n', ':':
		default:
			if k := len(stack); k > 0 && stack[k-1].array && stack[k-1].n == 0 {
				stack[k-1].n = 1 // the first element, a scalar
				total++
			}
		}
	}
	return nil
}
