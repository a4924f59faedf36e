#!/usr/bin/env python3
"""Gr4vy's official Python SDK verifies the webhooks `tessera sandbox serve --webhook-url` delivers.

A receiver on loopback answers 500 to the first delivery and 200 to every later one; the emulator is
started with `--webhook-url` pointing at it and a one-second retry. A transaction is created, captured and
refunded over HTTP; every delivery the receiver records must pass `gr4vy.webhooks.verify_webhook` with the
secret the emulator printed, unchanged, and the same delivery with one byte changed must be refused.

Usage: sdk_webhooks.py <path to the built tessera binary>
"""

import http.server
import json
import sys
import threading
import time
import urllib.request

from gr4vy.webhooks import verify_webhook

from serve import Emulator


class Receiver(http.server.ThreadingHTTPServer):
    def __init__(self):
        super().__init__(("127.0.0.1", 0), Handler)
        self.deliveries = []
        self.lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        with self.server.lock:
            first = not self.server.deliveries
            self.server.deliveries.append(({k.lower(): v for k, v in self.headers.items()}, body))
        self.send_response(500 if first else 200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *arguments):
        pass


def call(url, token, method, path, body=None):
    request = urllib.request.Request(
        url + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"null")


def main(binary):
    receiver = Receiver()
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    hook = f"http://127.0.0.1:{receiver.server_address[1]}/hooks"
    with Emulator(binary, "--webhook-url", hook, "--webhook-retry-seconds", "1") as emulator:
        line = emulator.next_line()
        prefix = f"Webhooks to {hook}, signed with the secret "
        if not line.startswith(prefix):
            raise AssertionError(f"no webhook secret printed: {line!r}")
        secret = line[len(prefix):]
        token = emulator.token()
        card = {"method": "card", "number": "4111111111111111", "expiration_date": "12/30", "security_code": "123"}
        transaction = call(emulator.url, token, "POST", "/transactions",
                           {"amount": 1299, "currency": "USD", "payment_method": card})
        call(emulator.url, token, "POST", f"/transactions/{transaction['id']}/capture")
        call(emulator.url, token, "POST", f"/transactions/{transaction['id']}/refunds", {"amount": 100})
        wanted = {"transaction.authorized", "transaction.captured", "refund.succeeded"}
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with receiver.lock:
                names = {json.loads(body)["name"] for _, body in receiver.deliveries}
            if wanted <= names and len(receiver.deliveries) >= 4:
                break
            time.sleep(0.1)
        with receiver.lock:
            deliveries = list(receiver.deliveries)
    receiver.shutdown()
    names = [json.loads(body)["name"] for _, body in deliveries]
    if not wanted <= set(names):
        raise AssertionError(f"webhooks: expected {sorted(wanted)}, received {names}")
    ids = [headers["x-gr4vy-webhook-id"] for headers, _ in deliveries]
    if ids[0] not in ids[1:]:
        raise AssertionError("webhooks: the delivery answered 500 was not retried with the same X-Gr4vy-Webhook-ID")
    for headers, body in deliveries:
        signatures, timestamp = headers["x-gr4vy-webhook-signatures"], headers["x-gr4vy-webhook-timestamp"]
        verify_webhook(body.decode(), secret, signatures, timestamp, 300)
        changed = body.decode().replace('"', "'", 1)
        try:
            verify_webhook(changed, secret, signatures, timestamp, 300)
        except ValueError:
            pass
        else:
            raise AssertionError("webhooks: verify_webhook accepted a changed payload")
        if "4111111111111111" in body.decode() or secret in body.decode():
            raise AssertionError("webhooks: a payload holds the card number or the secret")
    print(f"sdk: verify_webhook accepted {len(deliveries)} deliveries ({', '.join(names)})")


if __name__ == "__main__":
    main(sys.argv[1])
