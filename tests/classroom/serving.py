"""The real class server as a separate process, for tests and the load benchmark.

``cardwidgets class serve`` runs exactly as a teacher runs it, on a free port of 127.0.0.1;
waits are on conditions (the address printed, the port answering) with generous ceilings.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
#: How long a server may take to start on a busy machine before the test gives up.
START_CEILING_S = 120


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


class ClassServer:
    """``cardwidgets class serve`` over one database file, started and killed at will."""

    def __init__(self, folder: Path, database: str | None = None) -> None:
        self.folder = folder
        self.database = database
        self.port = free_port()
        self.address = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[str] | None = None
        self.code = self.token = ""

    def start(self) -> None:
        command = [sys.executable, "-m", "cardwidgets", "class", "serve"]
        command += ["--host", "127.0.0.1", "--port", str(self.port)]
        if self.database:
            command += ["--database", self.database]
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
            assert line, f"the class server stopped before it printed its address: {printed}"
            key, _, value = line.partition(":")
            printed[key.strip()] = value.strip()
        self.code, self.token = printed["Class code"], printed["Teacher token"]
        deadline = time.monotonic() + START_CEILING_S
        while not self.answers():
            assert time.monotonic() < deadline, "the class server never answered"
            assert self.process.poll() is None, "the class server stopped"
            time.sleep(0.1)

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
        if self.process is not None and self.process.poll() is None:
            self.kill()

    def call(
        self, path: str, body: dict[str, Any] | None = None, token: str | None = "teacher"
    ) -> tuple[int, Any]:
        """The status and the JSON (or text) answer of one request."""
        headers = {"content-type": "application/json"}
        if token is not None:
            headers["authorization"] = f"Bearer {self.token if token == 'teacher' else token}"
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.address + path, data=data, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status, raw = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, raw = error.code, error.read()
        text = raw.decode()
        try:
            return status, json.loads(text)
        except ValueError:
            return status, text
