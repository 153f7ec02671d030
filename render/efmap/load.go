package efmap

import (
	"fmt"
	"slices"
	"strings"

	data "kandahar/assets/enduring"
	"kandahar/game/enduring"
)

// Load reads the embedded zones.txt and checks it against the rules'
// zones and staging areas (Check).
func Load(r *enduring.Rules) (*Map, error) {
	src, err := data.Read("zones.txt")
	if err != nil {
		return nil, err
	}
	m, err := Parse(string(src))
	if err != nil {
		return nil, err
	}
	if err := Check(m, r); err != nil {
		return nil, err
	}
	return m, nil
}

// Check holds the outlines to the rules' map: every zone of map.txt has an
// outline and a label point and no other zone is drawn, every staging
// area has its box, every exit is a road of map.txt reaching a staging
// area, and every link joins zones adjacent in map.txt with an arrow
// from the one to the other.
func Check(m *Map, r *enduring.Rules) error {
	var errs []string
	add := func(line int, f string, a ...any) {
		s := fmt.Sprintf(f, a...)
		if line > 0 {
			s = fmt.Sprintf("line %d: %s", line, s)
		}
		errs = append(errs, s)
	}
	for _, b := range m.Borders {
		for _, id := range []string{b.A, b.B} {
			if !isCountry(id) && r.ZoneID(id) < 0 {
				add(b.Line, "%q is not a zone of map.txt", id)
			}
		}
	}
	for _, z := range r.Zones {
		oz := m.Zones[z.ID]
		switch {
		case oz == nil || len(oz.Rings) == 0:
			add(0, "%s (%s) has no outline", z.ID, z.Name)
		case oz.Label == (Pt{}):
			add(0, "%s (%s) has no label point", z.ID, z.Name)
		}
	}
	for _, l := range m.Links {
		a, b := r.ZoneID(l.A), r.ZoneID(l.B)
		if a < 0 || b < 0 || !slices.Contains(r.Zones[a].Adjacent, b) {
			add(l.Line, "the link %s | %s joins zones that map.txt does not make adjacent", l.A, l.B)
		}
		if za, zb := m.Zones[l.A], m.Zones[l.B]; za != nil && zb != nil && (!za.Contains(l.Arrow[0]) || !zb.Contains(l.Arrow[len(l.Arrow)-1])) {
			add(l.Line, "the link's arrow must run from a point in %s to a point in %s", l.A, l.B)
		}
	}
	for _, s := range r.Staging {
		if !slices.ContainsFunc(m.Staging, func(x Staging) bool { return x.ID == s.ID }) {
			add(0, "the staging area %s has no box in [staging]", s.ID)
		}
	}
	for _, s := range m.Staging {
		if !slices.ContainsFunc(r.Staging, func(x *enduring.StagingArea) bool { return x.ID == s.ID }) {
			add(s.Line, "%q is not a staging area of map.txt", s.ID)
		}
	}
	for _, e := range m.Exits {
		z := r.ZoneID(e.Zone)
		si := slices.IndexFunc(r.Staging, func(x *enduring.StagingArea) bool { return x.ID == e.Staging })
		if z < 0 || si < 0 || !slices.Contains(r.Staging[si].Roads, z) {
			add(e.Line, "no road of map.txt runs from %s to the staging area %s", e.Zone, e.Staging)
		}
	}
	for _, s := range r.Staging {
		for _, z := range s.Roads {
			if !slices.ContainsFunc(m.Exits, func(e Exit) bool { return e.Staging == s.ID && e.Zone == r.Zones[z].ID }) {
				add(0, "the road from %s to %s has no frontier crossing in [exits]", r.Zones[z].ID, s.ID)
			}
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("zones.txt against map.txt: %s", strings.Join(errs, "; "))
	}
	return nil
}
