#!/usr/bin/env bash
# Shards on a real scheduler: starts a one-node Slurm cluster on this machine (controller and
# node on localhost, Debian's slurm-wlm and munge), submits a job array of 4 tasks that render
# 2,000 generated icons and verify a golden folder of 200 cases with `--shard auto`, merges the
# golden shards with `lamina golden report --merge`, and checks that the union of the shards'
# files equals one process's output byte for byte (cmp) and that the merged report says what
# one process's report says. Prints the times of both. Not part of `make test`.
#
#   sudo Scripts/slurm-demo.sh [--keep]       # LAMINA=path/to/lamina to skip the release build
#
# Needs root (it installs the packages if missing, starts munged, slurmctld and slurmd, and
# stops exactly the daemons it started). The array's IDs run 1-4, so the shards come from
# SLURM_ARRAY_TASK_ID less SLURM_ARRAY_TASK_MIN, as `--shard auto` reads them. Runs on machines
# without cgroups: ProctrackType=proctrack/linuxproc, TaskPlugin=task/none. --keep leaves the
# work folder (printed at the end) in place.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
keep=0
[ "${1:-}" = "--keep" ] && keep=1

[ "$(id -u)" = 0 ] || { echo "slurm-demo: run as root (it starts munged, slurmctld and slurmd)" >&2; exit 2; }
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y slurm-wlm munge >&2
fi

if [ -z "${LAMINA:-}" ]; then
    Scripts/bootstrap.sh
    "$repo"/Scripts/build-release.sh lamina >&2
    LAMINA=$repo/.build/release/lamina
fi
LAMINA=$(readlink -f "$LAMINA")
"$LAMINA" --version >/dev/null

work=$(mktemp -d /tmp/lamina-slurm-demo.XXXXXX)
state=$work/slurm
mkdir -p "$state/ctld" "$state/d"
started_pids=()
cleanup() {
    # Stop only the daemons this script started, by the pids they wrote.
    for pid in "${started_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for file in "$state/slurmd.pid" "$state/slurmctld.pid"; do
        [ -f "$file" ] && started_pids+=("$(cat "$file")") && kill "$(cat "$file")" 2>/dev/null || true
    done
    # Wait for them to exit: slurmctld saves its state as it stops.
    for pid in "${started_pids[@]}"; do
        for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    done
    if [ "$keep" = 0 ]; then rm -rf "$work"; else echo "slurm-demo: kept $work" >&2; fi
}
trap cleanup EXIT
trap 'echo "slurm-demo: failed at line $LINENO (logs in $state; --keep keeps them)" >&2' ERR

# munge: Slurm's authentication, one daemon per machine.
mkdir -p /run/munge && chown munge:munge /run/munge && chmod 0755 /run/munge
if ! munge -n >/dev/null 2>&1; then
    [ -f /etc/munge/munge.key ] || runuser -u munge -- /usr/sbin/mungekey --create
    runuser -u munge -- /usr/sbin/munged
    started_pids+=("$(cat /run/munge/munged.pid)")
fi

host=$(hostname -s)
cpus=$(nproc)
export SLURM_CONF=$state/slurm.conf
cat > "$SLURM_CONF" <<EOF
ClusterName=lamina-demo
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=16817
SlurmdPort=16818
AuthType=auth/munge
StateSaveLocation=$state/ctld
SlurmdSpoolDir=$state/d
SlurmctldPidFile=$state/slurmctld.pid
SlurmdPidFile=$state/slurmd.pid
SlurmctldLogFile=$state/slurmctld.log
SlurmdLogFile=$state/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=demo Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
/usr/sbin/slurmctld -f "$SLURM_CONF"
/usr/sbin/slurmd -f "$SLURM_CONF"
for _ in $(seq 60); do
    sinfo -h -o %T 2>/dev/null | grep -q idle && break
    sleep 0.5
done
sinfo -h -o %T | grep -q idle || { echo "slurm-demo: the node did not come up; see $state/slurmd.log" >&2; keep=1; exit 1; }

# 2,000 icons: a shape, a colour and a rotation each, in 20 folders of 100.
cd "$work"
awk 'BEGIN {
    for (i = 0; i < 2000; i++) {
        dir = sprintf("icons/set%02d", i % 20); file = sprintf("%s/icon%04d.svg", dir, i)
        if (i < 20) system("mkdir -p " dir)
        hue = (i * 37) % 360; angle = (i * 11) % 90; r = 6 + i % 10
        printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"48\" height=\"48\" viewBox=\"0 0 48 48\">\n" > file
        printf "  <rect x=\"4\" y=\"4\" width=\"40\" height=\"40\" rx=\"%d\" fill=\"hsl(%d, 60%%, 50%%)\"/>\n", i % 12, hue > file
        printf "  <g transform=\"rotate(%d 24 24)\"><path d=\"M24 %d L%d 36 H%d Z\" fill=\"white\" stroke=\"#222\" stroke-width=\"2\"/></g>\n", angle, 24 - r, 24 + r, 24 - r > file
        printf "  <circle cx=\"24\" cy=\"24\" r=\"%d\" fill=\"none\" stroke=\"white\" stroke-dasharray=\"3 2\"/>\n</svg>\n", r / 2 + 2 > file
        close(file)
    }
}'
find icons -name '*.svg' | shuf > icons.txt     # any order: shards sort the list themselves
# A golden folder of 200 cases, recorded by one process, then two drawings changed.
mkdir goldens
sed -n 1,200p icons.txt | while IFS= read -r file; do cp "$file" goldens/; done
"$LAMINA" golden record goldens >/dev/null
cases=(goldens/*.svg)
for file in "${cases[@]:0:2}"; do sed -i 's/fill="white"/fill="black"/' "$file"; done

mkdir -p single merged
milliseconds() { echo $(( $(date +%s%N) / 1000000 )); }
echo "== one process"
start=$(milliseconds)
"$LAMINA" render --list icons.txt --output-dir single/png
single_status=0
"$LAMINA" golden verify goldens --report single/report.html > single/verify.txt || single_status=$?
single_ms=$(( $(milliseconds) - start ))
tail -1 single/verify.txt

echo "== a job array of 4 tasks (--array=1-4, one CPU each)"
cat > shard.sh <<EOF
#!/bin/sh
#SBATCH --array=1-4
#SBATCH --cpus-per-task=1
#SBATCH --output=$work/logs/shard-%a.out
echo "started \$(( \$(date +%s%N) / 1000000 ))"
mkdir -p "$work/shards/\$SLURM_ARRAY_TASK_ID"
cd "$work"
"$LAMINA" render --list icons.txt --output-dir "shards/\$SLURM_ARRAY_TASK_ID/png" --jobs 1 --shard auto
"$LAMINA" golden verify goldens --shard auto --report-data "reports/\$SLURM_ARRAY_TASK_ID.json"
echo "verify status \$?"
echo "ended \$(( \$(date +%s%N) / 1000000 ))"
EOF
mkdir -p logs reports
start=$(milliseconds)
job=$(sbatch --parsable shard.sh)
while [ -n "$(squeue -h -j "$job" 2>/dev/null)" ]; do sleep 0.2; done
array_ms=$(( $(milliseconds) - start ))
first_start=$(cat logs/shard-*.out | awk '/^started/ { print $2 }' | sort -n | sed -n 1p)
last_end=$(cat logs/shard-*.out | awk '/^ended/ { print $2 }' | sort -n | tail -1)
cat logs/shard-*.out | grep -E "^lamina render|^shard|passed" || true
merged_status=0
"$LAMINA" golden report --merge reports/*.json --report merged/report.html > merged/verify.txt || merged_status=$?
tail -1 merged/verify.txt

echo "== the union of the shards against one process"
failures=0
total=0
declare -A owner
for task in 1 2 3 4; do
    while IFS= read -r file; do
        rel=${file#shards/$task/png/}
        if [ -n "${owner[$rel]:-}" ]; then echo "overlap: $rel in shards ${owner[$rel]} and $task"; failures=$((failures + 1)); fi
        owner[$rel]=$task
        if ! cmp -s "$file" "single/png/$rel"; then echo "differs: $rel"; failures=$((failures + 1)); fi
        total=$((total + 1))
    done < <(find "shards/$task/png" -type f)
done
expected=$(find single/png -type f | wc -l)
[ "$total" = "$expected" ] || { echo "the shards wrote $total files, one process $expected"; failures=$((failures + 1)); }
[ "$merged_status" = "$single_status" ] || { echo "merged exit $merged_status, one process $single_status"; failures=$((failures + 1)); }
cmp -s <(grep -v '^report' single/verify.txt | grep -v '^ok') <(grep -v '^report' merged/verify.txt) \
    || { echo "the merged verify lines differ from one process's"; failures=$((failures + 1)); }
cmp -s single/report.html merged/report.html || { echo "the merged HTML report differs from one process's"; failures=$((failures + 1)); }
for image in single/report-images/*.png; do
    cmp -s "$image" "merged/report-images/$(basename "$image")" || { echo "differs: $image"; failures=$((failures + 1)); }
done

echo "files: $total from 4 shards, $expected from one process; golden exit status $merged_status merged, $single_status alone"
echo "time: one process $single_ms ms (render --jobs $cpus, then verify); job array $array_ms ms from submitting" \
    "to the queue emptying: $(( first_start - start )) ms to the first task's start, $(( last_end - first_start )) ms" \
    "from it to the last task's end"
if [ "$failures" = 0 ]; then echo "slurm-demo: the shards' union equals one process's output, byte for byte"; fi
[ "$failures" = 0 ]
