// Package efmap is Enduring Freedom's map as a printed sheet: the zones'
// outlines read from assets/enduring/zones.txt, the geometry a board
// needs (the zone under a point, each zone's label point, the borders
// two zones share) and the sheet drawn in software with package paper's
// canvas, so that it needs no window. Zones, terrain, roads and
// adjacency are the rules' (game/enduring); this package only says where
// they lie and how they look.
package efmap
