package settings

import (
	"encoding/binary"
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"testing"
)

// noLiveResources stands in for a display without X resources.
func noLiveResources(t *testing.T) {
	old := liveResources
	liveResources = func() (string, error) { return "", errors.New("no display") }
	t.Cleanup(func() { liveResources = old })
}

// A scale in the live X resources is the window library's to apply (it
// sizes the window and its pixels by Xft.dpi), so the UI scale stays 1
// over it, even where GDK_SCALE or ~/.Xresources say more; without it,
// they are read in that order.
func TestDesktopScaleLiveResourcesFirst(t *testing.T) {
	old := liveResources
	t.Cleanup(func() { liveResources = old })
	t.Setenv("HOME", t.TempDir())
	os.WriteFile(filepath.Join(os.Getenv("HOME"), ".Xresources"), []byte("Xft.dpi: 144\n"), 0o644)
	t.Setenv("GDK_SCALE", "2")

	liveResources = func() (string, error) { return "Xft.antialias:\t1\nXft.dpi:\t192\n", nil }
	if s := desktopScale(); s != 1 {
		t.Fatalf("live Xft.dpi 192 with GDK_SCALE=2: UI scale %v, want 1 (the window applies it)", s)
	}
	liveResources = func() (string, error) { return "Xcursor.size:\t24\n", nil }
	if s := desktopScale(); s != 2 {
		t.Fatalf("live resources without Xft.dpi, GDK_SCALE=2: %v, want 2", s)
	}
	t.Setenv("GDK_SCALE", "")
	if s := desktopScale(); s != 1.5 {
		t.Fatalf("only ~/.Xresources at 144 dpi: %v, want 1.5", s)
	}
}

// fakeX answers one connection as an X server would: the greeting with
// one screen whose root window is root, then one GetProperty reply with
// value, checking the request asks for RESOURCE_MANAGER on that root.
func fakeX(t *testing.T, conn net.Conn, root uint32, value string, fail bool) {
	defer conn.Close()
	le := binary.LittleEndian
	head := make([]byte, 12)
	if _, err := io.ReadFull(conn, head); err != nil || head[0] != 'l' {
		t.Errorf("set-up: %v %q", err, head)
		return
	}
	auth := int(le.Uint16(head[6:])) + int(le.Uint16(head[8:]))
	auth += pad4(int(le.Uint16(head[6:]))) + pad4(int(le.Uint16(head[8:])))
	if _, err := io.ReadFull(conn, make([]byte, auth)); err != nil {
		t.Errorf("set-up's authorization: %v", err)
		return
	}
	vendor := "Fake"
	body := make([]byte, 32, 128)
	le.PutUint16(body[16:], uint16(len(vendor)))
	body[20], body[21] = 1, 1 // one screen, one pixmap format
	body = append(body, vendor...)
	body = append(body, make([]byte, pad4(len(vendor)))...)
	body = append(body, make([]byte, 8)...) // the format
	screen := make([]byte, 40)
	le.PutUint32(screen, root)
	body = append(body, screen...)
	greet := make([]byte, 8)
	greet[0] = 1
	le.PutUint16(greet[6:], uint16(len(body)/4))
	conn.Write(append(greet, body...))

	req := make([]byte, 24)
	if _, err := io.ReadFull(conn, req); err != nil {
		t.Errorf("request: %v", err)
		return
	}
	if req[0] != xGetProperty || le.Uint32(req[4:]) != root || le.Uint32(req[8:]) != xAtomResourceMgr {
		t.Errorf("request is not GetProperty(root, RESOURCE_MANAGER): % x", req)
	}
	reply := make([]byte, 32)
	if fail {
		reply[0], reply[1] = 0, 3 // an error: BadWindow
		conn.Write(reply)
		return
	}
	padded := append([]byte(value), make([]byte, pad4(len(value)))...)
	reply[0], reply[1] = 1, 8
	le.PutUint32(reply[4:], uint32(len(padded)/4))
	le.PutUint32(reply[8:], xAtomString)
	le.PutUint32(reply[16:], uint32(len(value)))
	conn.Write(append(reply, padded...))
}

func TestReadResourceManager(t *testing.T) {
	want := "Xft.dpi:\t192\nXft.hinting:\t1\n" // 29 bytes: padded on the wire
	client, server := net.Pipe()
	go fakeX(t, server, 0x1e5, want, false)
	got, err := readResourceManager(client, []byte("MIT-MAGIC-COOKIE-1"), make([]byte, 16))
	client.Close()
	if err != nil || got != want {
		t.Fatalf("got %q, %v; want %q", got, err, want)
	}
	if xftDPI(got) != 192 {
		t.Fatalf("Xft.dpi read as %v", xftDPI(got))
	}

	client, server = net.Pipe()
	go fakeX(t, server, 0x1e5, "", true)
	if _, err := readResourceManager(client, nil, nil); err == nil {
		t.Fatal("an X error read as resources")
	}
	client.Close()
}

// An Xauthority file holds entries for other hosts and displays before
// this one's: the one for this host and display number is used.
func TestFindXAuth(t *testing.T) {
	entry := func(family uint16, addr, num, name, data string) []byte {
		var b []byte
		b = binary.BigEndian.AppendUint16(b, family)
		for _, s := range []string{addr, num, name, data} {
			b = binary.BigEndian.AppendUint16(b, uint16(len(s)))
			b = append(b, s...)
		}
		return b
	}
	raw := entry(xAuthLocal, "elsewhere", "0", "MIT-MAGIC-COOKIE-1", "wrong-host")
	raw = append(raw, entry(xAuthLocal, "here", "1", "MIT-MAGIC-COOKIE-1", "wrong-display")...)
	raw = append(raw, entry(xAuthLocal, "here", "0", "MIT-MAGIC-COOKIE-1", "right")...)
	if name, data := findXAuth(raw, "here", "0"); string(name) != "MIT-MAGIC-COOKIE-1" || string(data) != "right" {
		t.Fatalf("found %q %q", name, data)
	}
	if _, data := findXAuth(raw, "here", "7"); data != nil {
		t.Fatalf("display 7 has no entry, found %q", data)
	}
	if _, data := findXAuth(raw[:len(raw)-3], "here", "0"); data != nil {
		t.Fatalf("a cut entry read as %q", data)
	}
}
