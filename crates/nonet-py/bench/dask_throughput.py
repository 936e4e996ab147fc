"""Puzzles per second on one file: the command line (`nonet COMMAND FILE --threads N`)
against nonet.dask on a dask.distributed LocalCluster of 1 and of 2 worker processes
(one Dask thread and one nonet thread each), and the cost per puzzle and core that the
README's estimate for a large cluster starts from.

    NONET_PY_PROFILE=release bash crates/nonet-py/test.sh   # or any venv with the release build
    python crates/nonet-py/bench/dask_throughput.py ../shared/data/hardest_1000.txt \\
        --cli target/release/nonet --command rate --lines 100

Each run is timed on the wall clock: the command line's whole process (reading,
working, writing JSON to /dev/null); Dask's job from building the dataframe (its quick
first pass that counts each block's lines included) to the Parquet files written, the
cluster started and its workers warmed beforehand (imports, a job of one puzzle): a
cluster is started once, not per job. Its CPU time is summed too (the command line's
process; every Dask worker process and this client, by `getrusage` before and after the
job), which other work on a shared machine disturbs less than the wall clock. The file
(or its first `--lines` lines) is cut into `--blocks` blocks, so that two workers share
the work evenly.
"""

import argparse
import os
import pathlib
import resource
import subprocess
import sys
import tempfile
import time

import dask

import nonet.dask


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def process_cpu():
    """CPU seconds of this process (run on each worker by `client.run`)."""
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def warm_up():
    import dask.dataframe  # noqa: F401
    import pyarrow.parquet  # noqa: F401

    import nonet.dask  # noqa: F401


def cli_run(cli, command, path, threads):
    """(wall seconds, CPU seconds) of the command line's run."""
    cpu, start = children_cpu(), time.perf_counter()
    subprocess.run(
        [cli, command, str(path), "--threads", str(threads), "--format", "json"],
        stdout=subprocess.DEVNULL,
        check=False,
    )
    return time.perf_counter() - start, children_cpu() - cpu


def dask_run(command, path, workers, blocksize, out):
    from distributed import Client, LocalCluster

    with LocalCluster(
        n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, Client(cluster) as client:
        # The workers import what a job needs first (seconds of CPU each, once per
        # worker), then run a job of one puzzle, before the timed job.
        client.run(warm_up)
        one = pathlib.Path(str(out) + ".one.txt")
        with open(path, encoding="utf-8") as src:
            one.write_text(src.readline(), encoding="utf-8")
        nonet.dask.count(str(one), blocksize=None).to_parquet(str(out) + ".one")
        before = sum(client.run(process_cpu).values()) + process_cpu()
        start = time.perf_counter()
        table = nonet.dask.table(str(path), command, blocksize=blocksize, threads=1)
        table.to_parquet(out)
        elapsed = time.perf_counter() - start
        cpu = sum(client.run(process_cpu).values()) + process_cpu() - before
    return elapsed, cpu


def main():
    # Dask's nanny starts each worker with MALLOC_TRIM_THRESHOLD_=65536, which makes
    # glibc give freed memory back to the system at once and map large blocks afresh
    # each time: nonet's rating then takes about a quarter more CPU (the README's Dask
    # section). The workers start without it here, as the README advises.
    dask.config.set({"distributed.nanny.pre-spawn-environ.MALLOC_TRIM_THRESHOLD_": None})
    os.environ.pop("MALLOC_TRIM_THRESHOLD_", None)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("file", type=pathlib.Path)
    ap.add_argument("--cli", required=True, help="the nonet binary (a release build)")
    ap.add_argument("--command", default="rate", choices=["rate", "count", "explain"])
    ap.add_argument("--lines", type=int, default=None, help="only the file's first N lines")
    ap.add_argument("--blocks", type=int, default=16, help="blocks the file is cut into")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        path = args.file
        if args.lines is not None:
            path = pathlib.Path(tmp) / args.file.name
            with open(args.file, encoding="utf-8") as src, open(path, "w") as dst:
                for i, line in enumerate(src):
                    if i == args.lines:
                        break
                    dst.write(line)
        puzzles = sum(1 for line in open(path, encoding="utf-8") if line.strip())
        blocksize = max(1, os.path.getsize(path) // args.blocks)
        print(f"{args.command} {args.file.name}: {puzzles} puzzles, blocks of {blocksize} bytes")
        print(f"{'run':<34} {'seconds':>8} {'puzzles/s':>10} {'vs CLI 1 thread':>16} {'CPU s':>7}")
        runs = []
        for threads in (1, 2):
            runs.append((f"nonet {args.command} --threads {threads}",
                         *cli_run(args.cli, args.command, path, threads)))
        for workers in (1, 2):
            out = pathlib.Path(tmp) / f"out{workers}"
            runs.append((f"nonet.dask, LocalCluster {workers} worker{'s' * (workers > 1)}",
                         *dask_run(args.command, path, workers, blocksize, out)))
        base = runs[0][1]
        for name, seconds, cpu in runs:
            print(f"{name:<34} {seconds:>8.2f} {puzzles / seconds:>10.1f} "
                  f"{base / seconds:>15.2f}x {cpu:>7.2f}")
        for name, seconds, cpu in runs:
            print(f"CPU per puzzle, {name}: {cpu / puzzles * 1e6:,.1f} µs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
