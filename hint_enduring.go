package main

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"kandahar/game/advisor"
	"kandahar/game/enduring"
	"kandahar/game/table"
	"kandahar/saves"
)

// runEnduringHint is "kandahar hint FILE" for a save of Enduring Freedom:
// the action its Monte Carlo player would take, which weighs its plans on
// futures with the face-down counters and the dice drawn afresh, never
// the game's own.
func runEnduringHint(path string, asJSON bool, rollouts int, stdout, stderr io.Writer) int {
	g, err := saves.LoadEnduring(path)
	if err != nil {
		fmt.Fprintf(stderr, "kandahar hint: cannot load it: %s.\n", sentence(err))
		return 1
	}
	s := g.State
	if s.Over() {
		fmt.Fprintf(stderr, "kandahar hint: the game is over (%s): there is nothing left to suggest.\n", s.Outcome)
		return 1
	}
	b := advisor.EnduringPlayBudget
	if rollouts != advisor.DefaultBudget.Rollouts {
		b.Rollouts = rollouts
	}
	t0 := time.Now()
	// a fixed seed: the same save always gets the same hint
	a := advisor.NewEnduringMC(1, b).Choose(s.Clone())
	took := time.Since(t0)
	p := g.Prompt()
	text := s.Describe(a)
	choice := 0
	if p.Question != nil && a.Kind == enduring.ActAnswer {
		choice = a.Choice + 1 // numbered as the keys number the options
	}
	if asJSON {
		b, _ := json.MarshalIndent(struct {
			Turn      int          `json:"turn"`
			Phase     string       `json:"phase"`
			NP        int          `json:"np"`
			Prompt    table.Prompt `json:"prompt"`
			Suggested struct {
				Action enduring.Action `json:"action"`
				Text   string          `json:"text"`
				Choice int             `json:"choice,omitempty"`
			} `json:"suggested"`
			Rollouts int     `json:"rollouts"`
			Seconds  float64 `json:"seconds"`
		}{Turn: s.Turn, Phase: s.Phase.String(), NP: s.NP, Prompt: p, Rollouts: b.Rollouts, Seconds: took.Seconds(),
			Suggested: struct {
				Action enduring.Action `json:"action"`
				Text   string          `json:"text"`
				Choice int             `json:"choice,omitempty"`
			}{a, text, choice}}, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	fmt.Fprintf(stdout, "Turn %d, %s, %d NP. %s\n", s.Turn, s.Phase, s.NP, saves.Printable(p.Text))
	if q := p.Question; q != nil {
		for _, o := range q.Options {
			fmt.Fprintf(stdout, "  %d. %s\n", o.Number, saves.Printable(o.Label))
		}
	}
	if choice > 0 {
		fmt.Fprintf(stdout, "\nSuggested: choose %d, %s\n", choice, saves.Printable(text))
	} else {
		fmt.Fprintf(stdout, "\nSuggested: %s\n", saves.Printable(text))
	}
	fmt.Fprintf(stdout, "\nThe Monte Carlo player weighed its plans over %d imagined futures each, with the face-down counters and the dice drawn afresh; %.1f s.\n", b.Rollouts, took.Seconds())
	return 0
}
