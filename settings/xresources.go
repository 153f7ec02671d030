package settings

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// The desktop's live X resources are the root window's RESOURCE_MANAGER
// property: desktops (GNOME, KDE, Xfce) put Xft.dpi there when the player
// picks a scale, and GTK and Qt read it there, not in ~/.Xresources. It is
// read here over the X protocol itself, a connection, one request and its
// reply, so that reading a number costs no C library and the commands
// without a window never need libX11.

// xResourceLimit bounds the property read: real ones are a few kilobytes.
const xResourceLimit = 1 << 20

// xTimeout bounds the whole exchange: a stuck or foreign server must not
// hold up the game's start.
const xTimeout = time.Second

// liveXResources returns the RESOURCE_MANAGER property of the display in
// DISPLAY, or an error saying why it could not be read.
func liveXResources() (string, error) {
	display := os.Getenv("DISPLAY")
	if display == "" {
		return "", errors.New("no DISPLAY")
	}
	conn, number, err := dialX(display)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(xTimeout))
	name, data := xAuthCookie(number)
	return readResourceManager(conn, name, data)
}

// dialX connects to a local display (":0", ":0.0", "unix:0"); a display on
// another host is not asked, since the scale of a remote desktop is not
// this screen's.
func dialX(display string) (net.Conn, string, error) {
	host, rest, ok := strings.Cut(display, ":")
	if !ok || (host != "" && host != "unix") {
		return nil, "", fmt.Errorf("display %q is not local", display)
	}
	number, _, _ := strings.Cut(rest, ".")
	if _, err := strconv.Atoi(number); err != nil {
		return nil, "", fmt.Errorf("display %q has no number", display)
	}
	path := "/tmp/.X11-unix/X" + number
	conn, err := net.DialTimeout("unix", path, xTimeout)
	if err != nil {
		// Linux servers also listen on the abstract socket of that name
		conn, err = net.DialTimeout("unix", "@"+path, xTimeout)
	}
	if err != nil {
		return nil, "", err
	}
	return conn, number, nil
}

// xAuthCookie finds the authorization for display number in the
// Xauthority file: an entry for this machine (or any machine) and that
// display. None found means the connection is tried without one.
func xAuthCookie(number string) (name, data []byte) {
	path := os.Getenv("XAUTHORITY")
	if path == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return nil, nil
		}
		path = filepath.Join(home, ".Xauthority")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil
	}
	defer f.Close()
	raw, err := io.ReadAll(io.LimitReader(f, xResourceLimit))
	if err != nil {
		return nil, nil
	}
	host, _ := os.Hostname()
	return findXAuth(raw, host, number)
}

// Families of an Xauthority entry's address.
const (
	xAuthLocal = 256
	xAuthWild  = 65535
)

// findXAuth reads Xauthority entries (family, address, display number,
// name, data; each string with a big-endian 16-bit length) and returns the
// first one for this host's display number.
func findXAuth(raw []byte, host, number string) (name, data []byte) {
	r := bytes.NewReader(raw)
	field := func() ([]byte, bool) {
		var n uint16
		if binary.Read(r, binary.BigEndian, &n) != nil || int(n) > r.Len() {
			return nil, false
		}
		b := make([]byte, n)
		_, err := io.ReadFull(r, b)
		return b, err == nil
	}
	for {
		var family uint16
		if binary.Read(r, binary.BigEndian, &family) != nil {
			return nil, nil
		}
		addr, ok1 := field()
		num, ok2 := field()
		n, ok3 := field()
		d, ok4 := field()
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return nil, nil
		}
		hostOK := family == xAuthWild || (family == xAuthLocal && string(addr) == host)
		if hostOK && (len(num) == 0 || string(num) == number) {
			return n, d
		}
	}
}

// X protocol numbers used below.
const (
	xGetProperty     = 20
	xAtomResourceMgr = 23 // RESOURCE_MANAGER, one of the protocol's predefined atoms
	xAtomString      = 31 // STRING
)

// pad4 is how many bytes bring n to a multiple of four.
func pad4(n int) int { return (4 - n%4) % 4 }

// readResourceManager speaks the connection set-up and one GetProperty on
// the first screen's root window, little-endian.
func readResourceManager(conn io.ReadWriter, authName, authData []byte) (string, error) {
	le := binary.LittleEndian
	setup := make([]byte, 12, 12+len(authName)+len(authData)+6)
	setup[0] = 'l'
	le.PutUint16(setup[2:], 11) // protocol 11.0
	le.PutUint16(setup[6:], uint16(len(authName)))
	le.PutUint16(setup[8:], uint16(len(authData)))
	setup = append(setup, authName...)
	setup = append(setup, make([]byte, pad4(len(authName)))...)
	setup = append(setup, authData...)
	setup = append(setup, make([]byte, pad4(len(authData)))...)
	if _, err := conn.Write(setup); err != nil {
		return "", err
	}
	head := make([]byte, 8)
	if _, err := io.ReadFull(conn, head); err != nil {
		return "", err
	}
	extra := int(le.Uint16(head[6:])) * 4
	if extra > xResourceLimit {
		return "", errors.New("the X server's greeting is too long")
	}
	body := make([]byte, extra)
	if _, err := io.ReadFull(conn, body); err != nil {
		return "", err
	}
	if head[0] != 1 {
		return "", errors.New("the X server refused the connection")
	}
	// the fixed part of the greeting is 32 bytes, then the vendor's name,
	// the pixmap formats, and the screens; the root window opens a screen
	if len(body) < 32 {
		return "", errors.New("the X server's greeting is short")
	}
	vendorLen := int(le.Uint16(body[16:]))
	formats := int(body[21])
	at := 32 + vendorLen + pad4(vendorLen) + 8*formats
	if at+4 > len(body) || body[20] == 0 {
		return "", errors.New("the X server lists no screen")
	}
	root := le.Uint32(body[at:])

	req := make([]byte, 24)
	req[0] = xGetProperty
	le.PutUint16(req[2:], 6) // request length in 4-byte units
	le.PutUint32(req[4:], root)
	le.PutUint32(req[8:], xAtomResourceMgr)
	le.PutUint32(req[12:], xAtomString)
	le.PutUint32(req[16:], 0)                  // offset
	le.PutUint32(req[20:], xResourceLimit/4-8) // length, in 4-byte units
	if _, err := conn.Write(req); err != nil {
		return "", err
	}
	// events never come (none were asked for), but an error might
	reply := make([]byte, 32)
	if _, err := io.ReadFull(conn, reply); err != nil {
		return "", err
	}
	if reply[0] != 1 {
		return "", fmt.Errorf("the X server answered with error %d", reply[1])
	}
	length := int(le.Uint32(reply[4:])) * 4
	if length > xResourceLimit {
		return "", errors.New("the X resources are too long")
	}
	value := make([]byte, length)
	if _, err := io.ReadFull(conn, value); err != nil {
		return "", err
	}
	n := int(le.Uint32(reply[16:])) // in units of the format, 8 bits for STRING
	if reply[1] != 8 || n > len(value) {
		return "", nil // no such property, or not text: nothing set
	}
	return string(value[:n]), nil
}
