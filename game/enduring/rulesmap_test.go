package enduring

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The rules map has a row for every section of sections.txt, in order,
// and every function and test it names exists.
func TestRulesMapComplete(t *testing.T) {
	b, err := os.ReadFile("../../docs/enduring/rules-map.md")
	if err != nil {
		t.Fatal(err)
	}
	funcs := map[string]map[string]bool{}
	tests := map[string]bool{}
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		pf, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		funcs[f] = map[string]bool{}
		for _, d := range pf.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				funcs[f][fd.Name.Name] = true
				if strings.HasPrefix(fd.Name.Name, "Test") {
					tests[fd.Name.Name] = true
				}
			}
		}
	}
	var rows [][]string
	for _, l := range strings.Split(string(b), "\n") {
		if c := strings.Split(l, "|"); len(c) == 6 && regexp.MustCompile(`^ \d+\.\d+ $`).MatchString(c[1]) {
			rows = append(rows, []string{strings.TrimSpace(c[1]), strings.TrimSpace(c[3]), strings.TrimSpace(c[4])})
		}
	}
	secs := MustRules().Sections
	if len(rows) != len(secs) {
		t.Errorf("%d rows for %d sections", len(rows), len(secs))
	}
	for i := range min(len(rows), len(secs)) {
		if rows[i][0] != secs[i].Number {
			t.Fatalf("row %d is %s, want %s (numbering order)", i+1, rows[i][0], secs[i].Number)
		}
	}
	ident := regexp.MustCompile(`^[A-Za-z]\w*$`)
	for _, r := range rows {
		code, tcell := r[1], r[2]
		if code == "not yet" || strings.HasPrefix(code, "—") {
			continue
		}
		for _, part := range strings.Split(code, ";") {
			file, names, ok := strings.Cut(strings.TrimSpace(part), ":")
			if !ok || funcs[file] == nil {
				t.Errorf("%s: %q names no file of the package", r[0], part)
				continue
			}
			names = regexp.MustCompile(`\([^)]*\)`).ReplaceAllString(names, "")
			for _, n := range strings.Split(names, ",") {
				n = strings.TrimSpace(n)
				if ident.MatchString(n) && !funcs[file][n] && !typeIn(file, n) {
					t.Errorf("%s: %s has no %s", r[0], file, n)
				}
			}
		}
		for _, n := range strings.Split(tcell, ",") {
			if n = strings.TrimSpace(n); n != "" && !tests[n] {
				t.Errorf("%s: no test %s", r[0], n)
			}
		}
	}
}

// typeIn reports a type or constant declared in a file (a row may name
// the type that holds a rule, such as Terrain).
func typeIn(file, name string) bool {
	b, err := os.ReadFile(file)
	return err == nil && regexp.MustCompile(`(?m)^(type |\t)`+name+`\b`).Match(b)
}
