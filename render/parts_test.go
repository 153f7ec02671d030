package render

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// No struct of the client holds more than 30 fields: a part
// that needs more is two parts. Embedded parts count one each; "w, h int"
// counts two.
func TestNoStructOverThirtyFields(t *testing.T) {
	const limit = 30
	fset := token.NewFileSet()
	seen := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok {
				return true
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				return true
			}
			seen++
			count := 0
			for _, fl := range st.Fields.List {
				count += max(1, len(fl.Names))
			}
			if count > limit {
				t.Errorf("%s: struct %s has %d fields, more than %d", fset.Position(ts.Pos()), ts.Name.Name, count, limit)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 10 {
		t.Fatalf("only %d structs found: is the test reading the client's files?", seen)
	}
}

// App's own methods stay few: a method that reads one part is
// that part's (the camera's maths the board's, the panels' layout the
// chrome's, a scene's workings its own), so a newcomer finds it under the
// part. A new method goes on its part; the limit only ever comes down.
func TestAppMethodsStayFew(t *testing.T) {
	const limit = 49
	fset := token.NewFileSet()
	n, parts := 0, 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && lowLevel(path) {
			return filepath.SkipDir
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 {
				continue
			}
			typ := fd.Recv.List[0].Type
			if st, ok := typ.(*ast.StarExpr); ok {
				typ = st.X
			}
			if id, ok := typ.(*ast.Ident); ok && id.Name == "App" && !strings.Contains(path, "/") {
				n++
			} else {
				parts++
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if parts < 100 {
		t.Fatalf("only %d methods on other types: is the test reading the client's files?", parts)
	}
	if n > limit {
		t.Errorf("App has %d methods, more than %d: give the new ones to the part they read (parts.go)", n, limit)
	}
}

// lowLevel are the packages under render that are no part of the window:
// the paper, the PNG writer and the colour-blindness simulation.
func lowLevel(path string) bool {
	switch filepath.ToSlash(path) {
	case "paper", "pngstream", "cvd":
		return true
	}
	return false
}

// No type of the client embeds more than three parts: a limit met by
// embedding is not met, and an embedded part's fields and methods are
// reached as if they were the type's own.
func TestNoTypeEmbedsMoreThanThree(t *testing.T) {
	const limit = 3
	fset := token.NewFileSet()
	seen := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && lowLevel(path) {
			return filepath.SkipDir
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok {
				return true
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				return true
			}
			embedded := 0
			for _, fl := range st.Fields.List {
				if len(fl.Names) == 0 {
					embedded++
					seen++
				}
			}
			if embedded > limit {
				t.Errorf("%s: struct %s embeds %d types, more than %d: name them", fset.Position(ts.Pos()), ts.Name.Name, embedded, limit)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 5 {
		t.Fatalf("only %d embedded fields found: is the test reading the client's files?", seen)
	}
}
