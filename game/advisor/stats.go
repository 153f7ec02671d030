package advisor

import "math"

// meanCI is the mean of xs and the half-width of its 95 % interval
// (normal approximation, sample variance).
func meanCI(xs []float64) (mean, half float64) {
	n := float64(len(xs))
	if n == 0 {
		return 0, 0
	}
	var sum, sq float64
	for _, x := range xs {
		sum += x
	}
	mean = sum / n
	for _, x := range xs {
		sq += (x - mean) * (x - mean)
	}
	if n < 2 {
		return mean, 0
	}
	return mean, 1.96 * math.Sqrt(sq/(n-1)/n)
}
