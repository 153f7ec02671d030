package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The rulebook's numbered sections from 2.0 on, kept in the repository
// (assets/reference_test.go writes the list from the book's text); they
// are the sections the game must play.
const rulebookSectionsFile = "../assets/testdata/rulebook-sections.txt"

func rulebookSections(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile(rulebookSectionsFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range regexp.MustCompile(`(?m)^(\d+\.\d+) \S`).FindAllStringSubmatch(string(src), -1) {
		out = append(out, m[1])
	}
	if len(out) < 60 {
		t.Fatalf("only %d sections in %s", len(out), rulebookSectionsFile)
	}
	return out
}

// funcsIn lists the functions and methods declared in a Go file.
func funcsIn(t *testing.T, path string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var out []string
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			out = append(out, fd.Name.Name)
		}
	}
	return out
}

// allTests lists every Test function of the repository.
func allTests(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir("..", func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, "_test.go") {
			for _, n := range funcsIn(t, p) {
				if strings.HasPrefix(n, "Test") {
					out = append(out, n)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// docs/rules-map.md has a row for every section of the rulebook from 2.0
// on, and every function and test it names exists.
func TestRulesMapCoversEverySection(t *testing.T) {
	sections := rulebookSections(t)
	src, err := os.ReadFile("../docs/rules-map.md")
	if err != nil {
		t.Fatal(err)
	}
	tests := allTests(t)
	rows := map[string]bool{}
	for _, line := range strings.Split(string(src), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) != 6 || !regexp.MustCompile(`^\d+\.\d+$`).MatchString(strings.TrimSpace(cells[1])) {
			continue
		}
		sec := strings.TrimSpace(cells[1])
		if rows[sec] {
			t.Errorf("section %s has two rows", sec)
		}
		rows[sec] = true
		if !slices.Contains(sections, sec) {
			t.Errorf("the map has a row for %s, which the rulebook does not number", sec)
		}
		code := strings.TrimSpace(cells[3])
		if code == "" {
			t.Errorf("%s names no code", sec)
		}
		for _, part := range strings.Split(code, ";") {
			file, names, ok := strings.Cut(strings.TrimSpace(part), ":")
			if !ok {
				t.Errorf("%s: %q is not \"file: function, …\"", sec, part)
				continue
			}
			have := funcsIn(t, filepath.Join("..", strings.TrimSpace(file)))
			for _, n := range strings.Split(names, ",") {
				if n = strings.TrimSpace(n); !slices.Contains(have, n) {
					t.Errorf("%s: %s has no function %s", sec, file, n)
				}
			}
		}
		named := 0
		for _, n := range strings.Split(cells[4], ",") {
			if n = strings.TrimSpace(n); n == "" {
				continue
			}
			named++
			if !slices.Contains(tests, n) {
				t.Errorf("%s: no test %s", sec, n)
			}
		}
		if named == 0 {
			t.Errorf("%s names no test", sec)
		}
	}
	for _, sec := range sections {
		if !rows[sec] {
			t.Errorf("section %s of the rulebook has no row in docs/rules-map.md", sec)
		}
	}
}

// Every ruling of docs/rulings.md is cited by its id ("ruling T1") in the
// code that plays it.
func TestEveryRulingIsCited(t *testing.T) {
	src, err := os.ReadFile("../docs/rulings.md")
	if err != nil {
		t.Fatal(err)
	}
	ids := regexp.MustCompile(`(?m)^\| ([A-Z]\d+) \|`).FindAllStringSubmatch(string(src), -1)
	if len(ids) < 40 {
		t.Fatalf("only %d rulings found in docs/rulings.md", len(ids))
	}
	cited := map[string]bool{}
	cite := regexp.MustCompile(`rulings? ((?:[A-Z]\d+(?:, | and )?)+)`)
	err = filepath.WalkDir("..", func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range cite.FindAllStringSubmatch(string(b), -1) {
			for _, id := range regexp.MustCompile(`[A-Z]\d+`).FindAllString(m[1], -1) {
				cited[id] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ids {
		if !cited[m[1]] {
			t.Errorf("ruling %s is cited nowhere in the code that plays it", m[1])
		}
	}
}
