// xplay: a player's input to the game's window at the top left of the
// display, through the X test extension: zooms in on the map, hovers,
// pans, answers a question, ends the phase twice, ROUNDS times.
// build/play-cost.sh uses it.
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static Display *d;
static void key(KeySym k) {
	KeyCode c = XKeysymToKeycode(d, k);
	XTestFakeKeyEvent(d, c, True, 0); XFlush(d); usleep(40000);
	XTestFakeKeyEvent(d, c, False, 0); XFlush(d); usleep(120000);
}
static void move(int x, int y) { XTestFakeMotionEvent(d, -1, x, y, 0); XFlush(d); usleep(30000); }
static void wheel(int b, int n) {
	for (int i = 0; i < n; i++) {
		XTestFakeButtonEvent(d, b, True, 0); XTestFakeButtonEvent(d, b, False, 0); XFlush(d); usleep(80000);
	}
}
int main(int argc, char **argv) {
	int rounds = argc > 1 ? atoi(argv[1]) : 10;
	d = XOpenDisplay(NULL);
	if (!d) { fprintf(stderr, "xplay: no display\n"); return 1; }
	for (int r = 0; r < rounds; r++) {
		move(620, 420);
		wheel(4, r % 2 ? 3 : 1); // zoom in (hex ids show)
		for (int i = 0; i < 12; i++) move(500 + 20 * i, 300 + 15 * i); // hover over hexes
		key(XK_d); key(XK_s);  // pan
		key(XK_1);             // answer a question, if any
		key(XK_e); key(XK_e);  // end the phase
		usleep(400000);
		if (r % 3 == 2) wheel(5, 4); // and out again
	}
	XCloseDisplay(d);
	return 0;
}
