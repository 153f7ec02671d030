package assets

import (
	"embed"
	"sync"

	"kandahar/assets/reference"
)

// The rules reference: our own explanation of every numbered section of
// the rulebook (rules/N.txt), the turn on one page (rules/turn.txt) and a
// copy of docs/rulings.md (rules/rulings.txt). docs/reference.md has the
// format.
//
//go:embed rules/*.txt
var referenceFiles embed.FS

var shippedReference struct {
	once sync.Once
	book *reference.Book
	err  error
}

// Reference is the shipped rules reference, parsed once per process.
func Reference() (*reference.Book, error) {
	shippedReference.once.Do(func() {
		shippedReference.book, shippedReference.err = reference.Parse(reference.ReadFiles(referenceFiles, "rules"))
	})
	return shippedReference.book, shippedReference.err
}
