#!/usr/bin/env python3
"""Kill `tessera wallet` at each of its disk syncs and check that the next ordinary command repairs everything.

First the very first command of a new wallet (`enroll`) is killed at each sync, and the wallet must then work.

For every operation below, a wallet is prepared once (a template folder); then for N = 1, 2, ... the template is
copied and the operation is run under `strace -e inject=fdatasync:signal=KILL:when=N`, which kills the process at
its N-th fdatasync. The sweep of an operation ends at the first N the operation survives. After each kill one
ordinary command runs (`list`, `show` or `pay`, in turn), and then this script reads both SQLite files itself
(Python's sqlite3, not Tessera's code) and checks that the wallet and the token service agree:

- no intent is left unfinished in wallet.sqlite;
- every token the service holds for the wallet (not deactivated) has its card, in the matching state, and every
  card has its token (no card lost, no orphan token, no card the service deleted);
- every usable payment key at the service is in the wallet with the same use count, and every usable key in the
  wallet is at the service (no key lost unused, no revoked key kept, every counted use settled);
- no key use was approved twice;
- an active card then pays, approved.

Usage: wallet_crash_sweep.py path/to/tessera   (prints one line per operation; exit 1 on any disagreement)
"""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

TESSERA = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/tessera")
STATES = {"ACTIVE": 1, "SUSPENDED": 2, "RETIRED": 3, "INACTIVE": 4}
EXPIRY = f"12/{(time.gmtime().tm_year + 4) % 100:02d}"  # any expiry not yet past; a fixed one would expire
MASTERCARD_GREEN = ["--pan", "5555555555554444", "--expiry", EXPIRY, "--cvc", "123", "--accept-terms"]
VISA_GREEN = ["--pan", "4111111111111111", "--expiry", EXPIRY, "--cvc", "123", "--accept-terms"]
MASTERCARD_YELLOW = ["--pan", "5105105105105100", "--expiry", EXPIRY, "--cvc", "123", "--accept-terms"]
failures = []


def run(directory, *arguments, kill_at=None, check=True):
    command = [TESSERA, "wallet", *arguments]
    if kill_at is not None:
        command = ["strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=fdatasync",
                   "-e", f"inject=fdatasync:signal=KILL:when={kill_at}", *command]
    environment = dict(os.environ, TESSERA_DATA_DIR=directory, NO_COLOR="1")
    result = subprocess.run(command, env=environment, capture_output=True, text=True, timeout=60)
    if check and result.returncode != 0:
        raise RuntimeError(f"{' '.join(arguments)} failed ({result.returncode}): {result.stderr.strip()}")
    return result


def cards(directory):
    return json.loads(run(directory, "list", "--json").stdout)


def rows(path, sql, parameters=()):
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return connection.execute(sql, parameters).fetchall()
    finally:
        connection.close()


def disagreements(directory, now):
    wallet = os.path.join(directory, "wallet.sqlite")
    service = os.path.join(directory, "tokenservice.sqlite")
    found = []
    intents = rows(wallet, "SELECT kind FROM intents")
    if intents:
        found.append(f"unfinished intents {intents}")
    wallet_id = rows(wallet, "SELECT CAST(value AS TEXT) FROM meta WHERE key = 'wallet_id'")[0][0]
    local = {ref: (card, state) for card, ref, state in rows(wallet, "SELECT id, token_ref, state FROM cards")}
    tokens = dict(rows(service, "SELECT ref, status FROM tokens WHERE wallet_id = ?", (wallet_id,)))
    for ref, status in tokens.items():
        if status == "DEACTIVATED":
            if ref in local:
                found.append(f"card {local[ref][0]} kept although its token was deleted")
        elif ref not in local:
            found.append(f"token {ref} ({status}) has no card")
        elif local[ref][1] != STATES[status]:
            found.append(f"card {local[ref][0]} is state {local[ref][1]}, its token is {status}")
    for ref, (card, _) in local.items():
        if ref not in tokens:
            found.append(f"card {card} has no token")
    usable = "uses < max_uses AND (expires_at IS NULL OR expires_at > ?)"
    wallet_keys = dict(rows(wallet, f"SELECT id, uses FROM payment_keys WHERE {usable}", (now,)))
    refs = tuple(local) or ("",)
    marks = ",".join("?" * len(refs))
    service_keys = dict(rows(
        service, f"SELECT id, uses FROM credentials WHERE token_ref IN ({marks}) AND {usable}", (*refs, now)))
    for key, uses in service_keys.items():
        if key not in wallet_keys:
            found.append(f"key {key[:7]}… with {uses} uses is usable at the service but lost by the wallet")
        elif wallet_keys[key] != uses:
            found.append(f"key {key[:7]}…: {wallet_keys[key]} uses counted by the wallet, {uses} by the service")
    for key in wallet_keys:
        if key not in service_keys:
            found.append(f"key {key[:7]}… is usable in the wallet but not at the service")
    twice = rows(service, "SELECT credential_id, atc, COUNT(*) FROM transactions WHERE status = 'APPROVED' "
                          "GROUP BY credential_id, atc HAVING COUNT(*) > 1")
    if twice:
        found.append(f"key uses approved twice: {twice}")
    declined = rows(service, "SELECT COUNT(*) FROM transactions WHERE status != 'APPROVED'")[0][0]
    if declined:
        found.append(f"{declined} declined transactions")
    return found


def prepare(name, steps):
    directory = os.path.join(WORK, name + "-template")
    os.makedirs(directory)
    run(directory, "enroll")
    context = {}
    for step in steps:
        step(directory, context)
    return directory, context


def sweep(name, steps, operation):
    template, context = prepare(name, steps)
    points = 0
    for kill_at in range(1, 200):
        directory = os.path.join(WORK, f"{name}-{kill_at}")
        shutil.copytree(template, directory)
        result = run(directory, *operation(context), kill_at=kill_at, check=False)
        if result.returncode != -9 and result.returncode != 137:
            # The operation ran to the end without reaching sync N: every sync point was swept.
            shutil.rmtree(directory)
            break
        points += 1
        ordinary = ["list", "show", "pay"][kill_at % 3]
        present = [card for card in rows(os.path.join(directory, "wallet.sqlite"), "SELECT id, state FROM cards")]
        target = context.get("id") if any(card[0] == context.get("id") for card in present) else None
        if ordinary == "list" or target is None:
            repaired = run(directory, "list", check=False)
        elif ordinary == "show":
            repaired = run(directory, "show", target, check=False)
        else:
            state = dict(present)[target]
            repaired = run(directory, "pay", target, check=False) if state == 1 else run(directory, "list")
        # After the repair the card may rightly be suspended or gone (the killed command was suspend or delete,
        # and the service had already done it); `pay` or `show` then says so. Anything else is a failure.
        settled = ("is suspended; pay is not allowed", "No digital card has the id")
        problems = [] if repaired.returncode == 0 or any(text in repaired.stderr for text in settled) else [
            f"'{ordinary}' failed: {repaired.stderr.strip()}"]
        problems += disagreements(directory, NOW())
        for card in cards(directory):
            if card["state"] == "active" and card["payment_key_info"]["number_of_payments_left"] > 0:
                paid = run(directory, "pay", card["digital_card_id"], check=False)
                if paid.returncode != 0:
                    problems.append(f"a payment after the repair failed: {paid.stderr.strip()}")
        problems += disagreements(directory, NOW())
        if problems:
            failures.append(f"{name}, killed at sync {kill_at}: " + "; ".join(problems))
        shutil.rmtree(directory)
    print(f"{name}: {points} kill points swept", flush=True)
    return points


def sweep_first_enrollment():
    """Kills the very first command of a wallet (`enroll` on an empty folder) at each sync; `list`, `enroll` again
    and a digitization must then work, as on a new machine."""
    points = 0
    for kill_at in range(1, 200):
        directory = os.path.join(WORK, f"enroll-{kill_at}")
        os.makedirs(directory)
        result = run(directory, "enroll", kill_at=kill_at, check=False)
        if result.returncode not in (-9, 137):
            shutil.rmtree(directory)
            break
        points += 1
        problems = []
        for step in (["list"], ["enroll"], ["digitize", *MASTERCARD_GREEN]):
            done = run(directory, *step, check=False)
            if done.returncode != 0:
                problems.append(f"'{step[0]}' failed: {done.stderr.strip()}")
                break
        else:
            problems += disagreements(directory, NOW())
        if problems:
            failures.append(f"first enroll, killed at sync {kill_at}: " + "; ".join(problems))
        shutil.rmtree(directory)
    print(f"first enroll: {points} kill points swept", flush=True)
    return points


def digitized(arguments):
    def step(directory, context):
        run(directory, "digitize", *arguments)
        context["id"] = cards(directory)[-1]["digital_card_id"]
    return step


def command(*arguments):
    def step(directory, context):
        run(directory, *[context["id"] if a == "ID" else a for a in arguments])
    return step


def read_otp(directory, context):
    context["otp"] = run(directory, "otp", context["id"]).stdout.strip().split()[-1]


def NOW():
    return time.time()


OPERATIONS = [
    ("digitize green", [], lambda c: ["digitize", *MASTERCARD_GREEN]),
    ("digitize yellow (OTP sent)", [], lambda c: ["digitize", *MASTERCARD_YELLOW]),
    ("activate", [digitized(MASTERCARD_YELLOW), read_otp], lambda c: ["activate", c["id"], "--otp", c["otp"]]),
    ("pay", [digitized(MASTERCARD_GREEN)], lambda c: ["pay", c["id"]]),
    ("pay, limited-use key", [digitized(VISA_GREEN)], lambda c: ["pay", c["id"]]),
    ("pay at the threshold (replenishes)", [digitized(MASTERCARD_GREEN)] + [command("pay", "ID")] * 4,
     lambda c: ["pay", c["id"]]),
    ("replenish --force", [digitized(MASTERCARD_GREEN)], lambda c: ["replenish", c["id"], "--force"]),
    ("suspend", [digitized(MASTERCARD_GREEN)], lambda c: ["suspend", c["id"]]),
    ("resume", [digitized(MASTERCARD_GREEN), command("suspend", "ID")], lambda c: ["resume", c["id"]]),
    ("delete", [digitized(MASTERCARD_GREEN)], lambda c: ["delete", c["id"]]),
]

if __name__ == "__main__":
    WORK = tempfile.mkdtemp(prefix="wallet-crash-sweep-")
    try:
        total = sweep_first_enrollment()
        total += sum(sweep(name, steps, operation) for name, steps, operation in OPERATIONS)
    finally:
        shutil.rmtree(WORK, ignore_errors=True)
    print(f"{total} kill points in all; {len(failures)} with a disagreement after one ordinary command")
    for failure in failures:
        print("FAIL", failure)
    sys.exit(1 if failures else 0)
