#!/usr/bin/python3
"""Run every ```python example of the official RCSB Python client's search documentation
(py-rcsb-api, docs/search_api/*.md) against a server that speaks the RCSB Search API v2.

Usage: python3 test/compat/py-docs-examples.py [BASE_URL] [--timeout SECONDS] [--quiet|--verbose]
       (default BASE_URL http://127.0.0.1:8080)

One line per block:  file:line  OK|ERROR <exception>|SKIPPED <reason>
followed, for OK blocks, by what came back (hits per search request, first ids, facets, printed
lines). Blocks that fail, or whose search requests come back with no hits, are followed by the
exact JSON of every request the client sent and the start of each answer, so they can be judged
(see py-docs-examples.md next to this file).

Environment: RCSB_CLIENTS_DIR (default ../shared/clients beside the repo) holds point_at_server.py and the
py-rcsb-api snapshot; RCSB_ARCHIVE_DIR (default ../shared/archive) gives real mmCIF files for the
two examples whose file path is a placeholder.

Pointing the client at the server: this script imports ../shared/clients/point_at_server.py as a
module (the same patching run-py-rcsb-api uses, not a copy). Importing it imports pytest and defines
its pytest_runtest_call hook, but no pytest session registers that hook here, so it stays inert; its
only other side effect, softened unittest.TestCase assertions, concerns no example. It reads the base
URL from RCSB_LOCAL, so that is set first, and it must run before rcsbapi.search is imported (the
search module reads the const URLs and fetches the attribute schemas at import time).

Python 3 standard library plus what the client needs (httpx, requests, tqdm, graphql-core) and
pytest (imported by point_at_server.py). Stdlib only otherwise.
"""
import argparse
import ast
import contextlib
import gzip
import io
import json
import logging
import os
import re
import shutil
import signal
import sys
import tempfile
import time
import traceback

DEBIAN_PYTHON = "/usr/bin/python3"  # the interpreter with the client's dependencies (see run-py-rcsb-api)
try:
    import httpx
except ImportError:  # e.g. a pyenv python3 first on PATH: rerun under Debian's python3
    if os.path.realpath(sys.executable) != os.path.realpath(DEBIAN_PYTHON) and os.path.exists(DEBIAN_PYTHON):
        os.execv(DEBIAN_PYTHON, [DEBIAN_PYTHON, *sys.argv])
    sys.exit("needs httpx, requests, tqdm, graphql-core, pytest (Debian: python3-httpx python3-requests ...)")

SHARED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared")
CLIENTS = os.environ.get("RCSB_CLIENTS_DIR", os.path.join(SHARED, "clients"))
CLIENT_SRC = os.path.join(CLIENTS, "py-rcsb-api")
DOCS = os.path.join(CLIENT_SRC, "docs", "search_api")
ARCHIVE = os.environ.get("RCSB_ARCHIVE_DIR", os.path.join(SHARED, "archive"))
# Reading order of the documentation (index of the docs); any other page found is run after these.
PAGE_ORDER = ["quickstart.md", "query_construction.md", "additional_examples.md", "attributes.md"]

# Blocks that are not search examples, by content. (None of the current search_api pages has any of
# these in a ```python block; installation is an indented `pip install`, but keep the rule.)
NOT_SEARCH = [
    (re.compile(r"^\s*!?\s*pip install", re.M), "installation snippet, not a search example"),
    (re.compile(r"rcsbapi\.(data|sequence|model)\b"), "Data/Sequence/Model API example, not the Search API"),
]

# Placeholders in the docs that cannot run as written; replaced by a real file of the sample archive
# (the example is about uploading *some* local file). Reported in the block's summary line.
PLACEHOLDER_FILES = {
    "/PATH/TO/FILE.cif": "4hhb",
    "/absolute/path/to/file.cif": "2mnr",
}


def extract_blocks(path):
    """Yield (start_line, code) for every ```python fenced block; start_line is the fence's line."""
    blocks, start, lines = [], None, []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            stripped = line.strip()
            if start is None:
                if stripped == "```python":
                    start, lines = number, []
            elif stripped == "```":
                blocks.append((start, "".join(lines)))
                start = None
            else:
                lines.append(line)
    return blocks


def pages():
    found = sorted(name for name in os.listdir(DOCS) if name.endswith(".md"))
    return [p for p in PAGE_ORDER if p in found] + [p for p in found if p not in PAGE_ORDER]


# ---------------------------------------------------------------- request log (wraps httpx.post/get)

class Alarm:
    """Per-block time limit via SIGALRM; paused while we wait out a 429."""

    seconds = 60

    @staticmethod
    def _fire(signum, frame):
        raise TimeoutError(f"block exceeded {Alarm.seconds} s")

    @classmethod
    def start(cls):
        signal.signal(signal.SIGALRM, cls._fire)
        signal.alarm(cls.seconds)

    @staticmethod
    def stop():
        signal.alarm(0)

    @staticmethod
    @contextlib.contextmanager
    def paused():
        left = signal.alarm(0)
        try:
            yield
        finally:
            if left:
                signal.alarm(left)


REQUESTS = []  # requests of the current block


def install_request_log(httpx):
    real_post, real_get = httpx.post, httpx.get

    def record(method, url, kwargs, response):
        entry = {"method": method, "url": str(url), "status": response.status_code}
        if "json" in kwargs:
            entry["json"] = kwargs["json"]
        if kwargs.get("files"):
            entry["files"] = {k: getattr(v, "name", "?") for k, v in kwargs["files"].items()}
            entry["data"] = kwargs.get("data")
        try:
            entry["answer"] = response.json() if response.content else None
        except ValueError:
            entry["answer"] = response.text[:400]
        REQUESTS.append(entry)

    def send(real, method, url, args, kwargs):
        waited = 0
        while True:
            response = real(url, *args, **kwargs)
            if response.status_code != 429 or waited > 300:
                break
            # Rate limited: wait as told (Retry-After), outside the block's time limit, and retry.
            pause = float(response.headers.get("retry-after") or 10)
            print(f"    (429 from server, waiting {pause:g} s)", file=sys.stderr, flush=True)
            with Alarm.paused():
                time.sleep(pause)
            waited += pause
            for f in (kwargs.get("files") or {}).values():
                if hasattr(f, "seek"):
                    f.seek(0)
        record(method, url, kwargs, response)
        return response

    httpx.post = lambda url, *a, **kw: send(real_post, "POST", url, a, kw)
    httpx.get = lambda url, *a, **kw: send(real_get, "GET", url, a, kw)


# ---------------------------------------------------------------- summaries

def short(value, limit=160):
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def ids_of(answer):
    """First identifiers of a search answer (result_set entries or group identifiers)."""
    out = []
    for item in answer.get("result_set") or []:
        out.append(item["identifier"] if isinstance(item, dict) else item)
    for group in answer.get("group_set") or []:
        out.append(f"group {group.get('identifier')}({group.get('count', '?')})")
    return out


def facet_summary(facets):
    parts = []
    for facet in facets or []:
        buckets = facet.get("buckets")
        if buckets is not None:
            first = ", ".join(f"{b.get('label')}:{b.get('population')}" for b in buckets[:3])
            parts.append(f"{facet.get('name')}: {len(buckets)} buckets [{first}]")
        else:
            parts.append(f"{facet.get('name')}: {short(json.dumps(facet), 80)}")
    return "; ".join(parts)


def search_summary():
    """One entry per distinct query_id (pages of one session are merged): (text, had_hits)."""
    seen, out = {}, []
    for req in REQUESTS:
        if req["method"] != "POST" or "json" not in req:
            continue
        body = req["json"]
        qid = (body.get("request_info") or {}).get("query_id") or id(req)
        start = ((body.get("request_options") or {}).get("paginate") or {}).get("start", 0)
        answer = req["answer"]
        if qid in seen:  # the same session again (list() asks twice) or its next page
            if start not in seen[qid]["starts"] and isinstance(answer, dict):
                seen[qid]["starts"].add(start)
                seen[qid]["ids"] += ids_of(answer)
            continue
        item = {"status": req["status"], "return_type": body.get("return_type"), "ids": [], "total": None, "starts": {start},
                "facets": None, "services": sorted(set(re.findall(r'"service": "(\w+)"', json.dumps(body["query"]))))}
        if isinstance(answer, dict):
            item["total"] = answer.get("total_count")
            item["ids"] = ids_of(answer)
            item["facets"] = answer.get("facets")
        seen[qid] = item
        out.append(item)
    lines = []
    for item in out:
        head = f"{'+'.join(item['services'])}->{item['return_type']}"
        if item["status"] == 204:
            lines.append((f"{head}: 204 no hits", False))
        elif item["status"] != 200:
            lines.append((f"{head}: HTTP {item['status']}", False))
        else:
            text = f"{head}: {item['total']} hits"
            if item["ids"]:
                text += " (" + ", ".join(map(str, item["ids"][:3])) + (", ..." if len(item["ids"]) > 3 else "") + ")"
            hit = bool(item["total"])
            if item["facets"]:
                text += " facets " + facet_summary(item["facets"])
                # a facet without buckets (or a zero count) returned nothing either
                hit = hit and all(f.get("buckets") or f.get("value") for f in item["facets"])
            lines.append((text, hit))
    return lines


def value_summary(value):
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        return f"{type(value).__name__}[{len(value)}] {short(list(value[:3]), 100)}"
    if type(value).__name__ == "Session":
        return "Session"
    return short(repr(value), 120)


# ---------------------------------------------------------------- running a block

def run_block(code, namespace):
    """Exec code in namespace like a notebook cell: the value of a final expression is returned."""
    tree = ast.parse(code)
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    exec(compile(tree, "<doc block>", "exec"), namespace)
    if last is not None:
        return eval(compile(last, "<doc block>", "eval"), namespace)
    return None


class WarningCollector(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


def archive_copy(entry_id, tmpdir):
    src = os.path.join(ARCHIVE, "entries", f"{entry_id}.cif.gz")
    dst = os.path.join(tmpdir, f"{entry_id}.cif")
    if not os.path.exists(dst):
        with gzip.open(src, "rb") as fin, open(dst, "wb") as fout:
            fout.write(fin.read())
    return dst


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("base", nargs="?", default="http://127.0.0.1:8080")
    parser.add_argument("--timeout", type=int, default=60, help="seconds per block (default 60)")
    parser.add_argument("--quiet", action="store_true", help="no request dumps for failing/empty blocks")
    parser.add_argument("--verbose", action="store_true", help="request dumps for every block")
    args = parser.parse_args()
    base = args.base.rstrip("/")
    Alarm.seconds = args.timeout

    # Point the client at the server exactly as run-py-rcsb-api does (see module docstring).
    os.environ["RCSB_LOCAL"] = base
    sys.path[:0] = [CLIENTS, CLIENT_SRC]
    import point_at_server  # noqa: F401  patches rcsbapi.const.const; must precede rcsbapi.search
    from rcsbapi.const import const
    from rcsbapi.config import config

    assert const.RCSB_SEARCH_API_QUERY_URL.startswith(base), const.RCSB_SEARCH_API_QUERY_URL
    # One attempt per request: the client's own retries (5, exponential backoff) would resend a
    # rejected query five times; 429s are waited out by the request log wrapper instead.
    config.MAX_RETRIES = 1
    install_request_log(httpx)
    collector = WarningCollector()
    logging.getLogger("rcsbapi").addHandler(collector)
    logging.getLogger("rcsbapi").propagate = False  # warnings go into the block summary instead

    print(f"# py-rcsb-api docs/search_api examples against {base}  ({time.strftime('%Y-%m-%d %H:%M:%S')})")
    try:
        import rcsbapi.search  # noqa: F401  fetches both attribute schemas from the server
    except Exception as error:  # noqa: BLE001
        print(f"cannot import rcsbapi.search against {base}: {short(error)}")
        return 2
    REQUESTS.clear()

    counts = {"OK": 0, "ERROR": 0, "SKIPPED": 0, "empty": 0}
    tmpdir = tempfile.mkdtemp(prefix="py-docs-examples-")
    try:
        run_pages(args, counts, tmpdir, collector)
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    print(f"# {counts['OK']} OK ({counts['empty']} of them empty or partly empty), {counts['ERROR']} ERROR, "
          f"{counts['SKIPPED']} SKIPPED")
    return 1 if counts["ERROR"] else 0


def run_pages(args, counts, tmpdir, collector):
    for page in pages():
        namespace = {"__name__": "__main__"}  # one namespace per page: later blocks use earlier variables
        for line, code in extract_blocks(os.path.join(DOCS, page)):
            where = f"{page}:{line}"
            reason = next((why for pattern, why in NOT_SEARCH if pattern.search(code)), None)
            if reason is None:
                try:
                    ast.parse(code)
                except SyntaxError as error:
                    reason = f"not runnable Python (illustration of the JSON sent; SyntaxError line {error.lineno})"
            if reason:
                counts["SKIPPED"] += 1
                print(f"{where}  SKIPPED {reason}", flush=True)
                continue
            notes = []
            for placeholder, entry_id in PLACEHOLDER_FILES.items():
                if placeholder in code:
                    code = code.replace(placeholder, archive_copy(entry_id, tmpdir))
                    notes.append(f"placeholder {placeholder} replaced by archive {entry_id}.cif")
            REQUESTS.clear()
            collector.messages.clear()
            printed = io.StringIO()
            value = error = None
            Alarm.start()
            try:
                with contextlib.redirect_stdout(printed):
                    value = run_block(code, namespace)
            except BaseException as exc:  # noqa: BLE001  (TimeoutError, AssertionError, SystemExit...)
                if isinstance(exc, KeyboardInterrupt):
                    raise
                error = exc
            finally:
                Alarm.stop()
            searches = search_summary()
            out_lines = [ln for ln in printed.getvalue().splitlines() if ln.strip()]
            if error is not None:
                counts["ERROR"] += 1
                tb = traceback.extract_tb(error.__traceback__)
                doc_frames = [f for f in tb if f.filename == "<doc block>"]
                at = f" (block line {doc_frames[-1].lineno})" if doc_frames else ""
                message = short(error, 200) or "(no message)"
                print(f"{where}  ERROR {type(error).__name__}: {message}{at}", flush=True)
                details = [text for text, _ in searches]
            else:
                counts["OK"] += 1
                details = [text for text, _ in searches] or ["no search request (builds queries / reads schema only)"]
                empty = bool(searches) and not any(hit for _, hit in searches)
                some_empty = bool(searches) and not empty and not all(hit for _, hit in searches)
                flag = " [nothing returned]" if empty else " [partly empty]" if some_empty else ""
                counts["empty"] += empty or some_empty
                shown = value_summary(value)
                if shown:
                    details.append(f"value {shown}")
                if out_lines:
                    details.append(f"printed {len(out_lines)} lines: {short(' | '.join(out_lines[:3]), 140)}")
                print(f"{where}  OK{flag}  " + " ; ".join(details), flush=True)
                details = []
            for note in notes + [f"client warning: {short(m, 200)}" for m in collector.messages[:3]]:
                print(f"    note: {note}")
            failing = error is not None or any(not hit for _, hit in searches)
            if (failing and not args.quiet) or args.verbose:
                for text in details:
                    print(f"    search: {text}")
                for req in REQUESTS:
                    sent = json.dumps(req.get("json") or {"files": req.get("files"), "data": req.get("data")})
                    print(f"    > {req['method']} {req['url']} {sent}")
                    print(f"    < {req['status']} {short(json.dumps(req['answer']), 600)}")


if __name__ == "__main__":
    sys.exit(main())
