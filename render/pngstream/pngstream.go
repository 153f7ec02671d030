// Package pngstream writes PNG files of images too big to hold: the image
// is drawn in strips of rows, several at once, each strip filtered and
// deflated on its own (ending on a byte boundary with a sync flush, as
// pigz does), and the pieces written in order as IDAT chunks of one zlib
// stream whose Adler-32 is put together from the strips' own. Memory stays
// at a few strips whatever the image's size; image/png needs the whole
// image at once. It uses the standard library only (and kandahar/crash for
// its goroutines' panics).
package pngstream

import (
	"bufio"
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"hash/adler32"
	"hash/crc32"
	"image"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

	"kandahar/crash"
)

// Encoder describes the image: its size, its resolution, and the
// function that draws a part of it. Draw is given an image whose bounds
// are the rows wanted (in image coordinates) and must cover every pixel
// of them (what it leaves is written as found, not cleared); it is called
// from several goroutines at once.
type Encoder struct {
	W, H   int
	StripH int // rows per strip (default 256)
	DPI    int // written as the pHYs chunk when above zero
	Level  int // flate level (default flate.BestSpeed)
	Draw   func(dst *image.RGBA)
}

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// stripOut is one strip deflated.
type stripOut struct {
	data  []byte
	adler uint32
	n     int64 // bytes before compression
	err   error
}

// Encode writes the PNG (8-bit RGB, no alpha: the map is opaque).
func (p Encoder) Encode(w io.Writer) error {
	if p.W <= 0 || p.H <= 0 {
		return errors.New("empty image")
	}
	if p.StripH <= 0 {
		p.StripH = 256
	}
	if p.Level == 0 {
		p.Level = flate.BestSpeed
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if _, err := bw.Write(pngSignature); err != nil {
		return err
	}
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(p.W))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(p.H))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits per sample, RGB
	if err := writeChunk(bw, "IHDR", ihdr[:]); err != nil {
		return err
	}
	if p.DPI > 0 {
		var phys [9]byte
		ppm := uint32(float64(p.DPI)/0.0254 + 0.5)
		binary.BigEndian.PutUint32(phys[0:], ppm)
		binary.BigEndian.PutUint32(phys[4:], ppm)
		phys[8] = 1 // the unit is the metre
		if err := writeChunk(bw, "pHYs", phys[:]); err != nil {
			return err
		}
	}
	// the zlib header: deflate with a 32 KiB window, no dictionary
	if err := writeChunk(bw, "IDAT", []byte{0x78, 0x01}); err != nil {
		return err
	}

	n := (p.H + p.StripH - 1) / p.StripH
	workers := max(1, min(runtime.GOMAXPROCS(0), n))
	// at most this many strips drawn and not yet written
	tokens := make(chan struct{}, 2*workers)
	results := make([]chan stripOut, n)
	for i := range results {
		results[i] = make(chan stripOut, 1)
	}
	var next atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer crash.Recover("writing a PNG image in strips")
			st := newStripWorker(p)
			for {
				tokens <- struct{}{}
				i := int(next.Add(1) - 1)
				if i >= n || stop.Load() {
					// give the token back, unless Encode, stopping on an
					// error, has already drained it
					select {
					case <-tokens:
					default:
					}
					return
				}
				results[i] <- st.strip(i, i == n-1)
			}
		}()
	}
	adler := uint32(1) // of nothing
	var err error
	for i := 0; i < n && err == nil; i++ {
		r := <-results[i]
		<-tokens
		if r.err != nil {
			err = r.err
			break
		}
		adler = adler32Combine(adler, r.adler, r.n)
		err = writeChunk(bw, "IDAT", r.data)
	}
	if err != nil {
		// The strips after a failed one are never read: stop the workers,
		// and take back the tokens they hold or wait for, or they would
		// block for ever on a full channel.
		stop.Store(true)
		done := make(chan struct{})
		crash.Go("writing a PNG image in strips", func() { wg.Wait(); close(done) })
		for {
			select {
			case <-tokens:
			case <-done:
				return err
			}
		}
	}
	wg.Wait()
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], adler)
	if err := writeChunk(bw, "IDAT", sum[:]); err != nil {
		return err
	}
	if err := writeChunk(bw, "IEND", nil); err != nil {
		return err
	}
	return bw.Flush()
}

// stripWorker draws, filters and deflates strips, reusing its buffers.
type stripWorker struct {
	p    Encoder
	pix  []byte
	cur  []byte // a filtered row: the filter byte and RGB
	prev []byte // the row above, RGB
	row  []byte
	out  bytes.Buffer
	zw   *flate.Writer
}

func newStripWorker(p Encoder) *stripWorker {
	return &stripWorker{p: p, cur: make([]byte, 1+3*p.W), prev: make([]byte, 3*p.W), row: make([]byte, 3*p.W)}
}

// strip draws rows [i*StripH, (i+1)*StripH) and deflates them. The
// first row is filtered on its own ("sub"), the others against the row
// above ("up": a hex map repeats down its columns), so a strip needs no
// row of another.
func (s *stripWorker) strip(i int, last bool) (out stripOut) {
	defer func() {
		if r := recover(); r != nil {
			out = stripOut{err: errors.New("a bug in the drawing stopped the image: " + panicText(r))}
		}
	}()
	p := s.p
	y0, y1 := i*p.StripH, min(p.H, (i+1)*p.StripH)
	need := 4 * p.W * (y1 - y0)
	if cap(s.pix) < need {
		s.pix = make([]byte, need)
	}
	img := &image.RGBA{Pix: s.pix[:need], Stride: 4 * p.W, Rect: image.Rect(0, y0, p.W, y1)}
	p.Draw(img)

	s.out.Reset()
	if s.zw == nil {
		s.zw, _ = flate.NewWriter(&s.out, p.Level)
	} else {
		s.zw.Reset(&s.out)
	}
	h := adler32.New()
	var n int64
	for y := y0; y < y1; y++ {
		src := img.Pix[img.PixOffset(0, y):]
		rgb := s.row
		for x, j := 0, 0; x < p.W; x, j = x+1, j+4 {
			rgb[3*x], rgb[3*x+1], rgb[3*x+2] = src[j], src[j+1], src[j+2]
		}
		cur := s.cur
		if y == y0 {
			cur[0] = 1
			copy(cur[1:4], rgb[:3])
			for k := 3; k < len(rgb); k++ {
				cur[1+k] = rgb[k] - rgb[k-3]
			}
		} else {
			cur[0] = 2
			for k := range rgb {
				cur[1+k] = rgb[k] - s.prev[k]
			}
		}
		h.Write(cur)
		n += int64(len(cur))
		if _, err := s.zw.Write(cur); err != nil {
			return stripOut{err: err}
		}
		s.prev, s.row = rgb, s.prev
	}
	var err error
	if last {
		err = s.zw.Close()
	} else {
		err = s.zw.Flush()
	}
	if err != nil {
		return stripOut{err: err}
	}
	return stripOut{data: bytes.Clone(s.out.Bytes()), adler: h.Sum32(), n: n}
}

func panicText(r any) string {
	if e, ok := r.(error); ok {
		return e.Error()
	}
	if s, ok := r.(string); ok {
		return s
	}
	return "unknown error"
}

func writeChunk(w io.Writer, kind string, data []byte) error {
	var hdr [8]byte
	binary.BigEndian.PutUint32(hdr[:4], uint32(len(data)))
	copy(hdr[4:], kind)
	crc := crc32.NewIEEE()
	crc.Write(hdr[4:])
	crc.Write(data)
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], crc.Sum32())
	for _, b := range [][]byte{hdr[:], data, sum[:]} {
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return nil
}

// adler32Combine is the Adler-32 of two pieces of data put end to end,
// from the sums of each and the second one's length (zlib's
// adler32_combine).
func adler32Combine(a1, a2 uint32, len2 int64) uint32 {
	const base = 65521
	rem := uint32(len2 % base)
	sum1 := a1 & 0xffff
	sum2 := (rem * sum1) % base
	sum1 += (a2 & 0xffff) + base - 1
	sum2 += (a1 >> 16) + (a2 >> 16) + base - rem
	if sum1 >= base {
		sum1 -= base
	}
	if sum1 >= base {
		sum1 -= base
	}
	if sum2 >= base<<1 {
		sum2 -= base << 1
	}
	if sum2 >= base {
		sum2 -= base
	}
	return sum2<<16 | sum1
}
