"""`python nsoff.py UID GID CMD...`: run CMD as UID:GID inside a new user namespace whose
`user.max_user_namespaces` is 0, so CMD cannot create namespaces of its own. The limit belongs to
that namespace only: the machine's setting is never changed."""

from __future__ import annotations

import ctypes
import os
import sys

CLONE_NEWUSER = 0x10000000


def main() -> int:
    uid, gid, cmd = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    libc = ctypes.CDLL(None, use_errno=True)
    root = os.geteuid() == 0
    go_r, go_w = os.pipe()
    ready_r, ready_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(go_w)
        os.close(ready_r)
        me, my_gid = os.geteuid(), os.getegid()
        if libc.unshare(CLONE_NEWUSER) != 0:
            os.write(2, b"nsoff: cannot create a user namespace\n")
            os._exit(90)
        if not root:  # an ordinary user maps only itself, from inside
            with open("/proc/self/setgroups", "w") as f:
                f.write("deny")
            with open("/proc/self/uid_map", "w") as f:
                f.write(f"{me} {me} 1")
            with open("/proc/self/gid_map", "w") as f:
                f.write(f"{my_gid} {my_gid} 1")
        os.write(ready_w, b"x")
        os.read(go_r, 1)  # root's parent maps the ids from outside
        with open("/proc/sys/user/max_user_namespaces", "w") as f:
            f.write("0")
        if root:
            os.setgroups([])
            os.setresgid(gid, gid, gid)
            os.setresuid(uid, uid, uid)
        os.execvp(cmd[0], cmd)
    os.close(go_r)
    os.close(ready_w)
    os.read(ready_r, 1)
    if root:
        for name in ("uid_map", "gid_map"):
            with open(f"/proc/{pid}/{name}", "w") as f:
                f.write("0 0 65536")
    os.write(go_w, b"x")
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


if __name__ == "__main__":
    sys.exit(main())
