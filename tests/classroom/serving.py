"""The real class server as a separate process, for tests and the load benchmark.

``cardwidgets class serve`` runs exactly as a teacher runs it, on a free port of 127.0.0.1;
waits are on conditions (the address printed, the port answering) with generous ceilings.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from cardwidgets.classroom.local import LocalClassServer, environment, free_port

__all__ = ["ClassServer", "environment", "free_port"]


class ClassServer(LocalClassServer):
    """The package's local server, with the calls a test makes as the teacher or a student."""

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
