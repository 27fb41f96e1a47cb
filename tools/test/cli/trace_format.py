"""The rules of the Chrome trace event format that a `--trace` file must keep (docs/profile.md,
"Timeline"), as Perfetto and chrome://tracing read the JSON object form: an object with a
`traceEvents` array; every event has `name`, `ph`, `pid`, `tid` and a numeric `ts`; complete
events (`X`) a `dur` >= 0; B/E events balanced per track; flow starts (`s`) and finishes (`f`)
paired by `id`, the finish not before the start; counters (`C`) numeric args; metadata (`M`) the
names the viewers know. Returns the problems found (empty: none)."""

KNOWN_PHASES = set("XBEisftCM")
KNOWN_METADATA = {"process_name", "thread_name", "process_labels", "process_sort_index", "thread_sort_index"}


def problems(doc):
    out = []
    if not isinstance(doc, dict) or not isinstance(doc.get("traceEvents"), list):
        return ["not an object with a traceEvents array"]
    open_spans = {}
    flows = {}
    for i, e in enumerate(doc["traceEvents"]):
        where = "event %d (%r)" % (i, e.get("name") if isinstance(e, dict) else e)
        if not isinstance(e, dict):
            out.append(where + ": not an object")
            continue
        for key in ("name", "ph", "pid", "tid", "ts"):
            if key not in e:
                out.append("%s: no %s" % (where, key))
        ph = e.get("ph")
        if ph not in KNOWN_PHASES:
            out.append("%s: unknown phase %r" % (where, ph))
            continue
        if not isinstance(e.get("ts"), (int, float)) or not isinstance(e.get("pid"), int) \
                or not isinstance(e.get("tid"), int):
            out.append(where + ": ts, pid and tid must be numbers")
            continue
        track = (e["pid"], e["tid"])
        if ph == "X" and not (isinstance(e.get("dur"), (int, float)) and e["dur"] >= 0):
            out.append(where + ": a complete event needs a dur >= 0")
        elif ph == "B":
            open_spans.setdefault(track, []).append(e["ts"])
        elif ph == "E":
            if not open_spans.get(track):
                out.append(where + ": E without B on its track")
            else:
                open_spans[track].pop()
        elif ph in "sf":
            if "id" not in e:
                out.append(where + ": a flow event needs an id")
            else:
                flows.setdefault(e["id"], {}).setdefault(ph, []).append(e)
        elif ph == "C":
            args = e.get("args")
            if not isinstance(args, dict) or not args or \
                    not all(isinstance(v, (int, float)) for v in args.values()):
                out.append(where + ": a counter needs numeric args")
        elif ph == "M":
            if e["name"] not in KNOWN_METADATA or not isinstance(e.get("args"), dict):
                out.append(where + ": unknown metadata or no args")
        elif ph == "i" and e.get("s", "t") not in "gpt":
            out.append(where + ": an instant's scope is g, p or t")
    for track, stack in open_spans.items():
        if stack:
            out.append("track %r: %d B events without E" % (track, len(stack)))
    for fid, ends in flows.items():
        if len(ends.get("s", [])) != 1 or len(ends.get("f", [])) != 1:
            out.append("flow %r: %d starts and %d finishes" % (fid, len(ends.get("s", [])), len(ends.get("f", []))))
        elif ends["f"][0]["ts"] < ends["s"][0]["ts"]:
            out.append("flow %r: finishes before it starts" % (fid,))
    return out
