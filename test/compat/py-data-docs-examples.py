#!/usr/bin/python3
"""Run every ```python example of the official RCSB Python client's Data API documentation
(py-rcsb-api, docs/data_api/*.md) against a server that speaks the RCSB Data API.

Usage: python3 test/compat/py-data-docs-examples.py [BASE_URL] [--timeout SECONDS]
       (default BASE_URL http://127.0.0.1:8080)

One line per block:  file:line  OK|ERROR <exception>|SKIPPED <reason>
followed, for OK blocks, by what came back: per GraphQL root, how many of the ids asked for
answered, and which requested fields came back empty everywhere ([nothing returned] / [partly
empty]); outcomes are judged in py-data-docs-examples.md next to this file.

A block whose DataQuery names only ids the archive does not hold is skipped. Whether the archive
holds an id is asked of the server: the entry an entry, entity, instance or assembly id belongs to
(`entry` root, so computed models count too), the chemical component (`chem_comp`), the PubMed
article or UniProt entry (`pubmed`, `uniprot`: held when one of the archive's documents names it).

A block that raises the very error the page shows after it (a plain ``` block starting 'Type:')
is OK. A block quoted with '>' counts too.

Shares py-docs-examples.py's way of pointing the client at the server (importing
../shared/clients/point_at_server.py; see that script's docstring) and its block running and time
limit (imported from it, not copied). Same Python requirements as run-py-rcsb-api-data, whose
../shared/clients/shims stands in for rustworkx.
"""
import argparse
import ast
import contextlib
import importlib.util
import io
import json
import logging
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("py_docs_examples", os.path.join(HERE, "py-docs-examples.py"))
search_docs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(search_docs)  # re-runs this script under Debian's python3 when httpx is missing
import httpx  # noqa: E402

DOCS = os.path.join(search_docs.CLIENT_SRC, "docs", "data_api")
PAGE_ORDER = ["quickstart.md", "query_construction.md", "additional_examples.md"]  # the docs' reading order

ANSWERS = []  # (query text, answer) of every DataQuery request of the current block


def record_data_queries():
    """DataQuery.exec posts through httpx.AsyncClient; keep each query and its answer."""
    real_post = httpx.AsyncClient.post

    async def post(self, url, *args, **kwargs):
        response = await real_post(self, url, *args, **kwargs)
        try:
            ANSWERS.append(((kwargs.get("json") or {}).get("query", ""), response.json()))
        except ValueError:
            ANSWERS.append(("", {"status": response.status_code}))
        return response

    httpx.AsyncClient.post = post


# ---------------------------------------------------------------- which ids a block names

def named_ids(code):
    """(input_type, ids) of every Query(...)/DataQuery(...) call with literal input_ids (not ALL_STRUCTURES)."""
    found = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Call):
            args = {k.arg: k.value for k in node.keywords}
            if "input_type" in args and "input_ids" in args:
                with contextlib.suppress(ValueError):
                    found.append((ast.literal_eval(args["input_type"]), ast.literal_eval(args["input_ids"])))
    return found


def holder(input_type, some_id):
    """The singular root, its argument and value that say whether the archive holds what an id names."""
    if input_type in ("pubmed", "uniprot"):
        return input_type, f"{input_type}_id", some_id
    if input_type.startswith("chem_comp"):
        return "chem_comp", "comp_id", str(some_id).upper()
    # entity 4HHB_1, instance 4HHB.A, assembly 4HHB-1 belong to entry 4HHB (AF_AFP68871F1 is an entry id)
    entry = some_id if input_type.startswith("entr") else re.sub(r"[._-][^._-]+$", "", some_id)
    return "entry", "entry_id", entry.upper()


def held(base, input_type, ids):
    fields = []
    for n, some_id in enumerate(ids):
        root, arg, value = holder(input_type, some_id)
        fields.append(f"h{n}: {root}({arg}: {json.dumps(value)}) {{ rcsb_id }}")
    answer = httpx.post(f"{base}/graphql", json={"query": "{ " + " ".join(fields) + " }"}, timeout=60).json()
    return [some_id for n, some_id in enumerate(ids) if (answer.get("data") or {}).get(f"h{n}")]


def skip_reason(base, code):
    try:
        compile(code, "<doc block>", "exec")
    except SyntaxError as error:
        return f"not runnable as a script: {error.msg} (block line {error.lineno})"
    named = named_ids(code)
    if named and not any(held(base, input_type, ids) for input_type, ids in named):
        ids = ", ".join(str(i) for _, ids in named for i in ids)
        return f"names only ids the archive does not hold ({ids})"
    return None


# ---------------------------------------------------------------- what came back

def leaf_paths(selection_set, prefix=()):
    for field in selection_set.selections:
        path = prefix + (field.name.value,)
        yield from leaf_paths(field.selection_set, path) if field.selection_set else [path]


def values_at(value, path):
    if isinstance(value, list):
        return [v for item in value for v in values_at(item, path)]
    if not path:
        return [] if value in (None, "", []) else [value]
    return values_at(value.get(path[0]) if isinstance(value, dict) else None, path[1:])


def answer_summary():
    """Per root of each DataQuery answer: ids answered of ids asked, fields empty everywhere; and a flag."""
    from graphql import parse

    texts, full, some = [], True, False
    for query, answer in ANSWERS:
        if not answer.get("data"):
            texts.append(f"no data: {search_docs.short(answer, 200)}")
            full = False
            continue
        for root in parse(query).definitions[0].selection_set.selections:
            name, asked = root.name.value, root.arguments[0].value if root.arguments else None
            wanted = len(asked.values) if hasattr(asked, "values") else 1
            got = answer["data"].get(name)
            objects = [o for o in (got if isinstance(got, list) else [got]) if o]
            empty = [".".join(path) for path in leaf_paths(root.selection_set) if not values_at(objects, path)]
            ids = [str(o.get("rcsb_id")) for o in objects if isinstance(o, dict) and o.get("rcsb_id")]
            text = f"{name}: {len(objects)} of {wanted}"
            if ids:
                text += f" ({', '.join(ids[:3])}{', ...' if len(ids) > 3 else ''})"
            texts.append(text + (f", empty: {', '.join(empty)}" if empty else ""))
            full = full and len(objects) == wanted and not empty
            some = some or bool(objects)
    flag = "" if full else " [partly empty]" if some else " [nothing returned]"
    return texts, flag if ANSWERS else ""


# ---------------------------------------------------------------- reading and running the pages

def extract_blocks(path):
    """(fence line, code) of every ```python block, also of one quoted with '>' (the marks removed)."""
    blocks, start, quoted, lines = [], None, False, []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if start is None:
                fence = re.match(r"\s*(>?)\s*```python\s*$", line)
                if fence:
                    start, quoted, lines = number, bool(fence.group(1)), []
                continue
            line = re.sub(r"^\s*>\s?", "", line) if quoted else line
            if line.strip() == "```":
                blocks.append((start, "".join(lines)))
                start = None
            else:
                lines.append(line)
    return blocks


def documented_error(path, fence_line, error):
    """Whether the page shows this block raising this error: a plain ``` block right after it, starting 'Type:'."""
    with open(path, encoding="utf-8") as f:
        after = [line.strip() for line in f.read().splitlines()[fence_line:]]
    rest = [line for line in after[after.index("```") + 1 :] if line][:2]
    return rest[:1] == ["```"] and len(rest) == 2 and rest[1].startswith(f"{type(error).__name__}:")


def pages():
    found = sorted(name for name in os.listdir(DOCS) if name.endswith(".md"))
    return [p for p in PAGE_ORDER if p in found] + [p for p in found if p not in PAGE_ORDER]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("base", nargs="?", default="http://127.0.0.1:8080")
    parser.add_argument("--timeout", type=int, default=60, help="seconds per block (default 60)")
    args = parser.parse_args()
    base = args.base.rstrip("/")
    search_docs.Alarm.seconds = args.timeout

    os.environ["RCSB_LOCAL"] = base  # read by point_at_server, which must precede rcsbapi.data
    # shims/rustworkx stands in for the unpackaged rustworkx, as in run-py-rcsb-api-data
    sys.path[:0] = [search_docs.CLIENTS, os.path.join(search_docs.CLIENTS, "shims"), search_docs.CLIENT_SRC]
    import point_at_server  # noqa: F401
    from rcsbapi.config import config
    from rcsbapi.const import const

    assert const.DATA_API_ENDPOINT.startswith(base), const.DATA_API_ENDPOINT
    config.MAX_RETRIES = 1  # a rejected query is sent once, not five times with backoff
    record_data_queries()
    collector = search_docs.WarningCollector()
    logging.getLogger("rcsbapi").addHandler(collector)
    logging.getLogger("rcsbapi").propagate = False

    print(f"# py-rcsb-api docs/data_api examples against {base}  ({time.strftime('%Y-%m-%d %H:%M:%S')})")
    counts = {"OK": 0, "ERROR": 0, "SKIPPED": 0, "empty": 0}
    for page in pages():
        namespace = {"__name__": "__main__"}  # one namespace per page: later blocks use earlier variables
        for line, code in extract_blocks(os.path.join(DOCS, page)):
            where = f"{page}:{line}"
            reason = skip_reason(base, code)
            if reason:
                counts["SKIPPED"] += 1
                print(f"{where}  SKIPPED {reason}", flush=True)
                continue
            ANSWERS.clear()
            collector.messages.clear()
            printed, value, error = io.StringIO(), None, None
            search_docs.Alarm.start()
            try:  # stderr too: the progress bars
                with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(io.StringIO()):
                    value = search_docs.run_block(code, namespace)
            except Exception as exc:  # noqa: BLE001  (TimeoutError, httpx errors, ValueError...)
                error = exc
            finally:
                search_docs.Alarm.stop()
            texts, flag = answer_summary()
            if error is not None and not ANSWERS and documented_error(os.path.join(DOCS, page), line, error):
                counts["OK"] += 1
                print(f"{where}  OK  raised {type(error).__name__} as the page shows: {search_docs.short(error, 160)}", flush=True)
            elif error is not None:
                counts["ERROR"] += 1
                print(f"{where}  ERROR {type(error).__name__}: {search_docs.short(error, 200) or '(no message)'}", flush=True)
            else:
                counts["OK"] += 1
                counts["empty"] += bool(flag)
                details = texts or ["no Data API query (builds a query, a link or reads the schema)"]
                if search_docs.value_summary(value):
                    details.append(f"value {search_docs.value_summary(value)}")
                out = [ln for ln in printed.getvalue().splitlines() if ln.strip()]
                if out:
                    details.append(f"printed {len(out)} lines: {search_docs.short(' | '.join(out[:2]), 160)}")
                print(f"{where}  OK{flag}  " + " ; ".join(details), flush=True)
            for message in collector.messages[:3]:
                print(f"    note: client warning: {search_docs.short(message, 200)}")
            if error is not None or flag:
                for query, answer in ANSWERS:
                    print(f"    > {search_docs.short(query, 400)}")
                    print(f"    < {search_docs.short(json.dumps(answer), 600)}")
    print(f"# {counts['OK']} OK ({counts['empty']} of them empty or partly empty), {counts['ERROR']} ERROR, "
          f"{counts['SKIPPED']} SKIPPED")
    return 1 if counts["ERROR"] else 0


if __name__ == "__main__":
    sys.exit(main())
