#!/usr/bin/env python3
"""A ComponentBench agent in Python, with the standard library only.

It serves the HTTP agent protocol (docs/agent-protocol.md): each turn the harness POSTs what the
agent is shown as JSON, and the agent answers with the turn's action in the harness grammar.

The policy is deliberately trivial, to show the protocol rather than to score: it clicks, one per
turn, the controls whose names the goal quotes ("Tick "Remember me"" clicks the checkbox named
Remember me), and reports the task infeasible when none is left. Replace `policy` with your own.

    python3 examples/python_agent.py --port 8765
    npx cb run --agent http --agent-url http://127.0.0.1:8765/ --mode axtree --tasks "checkbox-*"
"""
import argparse
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PROTOCOL = "componentbench-agent"
VERSION = 1
QUOTED = re.compile(r'"([^"]+)"')
CLICKABLE = {
    "button", "checkbox", "radio", "switch", "tab", "link", "menuitem", "menuitemcheckbox",
    "menuitemradio", "option", "treeitem",
}

# What each episode has clicked so far, by episode id (a new id at step 0 starts an episode).
episodes = {}


def policy(request, clicked):
    """The turn's reply: one action, with a line of free text the trace shows."""
    if request["mode"] == "pixel":
        return {"action": 'report_infeasible("this agent reads element names and has none in pixel mode")'}
    for name in QUOTED.findall(request["goal"]):
        if name in clicked:
            continue
        for element in request["observation"]["elements"]:
            if element["role"] in CLICKABLE and element["name"].strip().lower() == name.strip().lower():
                clicked.add(name)
                return {"action": "click(%s)" % json.dumps(element["id"]), "output": 'clicking "%s"' % name}
    return {"action": 'report_infeasible("nothing named in the goal is left to click")'}


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        try:
            request = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))))
            if request.get("protocol") != PROTOCOL or request.get("version") != VERSION:
                return self.answer(400, {"error": "this agent speaks %s version %d" % (PROTOCOL, VERSION)})
            if request["step"] == 0:
                episodes[request["episode_id"]] = set()
            clicked = episodes.setdefault(request["episode_id"], set())
            self.answer(200, policy(request, clicked))
        except (ValueError, KeyError) as e:
            self.answer(400, {"error": "bad request: %r" % e})

    def answer(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass  # one line per turn would drown the harness's own output


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    args = parser.parse_args()
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    # The first line says where the agent listens (a test reads the port from it).
    print("listening on http://%s:%d/" % (args.host, server.server_address[1]), flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
