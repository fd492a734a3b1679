"""A class server on this machine, started from Python: for rehearsing a class lesson alone.
``LocalClassServer(folder)`` runs ``cardwidgets class serve`` exactly as a teacher does, as a
separate process on a free loopback port (:doc:`/docs/design/classroom`)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import TracebackType
from typing import Final

from cardwidgets.classroom.client import ClassServerError

#: How long a server may take to start on a busy machine before starting it is given up.
START_CEILING_SECONDS: Final = 120.0
PACKAGE_ROOT: Final = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A port of 127.0.0.1 nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def environment() -> dict[str, str]:
    """This environment, with this copy of the package first on the server's path."""
    path = os.environ.get("PYTHONPATH", "")
    return {**os.environ, "PYTHONPATH": str(PACKAGE_ROOT) + os.pathsep + path}


class LocalClassServer:
    """``cardwidgets class serve`` over the database in ``folder``, on 127.0.0.1."""

    def __init__(self, folder: str | Path, database: str | None = None, prefix: str = "") -> None:
        self.folder = Path(folder)
        self.database = database
        self.prefix = prefix.rstrip("/")
        self.port = free_port()
        self.address = f"http://127.0.0.1:{self.port}{self.prefix}"
        self.process: subprocess.Popen[str] | None = None
        self.code = self.token = ""

    def start(self) -> LocalClassServer:
        """Start the server and wait until it answers; its code and token are then known."""
        command = [sys.executable, "-m", "cardwidgets", "class", "serve"]
        command += ["--host", "127.0.0.1", "--port", str(self.port)]
        if self.database:
            command += ["--database", self.database]
        if self.prefix:
            command += ["--prefix", self.prefix]
        self.process = subprocess.Popen(
            command,
            cwd=self.folder,
            env=environment(),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        printed: dict[str, str] = {}
        assert self.process.stdout is not None
        while "Students" not in printed:
            line = self.process.stdout.readline()
            if not line:
                raise ClassServerError(f"The class server stopped before it started: {printed}")
            key, _, value = line.partition(":")
            printed[key.strip()] = value.strip()
        self.code, self.token = printed["Class code"], printed["Teacher token"]
        deadline = time.monotonic() + START_CEILING_SECONDS
        while not self.answers():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise ClassServerError("The class server started but never answered.")
            time.sleep(0.1)
        return self

    def answers(self) -> bool:
        try:
            with urllib.request.urlopen(self.address + "/", timeout=5) as response:
                return bool(response.status == 200)
        except OSError:
            return False

    def kill(self) -> None:
        """Kill the server outright (SIGKILL): no chance to tidy up, as in a power cut."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=60)
        if self.process.stdout is not None:
            self.process.stdout.close()

    def stop(self) -> None:
        """Stop the server if it runs; its database stays, so starting again carries on."""
        if self.process is not None and self.process.poll() is None:
            self.kill()

    def __enter__(self) -> LocalClassServer:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
