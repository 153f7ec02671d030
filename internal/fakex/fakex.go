//go:build linux

// Package fakex is an X server for tests that accepts every connection
// and never answers: what a hung or wedged X server looks like to a
// client, which then waits for ever for the reply to its first request.
// Only tests import it.
package fakex

import (
	"fmt"
	"net"
	"os"
	"sync"
)

// Server is a listening fake X server; Display is its DISPLAY value.
type Server struct {
	Display string
	ln      net.Listener
	mu      sync.Mutex
	conns   []net.Conn
	done    chan struct{}
}

// Start listens on the first free display number from 500 up, in the
// abstract socket namespace where Xlib and XCB look first on Linux, so
// that no file is made and no real server's number is taken (xvfb-run
// counts down from 99).
func Start() (*Server, error) {
	for n := 500; n < 600; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		ln, err := net.Listen("unix", fmt.Sprintf("@/tmp/.X11-unix/X%d", n))
		if err != nil {
			continue
		}
		s := &Server{Display: fmt.Sprintf(":%d", n), ln: ln, done: make(chan struct{})}
		go s.serve()
		return s, nil
	}
	return nil, fmt.Errorf("no free display number for a fake X server")
}

// serve accepts and keeps every connection, and says nothing.
func (s *Server) serve() {
	defer close(s.done)
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		s.conns = append(s.conns, c)
		s.mu.Unlock()
	}
}

// Accepted is how many clients have connected so far.
func (s *Server) Accepted() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// Close stops listening and drops every connection.
func (s *Server) Close() {
	s.ln.Close()
	<-s.done
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.conns {
		c.Close()
	}
}
