package render

// The map's zoom and place kept between runs: the zoom over
// the UI scale, so that a counter keeps its size beside the text, and the
// map point in the middle of the view as fractions of the map, so that a
// window of another size still looks at the same place.
