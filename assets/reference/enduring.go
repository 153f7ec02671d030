package reference

import (
	"io/fs"
	"path"
	"sync"

	"kandahar/assets/enduring"
)

var shippedEnduring struct {
	once sync.Once
	book *Book
	err  error
}

// Enduring is Enduring Freedom's rules reference (assets/enduring/rules,
// docs/enduring/reference.md), parsed once per process: an entry for every
// numbered section 1.0-33.2, the turn on one page and the rulings EF-R*.
func Enduring() (*Book, error) {
	shippedEnduring.once.Do(func() {
		shippedEnduring.book, shippedEnduring.err = EnduringFreedom.Parse(ReadFiles(enduring.Reference, "rules"))
	})
	return shippedEnduring.book, shippedEnduring.err
}

// ReadFiles lists the files of a reference kept in one folder of a file
// system (an embedded one), for Parse.
func ReadFiles(fsys fs.FS, dir string) []File {
	ents, _ := fs.ReadDir(fsys, dir)
	var out []File
	for _, e := range ents {
		if b, err := fs.ReadFile(fsys, path.Join(dir, e.Name())); err == nil {
			out = append(out, File{Name: e.Name(), Data: b})
		}
	}
	return out
}
