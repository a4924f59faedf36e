#!/usr/bin/env python3
"""Counts charges per attempt the user made: `tessera wallet pay` killed (or failing) at every disk sync and write.

For each fault, each card and N = 1, 2, ... a prepared wallet is copied and `wallet pay --amount 4242` runs with
the fault at its N-th call (the sweep of a fault ends at the first N the payment makes fewer calls):

- `fdatasync` and `pwrite64` (SQLite's syncs and writes, counted over all threads by fault_at_call.c, an
  LD_PRELOAD shim) and the `write` of its output (strace): the process is killed there;
- `fdatasync` or `pwrite64` failing with ENOSPC: the command goes on and reports what it can (a full disk).

Then the user does what a user does: one ordinary command (`list`, `show` or `history`, in turn), and, unless the
killed command had printed "Approved", the same payment again. This script then reads the token service's file
itself and checks, per attempt:

- at most one approved payment of the amount at the service, and exactly one after the retry;
- none before the retry when the command said the payment failed (any error other than "not known yet");
- every approval the user had not been shown by the killed command was announced ("An interrupted payment of
  42.42 EUR on card …4444 was approved at … (transaction TX…)") by the ordinary command, exactly once: not again
  by the retry, which answers with the same transaction;
- afterwards the wallet and the service agree (the checks of wallet_crash_sweep.py).

Usage: wallet_pay_attempts.py path/to/tessera   (prints the figures per fault; exit 1 on any failed check)
"""

import os
import re
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wallet_crash_sweep as sweep  # noqa: E402

FAULTS = [
    ("killed at fdatasync", "fdatasync", "kill"),
    ("killed at pwrite64", "pwrite64", "kill"),
    ("killed at the write of its output", "write", "kill"),
    ("fdatasync fails with ENOSPC", "fdatasync", "enospc"),
    ("pwrite64 fails with ENOSPC", "pwrite64", "enospc"),
]
CARDS = [("Mastercard", sweep.MASTERCARD_GREEN), ("Visa", sweep.VISA_GREEN)]
AMOUNT = "4242"
ANNOUNCED = re.compile(r"An interrupted payment of 42\.42 EUR on card …\d{4} was approved at \S+ \(transaction (TX\w+)\)\.")
failures = []


def pay(directory, card, call=None, action=None, when=None):
    """Runs the payment, with the fault at its `when`-th call of `call` when given: SQLite's `fdatasync` and
    `pwrite64` through fault_at_call.so (counted over all threads), the writes of the command's output (a file)
    with strace's -P. The result's `faulted` says whether the fault happened."""
    command = [sweep.TESSERA, "wallet", "pay", card, "--amount", AMOUNT]
    output = os.path.join(directory, "pay-output.txt")
    mark = os.path.join(directory, "faulted")
    environment = dict(os.environ, TESSERA_DATA_DIR=directory, NO_COLOR="1")
    if call == "write":
        command = ["strace", "-f", "-qq", "-o", "/dev/null", "-P", output, "-e", "trace=write",
                   "-e", f"inject=write:signal=KILL:when={when}", *command]
    elif call:
        environment.update(LD_PRELOAD=SHIM, FAULT_CALL=call, FAULT_AT=str(when), FAULT_ACTION=action, FAULT_MARK=mark)
    with open(output, "w") as stdout:
        result = sweep.subprocess.run(command, env=environment, stdout=stdout, stderr=sweep.subprocess.PIPE,
                                      text=True, timeout=60)
    with open(output) as stdout:
        result.stdout = stdout.read()
    result.faulted = result.returncode in (-9, 137) or os.path.exists(mark)
    for path in (output, mark):
        if os.path.exists(path):
            os.remove(path)
    return result


def approvals(directory):
    return [row[0] for row in sweep.rows(
        os.path.join(directory, "tokenservice.sqlite"),
        "SELECT id FROM transactions WHERE status = 'APPROVED' AND amount = ? ORDER BY rowid", (int(AMOUNT),))]


def told(result):
    """What the attempt told the user: approved, failed, unknown (said so), or nothing."""
    if result.stdout.startswith("Approved"):
        return "approved"
    if "not known yet" in result.stderr:
        return "unknown"
    if result.returncode in (-9, 137):
        return "nothing"
    return "failed"


def attempt(name, template, card, syscall, action, when, tally):
    directory = os.path.join(WORK, f"{name}-{syscall}-{action}-{when}")
    shutil.copytree(template, directory)
    try:
        first = pay(directory, card, syscall, action, when)
        if not first.faulted:
            return False
        said = told(first)
        tally[said] = tally.get(said, 0) + 1
        problems = []
        before = approvals(directory)
        if said == "failed" and before:
            problems.append(f"told '{first.stderr.strip()}' yet {len(before)} approved at the service")
        ordinary = ["list"], ["show", card], ["history", card]
        step = ordinary[when % 3]
        settled = sweep.run(directory, *step, check=False)
        found = ANNOUNCED.findall(settled.stdout)
        after = approvals(directory)
        shown = set(found) | {tx for tx in after if tx in first.stdout}
        missing = [tx for tx in after if tx not in shown]
        if missing:
            problems.append(f"approved {missing} never shown to the user ('{step[0]}' printed {settled.stdout!r})")
        if len(found) != len(set(found)) or len(after) > 1:
            problems.append(f"{len(after)} approved payments, announced {found}")
        tally["announced"] = tally.get("announced", 0) + len(found)
        if said != "approved":
            retry = pay(directory, card)
            if retry.returncode != 0:
                problems.append(f"the retry failed: {retry.stderr.strip()}")
            if ANNOUNCED.search(retry.stdout):
                problems.append("the retry announced the payment again")
            if after and after[0] not in retry.stdout:
                problems.append(f"the retry did not answer the first approval {after[0]}: {retry.stdout.strip()}")
        final = approvals(directory)
        if len(final) != 1:
            problems.append(f"{len(final)} approved payments for one attempt")
        problems += sweep.disagreements(directory, time.time())
        if problems:
            failures.append(f"{name}, {action} at {syscall} call {when} (told {said}): " + "; ".join(problems))
        return True
    finally:
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    WORK = tempfile.mkdtemp(prefix="wallet-pay-attempts-")
    sweep.WORK = WORK
    SHIM = os.path.join(WORK, "fault_at_call.so")
    sweep.subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", SHIM,
                          os.path.join(os.path.dirname(os.path.abspath(__file__)), "fault_at_call.c"), "-ldl"],
                         check=True)
    total = 0
    try:
        for card_name, card_arguments in CARDS:
            template = os.path.join(WORK, card_name + "-template")
            os.makedirs(template)
            sweep.run(template, "enroll")
            sweep.run(template, "digitize", *card_arguments)
            card = sweep.cards(template)[0]["digital_card_id"]
            for fault, syscall, action in FAULTS:
                tally = {}
                points = 0
                for when in range(1, 400):
                    if not attempt(card_name, template, card, syscall, action, when, tally):
                        break
                    points += 1
                total += points
                counts = ", ".join(f"{key} {value}" for key, value in sorted(tally.items()))
                print(f"{card_name}, {fault}: {points} fault points; told: {counts}", flush=True)
    finally:
        shutil.rmtree(WORK, ignore_errors=True)
    print(f"{total} fault points in all; {len(failures)} attempts with more than one charge, a charge after a "
          f"failure, or an approval never shown")
    for failure in failures:
        print("FAIL", failure)
    sys.exit(1 if failures else 0)
