"""Which OS user is at the other end of a loopback connection to the server.

The server listens on 127.0.0.1, which every local user and program can reach. The
connection's client port names one socket on this machine, and the kernel knows its owner:
Linux says so in /proc/net/tcp (no privileges needed); elsewhere psutil maps the connection
to its process (Windows lets any user do this; macOS lists only one's own processes'
sockets without privileges, so there a connection found among them is the user's own and
any other is someone else's).
"""

from __future__ import annotations

import getpass
import socket
import struct
import sys
from pathlib import Path
from typing import Iterator

LOOPBACK = "127.0.0.1"
_PROC_TCP = Path("/proc/net/tcp")


def current_user() -> str:
    """The name this process runs as: the owner a same-user peer must have."""
    return getpass.getuser()


def _user_name(uid: int) -> str:
    import pwd

    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:  # a uid without a passwd entry (containers): still one distinct user
        return f"uid-{uid}"


def _plain(name: str) -> str:
    """Windows names users DOMAIN\\name; getpass gives the name alone."""
    return name.rsplit("\\", 1)[-1]


def _address(field: str) -> tuple[str, int]:
    """'0100007F:1F90' (address in host byte order, port big-endian) -> ('127.0.0.1', 8080)."""
    host, port = field.split(":")
    return socket.inet_ntoa(struct.pack("=I", int(host, 16))), int(port, 16)


_LISTENING = "0A"  # TCP_LISTEN in /proc/net/tcp's state column


def _proc_sockets() -> Iterator[tuple[tuple[str, int], tuple[str, int], str, int]]:
    """Each IPv4 TCP socket of this machine: (local address, remote address, state, owner's uid)."""
    for line in _PROC_TCP.read_text(encoding="ascii").splitlines()[1:]:
        fields = line.split()
        if len(fields) > 7:
            yield _address(fields[1]), _address(fields[2]), fields[3], int(fields[7])


def _on_linux() -> bool:
    return sys.platform.startswith("linux") and _PROC_TCP.exists()


def _owner_from_proc(client_port: int, server_port: int) -> str | None:
    client, server = (LOOPBACK, client_port), (LOOPBACK, server_port)
    return next((_user_name(uid) for local, remote, _, uid in _proc_sockets() if (local, remote) == (client, server)),
                None)


def _owner_from_psutil(client_port: int, server_port: int) -> str | None:
    import psutil

    def ours(connection) -> bool:
        return (connection.laddr and connection.raddr and tuple(connection.laddr) == (LOOPBACK, client_port)
                and tuple(connection.raddr) == (LOOPBACK, server_port))

    try:
        pids = [c.pid for c in psutil.net_connections(kind="tcp4") if ours(c) and c.pid]
    except psutil.AccessDenied:  # macOS without privileges: look among our own processes only
        me = current_user()
        pids = [p.pid for p in psutil.process_iter(["username"]) if p.info["username"] == me
                and _has_connection(p, ours)]
    for pid in pids:
        try:
            return _plain(psutil.Process(pid).username())
        except (psutil.AccessDenied, psutil.NoSuchProcess):
            return None  # another user's process (Windows hides their names from us)
    return None


def _has_connection(process, ours) -> bool:
    import psutil

    try:
        return any(ours(c) for c in process.net_connections(kind="tcp4"))
    except (psutil.AccessDenied, psutil.NoSuchProcess):
        return False


def owner_of(client_port: int, server_port: int) -> str | None:
    """The user owning the client side of a loopback connection to `server_port`; None when
    no such connection is found (it closed, or the system hides it)."""
    if _on_linux():
        return _owner_from_proc(client_port, server_port)
    return _owner_from_psutil(client_port, server_port)


def listener_owner(port: int) -> str | None:
    """The user whose program listens on 127.0.0.1:`port` (or on every address), if the system says."""
    if _on_linux():
        return next((_user_name(uid) for (host, local_port), _, state, uid in _proc_sockets()
                     if state == _LISTENING and local_port == port and host in (LOOPBACK, "0.0.0.0")), None)
    import psutil

    try:
        for connection in psutil.net_connections(kind="tcp4"):
            if connection.status == psutil.CONN_LISTEN and connection.laddr.port == port and connection.pid:
                return _plain(psutil.Process(connection.pid).username())
    except (psutil.AccessDenied, psutil.NoSuchProcess):
        return None
    return None
