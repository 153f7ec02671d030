package efmap

import "strconv"

func fmtF(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }
func itoa(n int) string     { return strconv.Itoa(n) }
