"""``cardwidgets class serve``: start the class server (needs ``pip install 'cardwidgets[class]'``).
Only the arguments are defined here, the server's modules being imported when the command runs,
so ``cardwidgets --help`` works without the extra (:doc:`/docs/design/classroom`)."""

from __future__ import annotations

import argparse
import os
import socket
import sys
from typing import Any

DEFAULT_PORT = 8765


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser("class", help="the class server: pool a class's games live")
    actions = parser.add_subparsers(dest="class_command", metavar="ACTION", required=True)
    serve = actions.add_parser(
        "serve",
        help="run the class server until stopped",
        description="Run the class server: prints its address, the class code students join "
        "with, and the teacher's token. Its data stays in the database between runs.",
    )
    from cardwidgets.classroom.store import DEFAULT_DATABASE

    serve.add_argument(
        "--database",
        default=DEFAULT_DATABASE,
        help=f"an SQLite file (default: {DEFAULT_DATABASE} in this folder) or a "
        "postgresql://user@host/dbname address",
    )
    serve.add_argument("--host", default="0.0.0.0", help="address to listen on (default: all)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    serve.add_argument(
        "--prefix",
        default=os.environ.get("JUPYTERHUB_SERVICE_PREFIX", ""),
        help="serve under this URL path, e.g. /services/class/ (default: the "
        "JUPYTERHUB_SERVICE_PREFIX JupyterHub gives a service it runs, else none)",
    )
    serve.set_defaults(func=serve_class)


def reachable_address(host: str) -> str:
    """The address to write on the board: this machine's network address when listening on all."""
    if host not in ("0.0.0.0", "::", ""):
        return host
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))  # no packet is sent: it only picks a route
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def serve_class(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from cardwidgets.classroom.server import Classroom, create_app
        from cardwidgets.classroom.store import open_store
    except ImportError as error:
        print(
            f"The class server needs its extra ({error.name} is missing): "
            "pip install 'cardwidgets[class]'",
            file=sys.stderr,
        )
        return 1
    classroom = Classroom(open_store(args.database))
    prefix = "/" + args.prefix.strip("/") if args.prefix.strip("/") else ""
    address = f"http://{reachable_address(args.host)}:{args.port}{prefix}"
    print(f"Class server: {address}", flush=True)
    print(f"Class code:   {classroom.code}", flush=True)
    print(f"Teacher token: {classroom.teacher_token}", flush=True)
    print(f"Board:        {address}/board?token={classroom.teacher_token}", flush=True)
    print(
        f'Students:     cardwidgets.join("{address}", "{classroom.code}", "your name")', flush=True
    )
    uvicorn.run(create_app(classroom, prefix), host=args.host, port=args.port, log_level="warning")
    return 0
