package render

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"kandahar/render/input"
	"kandahar/render/ui"
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

// The hand (package input) is given answers, never a part: no method of
// its context, nor of the views the context hands over, returns a pointer
// through which it could change the game, the board, the chrome or the
// shell (the text drawer, ui.UI, is a tool, not a part). What it wants
// changed it returns as intents, which the parts apply themselves.
func TestHandIsGivenNoPart(t *testing.T) {
	tools := map[reflect.Type]bool{reflect.TypeFor[*ui.UI](): true}
	seen := map[reflect.Type]bool{}
	methods := 0
	var check func(where string, typ reflect.Type)
	check = func(where string, typ reflect.Type) {
		switch typ.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Chan, reflect.UnsafePointer:
			if !tools[typ] {
				t.Errorf("%s hands the hand a %s", where, typ)
			}
		case reflect.Interface:
			if seen[typ] {
				return
			}
			seen[typ] = true
			for i := range typ.NumMethod() {
				m := typ.Method(i)
				methods++
				for j := range m.Type.NumOut() {
					check(typ.String()+"."+m.Name, m.Type.Out(j))
				}
			}
		case reflect.Struct:
			if typ.PkgPath() == reflect.TypeFor[input.Now]().PkgPath() {
				for _, f := range reflect.VisibleFields(typ) {
					check(where+"."+f.Name, f.Type)
				}
			}
		}
	}
	check("input.Ctx", reflect.TypeFor[input.Ctx]())
	if methods < 40 {
		t.Fatalf("only %d methods looked at: is the test reading the hand's context?", methods)
	}
	// nor does it reach the state every part shares, which holds the live game
	files, err := filepath.Glob("input/*.go")
	if err != nil || len(files) < 4 {
		t.Fatalf("the input package's files: %v %v", files, err)
	}
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range f.Imports {
			if im.Path.Value == `"kandahar/render/view"` {
				t.Errorf("%s imports render/view: the hand would see view.Shared and the live game", path)
			}
		}
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
