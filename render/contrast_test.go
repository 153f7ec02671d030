package render

import (
	"fmt"
	"image/color"
	"testing"

	"kandahar/game"
	"kandahar/render/cvd"
	"kandahar/render/paper"
)

// Issue 17: text meets WCAG AA, 4.5:1 against its background, and a mark
// on the map 3:1 against every terrain it can sit on.
func TestContrast(t *testing.T) {
	type pair struct {
		what   string
		fg, bg color.NRGBA
		min    float64
	}
	const text, mark = 4.5, 3.0
	var pairs []pair
	for _, bg := range []struct {
		name string
		c    color.NRGBA
	}{{"paper", uiPaper}, {"stat box", uiPaper2}, {"log", uiLogBg}, {"highlighted row", uiHighlight},
		{"selected row", uiSelected}, {"shop row", uiRowBg}, {"shop highlight", uiShopHighlight}, {"button", btnBg}, {"toggled button", btnActiveBg}} {
		pairs = append(pairs,
			pair{"ink on " + bg.name, uiInk, bg.c, text},
			pair{"muted text on " + bg.name, uiMuted, bg.c, text})
	}
	pairs = append(pairs,
		pair{"red text on paper", uiRed, uiPaper, text},
		pair{"red log line", uiRed, uiLogBg, text},
		pair{"phase log line", uiAccent, uiLogBg, text},
		pair{"missions accomplished figure", uiAccent, uiPaper2, text},
		pair{"forfeits and teams lost figures", uiRed, uiPaper2, text},
		pair{"enemy cup figure", statEnemy, uiPaper2, text},
		pair{"missions in the cup figure", statMission, uiPaper2, text},
		pair{"what the mission needs", uiNeeds, uiPaper, text},
		pair{"the forward-base zone's note", uiFOB, uiPaper, text},
		pair{"disabled button", btnOffFg, btnOffBg, text},
		pair{"primary button", rgb(0xFFFFFF), btnPrimaryBg, text},
		pair{"primary button, hovered", rgb(0xFFFFFF), btnPrimaryHover, text},
		pair{"band title", uiBandText, uiBand, text},
		pair{"band note", uiBandMuted, uiBand, text},
		pair{"phase title", uiBandText, uiTopBar, text},
		pair{"phase note", uiBandMuted, uiTopBar, text},
		pair{"odds bar: win", oddsWinText, oddsWin, text},
		pair{"odds bar: tie", oddsTieText, oddsTie, text},
		pair{"odds bar: lose", oddsLoseText, oddsLose, text},
	)
	for pal, name := range map[paper.Palette]string{paper.PalSF: "Special Forces", paper.PalGear: "gear", paper.PalAir: "air", paper.PalEnemy: "enemy", paper.PalMission: "mission", paper.PalCasualty: "casualty"} {
		bg, fg, _ := pal.Colors()
		pairs = append(pairs, pair{name + " counter's text", fg, bg, text})
	}
	for _, tr := range game.AllTerrains() {
		bg := paper.TerrainColor(paper.BaseTerrain(game.TerrainSet(0).With(tr)))
		pairs = append(pairs,
			pair{"mission ring's casing on " + tr.String(), missionCasing, bg, mark},
			pair{"reach edge on " + tr.String(), reachEdge, cvd.Over(reachFill, bg), mark},
			pair{"minimum-move reach edge on " + tr.String(), reachMinEdge, cvd.Over(reachMinFill, bg), mark},
			// the forward-base zone (6.3): its line and ticks, outside and
			// on the ribbon inside (the tint alone was 1.08-1.16:1)
			pair{"forward-base line on " + tr.String(), paper.ColFOBLine, bg, mark},
			pair{"forward-base ticks on the ribbon on " + tr.String(), paper.ColFOBLine, cvd.Over(paper.ColFOBRibbon, bg), mark},
		)
	}
	for _, p := range pairs {
		got := cvd.Contrast(cvd.Over(p.fg, p.bg), p.bg)
		msg := fmt.Sprintf("%-40s %5.2f:1 (at least %.1f)", p.what, got, p.min)
		if got < p.min {
			t.Error(msg)
		} else if testing.Verbose() {
			t.Log(msg)
		}
	}
}
