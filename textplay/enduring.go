package textplay

import (
	"fmt"
	"io"
	"os"
)

// mainEnduring is `kandahar text -game enduring`.
func mainEnduring(seed uint64, stdin io.Reader, stdout, stderr io.Writer, interrupt <-chan os.Signal) int {
	fmt.Fprintln(stderr, "kandahar text: Enduring Freedom is not playable in plain lines yet.")
	return 1
}
