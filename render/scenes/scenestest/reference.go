package scenestest

import (
	"strings"
	"testing"

	"kandahar/assets"
)

// SectionHeading is the heading the rules reference draws over a
// section of the shipped book.
func SectionHeading(t testing.TB, id string) string {
	t.Helper()
	book, err := assets.Reference()
	if err != nil {
		t.Fatal(err)
	}
	s, ok := book.Section(id)
	if !ok {
		t.Fatalf("no section %s", id)
	}
	return s.ID + " " + s.Title
}

// ShowsSection reports whether texts read off a screen hold the start of
// a section's first paragraph.
func ShowsSection(t testing.TB, texts []string, id string) bool {
	t.Helper()
	book, err := assets.Reference()
	if err != nil {
		t.Fatal(err)
	}
	s, ok := book.Section(id)
	if !ok {
		t.Fatalf("no section %s", id)
	}
	words := strings.Fields(s.Paragraphs[0])
	return strings.Contains(strings.Join(texts, " "), strings.Join(words[:min(len(words), 6)], " "))
}
