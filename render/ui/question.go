package ui

import "strconv"

// QuestionFocus begins the ids of the buttons of a question's answers.
const QuestionFocus = "opt-"

// OptionID is the id of the button of a question's answer n, numbered
// from 1 as the contract (game/table) numbers them; the ids count from 0.
func OptionID(n int) string { return QuestionFocus + strconv.Itoa(n-1) }
