package table

import "testing"

// A seed gives the same rolls every time, every face of a die comes up
// about as often as the others, and scripted faces come first.
func TestDiceSeededAndFair(t *testing.T) {
	a, b := NewDice(7), NewDice(7)
	count := make([]int, 7)
	for range 6000 {
		x, y := a.Roll(6), b.Roll(6)
		if x != y {
			t.Fatal("the same seed rolled differently")
		}
		count[x]++
	}
	for f := 1; f <= 6; f++ {
		if count[f] < 850 || count[f] > 1150 {
			t.Fatalf("face %d came up %d times in 6000", f, count[f])
		}
	}
	if a.Rolls != 6000 {
		t.Fatalf("rolls counted %d", a.Rolls)
	}
	d := Dice{Script: []int{4, 12}}
	if d.Roll(6) != 4 || d.Roll(10) != 10 {
		t.Fatal("scripted faces: 4 then 12 clamped to 10")
	}
}
