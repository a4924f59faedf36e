#!/usr/bin/env python3
"""Digitize a card with the disk nearly full, at 25 levels of free space, and check the next `list` repairs it.

The wallet's folder is a 700 KB tmpfs (mounting one needs root; without it the check says so and skips). For
0 to 192 KB left free in 8 KB steps, `wallet digitize` runs against a filler file; the command may fail, but
with a sentence, and once the filler is gone one `wallet list` must leave the wallet and the token service
agreeing (the checks of wallet_crash_sweep.py).

Usage: wallet_full_disk.py path/to/tessera   (exit 1 on any disagreement)
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wallet_crash_sweep as sweep  # noqa: E402

root = tempfile.mkdtemp(prefix="wallet-full-disk-")
if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=700k", "tmpfs", root], capture_output=True).returncode != 0:
    print("full disk: skipped (mounting a tmpfs needs root)")
    os.rmdir(root)
    sys.exit(0)
failed, outcomes = [], {}
try:
    for free_kb in range(0, 200, 8):
        directory = os.path.join(root, "wallet")
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
        sweep.run(directory, "enroll")
        stat = os.statvfs(root)
        filler = os.path.join(root, "filler")
        with open(filler, "wb") as handle:
            handle.write(b"\0" * max(0, stat.f_bavail * stat.f_frsize - free_kb * 1024))
        digitized = sweep.run(directory, "digitize", *sweep.MASTERCARD_GREEN, check=False)
        os.remove(filler)
        outcome = "approved" if digitized.returncode == 0 else digitized.stderr.strip().split(":")[1].strip()
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        listed = sweep.run(directory, "list", check=False)
        problems = sweep.disagreements(directory, time.time()) if listed.returncode == 0 else [listed.stderr]
        if problems:
            failed.append(f"{free_kb} KB free: " + "; ".join(problems))
finally:
    subprocess.run(["umount", root])
    os.rmdir(root)
print("full disk: 25 levels of free space; digitize outcomes: "
      + ", ".join(f"{count}× {text}" for text, count in sorted(outcomes.items()))
      + f"; {len(failed)} with a disagreement after one 'wallet list'")
for failure in failed:
    print("FAIL", failure)
sys.exit(1 if failed else 0)
