#!/usr/bin/env python3
"""Run 20 `tessera wallet pay` processes at once on one card and count declines and failures.

For a Mastercard (8 single-use keys a batch) and a Visa (one limited-use key of 10 uses a batch), the 20
payments outrun the keys on hand, so processes replenish while others hold keys. Every process must exit 0
with "Approved", the token service must hold 20 approved transactions and no declined one, and afterwards the
wallet and the service must agree on every key (the checks of wallet_crash_sweep.py).

Usage: wallet_concurrent_pay.py path/to/tessera [processes]   (exit 1 on any decline or failure)
"""

import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wallet_crash_sweep as sweep  # noqa: E402

PROCESSES = int(sys.argv[2]) if len(sys.argv) > 2 else 20
failed = False
for name, card in [("Mastercard", sweep.MASTERCARD_GREEN), ("Visa", sweep.VISA_GREEN)]:
    directory = tempfile.mkdtemp(prefix="wallet-concurrent-")
    sweep.run(directory, "enroll")
    sweep.run(directory, "digitize", *card)
    card_id = sweep.cards(directory)[0]["digital_card_id"]
    environment = dict(os.environ, TESSERA_DATA_DIR=directory, NO_COLOR="1")
    started = time.monotonic()
    processes = [subprocess.Popen([sweep.TESSERA, "wallet", "pay", card_id], env=environment,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for _ in range(PROCESSES)]
    outputs = [(process.wait(timeout=120), *process.communicate()) for process in processes]
    elapsed = time.monotonic() - started
    approved = sum(1 for status, out, _ in outputs if status == 0 and out.startswith("Approved"))
    errors = [err.strip() for status, _, err in outputs if status != 0]
    service = os.path.join(directory, "tokenservice.sqlite")
    counts = dict(sweep.rows(service, "SELECT status, COUNT(*) FROM transactions GROUP BY status"))
    problems = sweep.disagreements(directory, time.time())
    print(f"{name}: {PROCESSES} concurrent payments in {elapsed:.1f} s: {approved} approved, "
          f"{counts.get('DECLINED', 0)} declined at the service, {len(errors)} failed; "
          f"{counts.get('APPROVED', 0)} approved transactions recorded")
    for problem in problems + sorted(set(errors)):
        print("  ", problem)
    failed = failed or approved != PROCESSES or counts.get("APPROVED", 0) != PROCESSES or bool(problems)
sys.exit(1 if failed else 0)
