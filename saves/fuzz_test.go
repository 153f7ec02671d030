package saves

import (
	"bytes"
	"encoding/json"
	"testing"
)

// The loader never panics, whatever the bytes, and whatever it accepts
// it writes back and reads again the same.
func FuzzLoad(f *testing.F) {
	r := testRules(f)
	for _, n := range []int{0, 3, 60} {
		g := playedGame(f, uint64(n+1), n)
		data, err := Encode(g)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(`{"format":"kandahar-save","version":1,"scenario":{"Name":"x"},"seed":"1","log":[{"Type":"end-phase"}],"state":{},"stateSHA256":""}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Decode(data, r)
		if err != nil {
			if g != nil {
				t.Fatal("a game with an error")
			}
			if _, ok := err.(*LoadError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		again, err := Encode(g)
		if err != nil {
			t.Fatal(err)
		}
		h, err := Decode(again, r)
		if err != nil {
			t.Fatalf("a loaded game saves to a file that does not load: %v", err)
		}
		a, _ := json.Marshal(g.State)
		b, _ := json.Marshal(h.State)
		if !bytes.Equal(a, b) {
			t.Fatal("the state changed in a second round trip")
		}
	})
}
