package game

import (
	"errors"
	"fmt"
)

// RefuseCode names why the rules refuse an action. The words of a refusal
// are for the player and may be reworded; the code is stable, so the
// client branches on it and never on the words.
type RefuseCode string

// The refusals. Every IllegalError carries one of these.
const (
	// the game as a whole
	RefuseGameOver      RefuseCode = "game-over"      // 5.0
	RefuseAnswerFirst   RefuseCode = "answer-first"   // a decision is pending
	RefuseNoSuchPiece   RefuseCode = "no-such-piece"  // a piece number out of range
	RefuseNoQuestion    RefuseCode = "no-question"    // nothing to answer
	RefuseBadOption     RefuseCode = "bad-option"     // not one of the answers offered
	RefuseUnknownAction RefuseCode = "unknown-action" // no such action type
	RefuseWrongPhase    RefuseCode = "wrong-phase"    // not in this phase or set-up step (4.0)
	RefuseBusy          RefuseCode = "busy"           // the game system is still working
	RefuseMoveUnderway  RefuseCode = "move-underway"  // another stack's move must end first (10.3)
	RefuseWrongPiece    RefuseCode = "wrong-piece"    // the piece named cannot take this action
	RefuseOptionOff     RefuseCode = "option-off"     // an optional rule that is off (16.0, 18.0)
	RefuseNoMission     RefuseCode = "no-mission"     // 7.2
	RefusePlaceCamp     RefuseCode = "place-camp"     // a bought camp waits to be placed (3.1, 12.11)

	// buying (3.2, 3.3, 6.0, 16.0)
	RefuseNotForSale   RefuseCode = "not-for-sale"    // a kind of piece nobody buys
	RefuseNotAvailable RefuseCode = "not-available"   // bought, on the map or gone
	RefuseGearNotYet   RefuseCode = "gear-not-yet"    // gear is bought once a mission is drawn (3.4)
	RefuseRollFirst    RefuseCode = "roll-first"      // a Green Beret piece's surcharge (16.0)
	RefuseAlreadyDone  RefuseCode = "already-done"    // a once-only thing done already
	RefuseCannotAfford RefuseCode = "cannot-afford"   // not enough PP
	RefuseNoCamp       RefuseCode = "no-camp"         // no base camp there, or none at all (3.5, 12.10)
	RefuseChooseCamp   RefuseCode = "choose-camp"     // several camps: name the one
	RefuseCampSite     RefuseCode = "camp-site"       // not a hex for a base camp (3.1, ruling T5)
	RefuseOffMap       RefuseCode = "off-map"         // a hex off the map
	RefuseEnemyHex     RefuseCode = "enemy-hex"       // enemy units hold the hex
	RefuseCarried      RefuseCode = "carried"         // the piece goes with its hauler
	RefuseNoPath       RefuseCode = "no-path"         // a move names no hexes
	RefuseNotAdjacent  RefuseCode = "not-adjacent"    // not next to (10.1, 13.0)
	RefuseNotEnoughMP  RefuseCode = "not-enough-mp"   // the move costs more than is left (10.3)
	RefuseMinimumMove  RefuseCode = "minimum-move"    // all movement used on a minimum move (10.8)
	RefuseRiverOnly    RefuseCode = "river-only"      // a boat or raft leaves the river alone (11.1)
	RefuseCannotMove   RefuseCode = "cannot-move"     // a minus-type piece moves hauled (10.5)
	RefuseSplitStack   RefuseCode = "split-stack"     // movers in more than one hex (10.3)
	RefuseAlreadyMoved RefuseCode = "already-moved"   // 10.1
	RefuseOverPortage  RefuseCode = "over-portage"    // a hauler carries more than it may (9.0, 9.3)
	RefuseNoMove       RefuseCode = "no-move"         // no stack is moving
	RefuseNotInMove    RefuseCode = "not-in-move"     // not in the moving stack
	RefuseNotStarted   RefuseCode = "not-started"     // the moving stack has not left its hex
	RefuseDropOff      RefuseCode = "drop-off"        // moving gear is left by dropping it off
	RefuseBoardMidMove RefuseCode = "board-mid-move"  // a vehicle joins a stack before it moves (10.4, ruling P11)
	RefuseNoChange     RefuseCode = "no-change"       // the piece is already so
	RefuseNotHere      RefuseCode = "not-here"        // the two pieces are in different hexes
	RefuseTrapSet      RefuseCode = "trap-set"        // a set booby trap stays put (18.3)
	RefuseLeaderWalks  RefuseCode = "leader-walks"    // only a vehicle carries a leader (9.2, ruling P10)
	RefuseNotHaulable  RefuseCode = "not-haulable"    // teams, camps and enemies are not hauled
	RefuseOnePlusPiece RefuseCode = "one-plus-piece"  // one plus piece adds to a team (10.4)
	RefusePlusOnPlus   RefuseCode = "plus-on-plus"    // a plus piece hauls only black plus pieces (9.1, 9.2)
	RefuseCircular     RefuseCode = "circular"        // a piece hauling itself or its own hauler
	RefuseCannotHaul   RefuseCode = "cannot-haul"     // the piece hauls nothing (10.5)
	RefusePortageFull  RefuseCode = "portage-full"    // 9.0
	RefuseNoTeam       RefuseCode = "no-team"         // no SF team there
	RefuseAttacked     RefuseCode = "attacked"        // the teams have attacked this phase (13.2)
	RefuseNoRadio      RefuseCode = "no-radio"        // 18.1
	RefuseNoCasualties RefuseCode = "no-casualties"   // 18.2
	RefuseNoMedKit     RefuseCode = "no-medkit"       // 18.2
	RefuseCannotFire   RefuseCode = "cannot-suppress" // 15.0
)

// RefuseCodes is the declared set, in the order above.
var RefuseCodes = []RefuseCode{
	RefuseGameOver, RefuseAnswerFirst, RefuseNoSuchPiece, RefuseNoQuestion, RefuseBadOption,
	RefuseUnknownAction, RefuseWrongPhase, RefuseBusy, RefuseMoveUnderway, RefuseWrongPiece,
	RefuseOptionOff, RefuseNoMission, RefusePlaceCamp,
	RefuseNotForSale, RefuseNotAvailable, RefuseGearNotYet, RefuseRollFirst, RefuseAlreadyDone,
	RefuseCannotAfford, RefuseNoCamp, RefuseChooseCamp, RefuseCampSite, RefuseOffMap, RefuseEnemyHex,
	RefuseCarried, RefuseNoPath, RefuseNotAdjacent, RefuseNotEnoughMP, RefuseMinimumMove,
	RefuseRiverOnly, RefuseCannotMove, RefuseSplitStack, RefuseAlreadyMoved, RefuseOverPortage,
	RefuseNoMove, RefuseNotInMove, RefuseNotStarted, RefuseDropOff, RefuseBoardMidMove, RefuseNoChange, RefuseNotHere, RefuseTrapSet,
	RefuseLeaderWalks, RefuseNotHaulable, RefuseOnePlusPiece, RefusePlusOnPlus, RefuseCircular,
	RefuseCannotHaul, RefusePortageFull, RefuseNoTeam, RefuseAttacked, RefuseNoRadio, RefuseNoFireSupport,
	RefuseNoCasualties, RefuseNoMedKit, RefuseCannotFire,
	RefuseNoMover, RefuseNoEnemy, RefuseNoLoad, RefuseOutOfReach,
}

// IllegalError explains why an action cannot be taken now: Code for the
// client to act on, Reason in words for the player (and the log).
type IllegalError struct {
	Action Action
	Code   RefuseCode
	Reason string
}

func (e *IllegalError) Error() string { return e.Reason }

func illegal(a Action, code RefuseCode, format string, args ...any) error {
	return &IllegalError{Action: a, Code: code, Reason: fmt.Sprintf(format, args...)}
}

// refusal is a rule's "no" below the level of an action (which hex, which
// hauler), with its code; illegalBy turns it into the action's refusal.
type refusal struct {
	code RefuseCode
	msg  string
}

func (r *refusal) Error() string { return r.msg }

func refuse(code RefuseCode, format string, args ...any) error {
	return &refusal{code: code, msg: fmt.Sprintf(format, args...)}
}

// illegalBy refuses an action for the reason err gives, keeping its words.
func illegalBy(a Action, err error) error {
	return &IllegalError{Action: a, Code: CodeOf(err), Reason: err.Error()}
}

// CodeOf is the code of a refusal from the rules, "" for nil or for an
// error that is not one.
func CodeOf(err error) RefuseCode {
	var ie *IllegalError
	if errors.As(err, &ie) {
		return ie.Code
	}
	var r *refusal
	if errors.As(err, &r) {
		return r.code
	}
	return ""
}

// Verdict is the rules' answer to "may the player do this now?": the zero
// Verdict is yes; otherwise the code and the words of the refusal.
type Verdict struct {
	Code   RefuseCode `json:",omitempty"`
	Reason string     `json:",omitempty"`
	// Rule is the section the refusal rests on, "" when it rests on the
	// state of play rather than a section (a question to answer first).
	Rule string `json:",omitempty"`
}

// OK reports a yes.
func (v Verdict) OK() bool { return v.Code == "" }

func verdictOf(err error) Verdict {
	if err == nil {
		return Verdict{}
	}
	c := CodeOf(err)
	return Verdict{Code: c, Reason: err.Error(), Rule: c.Rule()}
}
