package saves

import (
	"os/exec"
	"syscall"
)

// dieWithParent has the kernel kill the helper when the game dies, even
// while the helper is stuck in its toolkit's start and reads nothing.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
