"""One strata-bench run for the checks that judge ratios (check-linear.py,
check-clone.py): 5 repetitions of the benchmarks a filter names, each
repetition's record as Google Benchmark writes it in JSON. A benchmark that
reports an error stops the check with it."""
import json
import subprocess
import sys


def repetitions(bench, name_filter, min_time):
    out = subprocess.run(
        [bench, f"--benchmark_filter={name_filter}", "--benchmark_format=json",
         f"--benchmark_min_time={min_time}", "--benchmark_repetitions=5"],
        check=True, capture_output=True, text=True).stdout
    for b in json.loads(out)["benchmarks"]:
        if b.get("error_occurred"):
            sys.exit(f"{b['name']}: {b.get('error_message')}")
        if b.get("run_type") == "iteration":
            yield b
