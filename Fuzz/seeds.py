#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target from the known-answer vectors and fixtures in Tests/.

Usage: Fuzz/seeds.py OUTPUT_DIR   (run from the repository root; .ci/fuzz does)

Seeds are derived on every run, so they follow the tests: JOSE tokens and keys from the RFC 7515/7520 vectors,
JSON bodies from the Gr4vy client's and the emulator's tests and the JSON fixtures, card numbers and expiry strings
from CardKit's tests and the emulator's test-card table, and every earlier finding in Tests/Fixtures/Fuzz. Targets that read leading choice bytes (see
FuzzSupport/FuzzInput.swift) get those bytes prepended.
"""
import base64
import hashlib
import json
import pathlib
import re
import sys

ROOT = pathlib.Path.cwd()
OUT = pathlib.Path(sys.argv[1])


def swift_sources(*folders):
    for folder in folders:
        yield from sorted((ROOT / folder).rglob("*.swift"))


def literals(text):
    """Plain string literals, with concatenations ("a" + "b") joined."""
    joined = re.sub(r'"\s*\+\s*"', "", text)
    return [m.group(1) for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', joined)]


def raw_literals(text):
    """Raw #"..."# literals and multi-line \"\"\" blocks (backslash line continuations joined)."""
    found = [m.group(1) for m in re.finditer(r'#"(.*?)"#', text)]
    for m in re.finditer(r'"""\n(.*?)"""', text, re.S):
        block = re.sub(r"\\\n\s*", "", m.group(1))
        found.append("\n".join(line.strip() for line in block.splitlines()))
    return found


def b64url_decode(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def write(target, data):
    if isinstance(data, str):
        data = data.encode()
    folder = OUT / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def jose():
    vectors = "\n".join(p.read_text() for p in swift_sources("Tests/JOSETests/Vectors"))
    strings = literals(vectors)
    tokens = [s for s in strings if s.startswith("eyJ") and s.count(".") == 2]
    for token in tokens:
        write("FuzzJWS", token)
    named = dict(re.findall(r'static let (\w+)\s*=\s*\n?\s*((?:"[^"\n]*"\s*\+?\s*)+)', vectors))
    value = {k: "".join(literals(v)) for k, v in named.items()}
    for prefix in ("ecdh", "gcm"):
        parts = [value[prefix + "Protected"], "", value[prefix + "IV"], value[prefix + "Ciphertext"], value[prefix + "Tag"]]
        write("FuzzJWE", ".".join(parts))
    for s in strings:
        if s.startswith("eyJ"):
            try:
                write("FuzzJOSEHeader", b64url_decode(s.split(".")[0]))
            except ValueError:
                pass
    for block in raw_literals(vectors):
        if '"kty"' in block:
            write("FuzzJWK", block)
    for m in re.finditer(r"JWK\((.*?)\)\n", vectors, re.S):
        fields = dict(re.findall(r'(\w+): "([^"]*)"', m.group(1)))
        kty = re.search(r"kty: \.(\w+)", m.group(1))
        crv = re.search(r"crv: \.p(\d+)", m.group(1))
        if kty:
            fields["kty"] = {"ec": "EC", "rsa": "RSA", "oct": "oct"}[kty.group(1)]
        if crv:
            fields["crv"] = "P-" + crv.group(1)
        write("FuzzJWK", json.dumps(fields, separators=(",", ":")))


def json_bodies(*folders):
    bodies = []
    for path in swift_sources(*folders):
        for block in raw_literals(path.read_text()):
            if block.lstrip().startswith(("{", "[")):
                bodies.append(block)
    for path in sorted((ROOT / "Tests").rglob("*.json")):
        bodies.append(path.read_text())
    return bodies


def json_targets():
    for body in json_bodies(
        "Tests/Gr4vyClientTests", "Tests/SandboxTests", "Tests/TesseraCoreTests", "Tests/TransportTests"
    ):
        write("FuzzJSONValue", body)
    for body in json_bodies("Tests/Gr4vyClientTests"):
        for service in range(5):
            write("FuzzGr4vyResponse", bytes([service, 0]) + body.encode())
    for body in json_bodies("Tests/SandboxTests"):
        for route in range(7):
            write("FuzzSandboxRequest", bytes([1, route]) + body.encode())
    write("FuzzSandboxRequest", bytes([0, 0]) + b"Bearer eyJhbGciOiJFUzUxMiJ9.e30.AAAA\x00{}")


def cards():
    text = "\n".join(p.read_text() for p in swift_sources("Tests/CardKitTests", "Sources/Sandbox"))
    numbers = sorted(set(re.findall(r'"(\d[\d ]{11,22}\d)"', text)))
    for number in numbers:
        write("FuzzBrandDetection", number.replace(" ", ""))
        write("FuzzCardNumberEdit", bytes([0, 1, 0, 1]) + b"\x00" + number.encode())
        write("FuzzCardNumberEdit", bytes([0, 2, 7, 1]) + number.encode() + b"\x00")
        write("FuzzCardNumberEdit", bytes([0, 4, 5, 0, 3]) + number.encode() + b"\x00" + b"4")
    expiry = text_of("Tests/CardKitTests/ExpiryDateTests.swift", "Tests/CardKitTests/ExpiryFormatterTests.swift")
    for s in sorted(set(literals(expiry))):
        if 0 < len(s) <= 12 and re.search(r"\d", s):
            write("FuzzExpiry", s)


def wallet():
    """Card rows in the layout FuzzWalletRows reads: per column a type byte (0 null, 1 integer, 2 real, 3 blob,
    4 text) and the value up to a zero byte."""
    text = lambda v: (4, v)
    integer = lambda v: (1, str(v))
    rows = []
    for scheme, aux, key in (("visa", None, "limitedUseKey"), ("mastercard", "cartes-bancaires", "singleUseKey")):
        rows.append([
            text("DC-1"), text("DWSPMC0000"), integer(1), text(scheme), (0, "") if aux is None else text(aux),
            text("4242"), text("12/30"), text("1234"), text("11/29"), text("5678"), text("10/28"), text("Bank"),
            text("+44 20 0000 0000"), text("help@bank.example"), text("https://bank.example"),
            text("https://bank.example/terms"), text("https://bank.example/privacy"), text("Debit"),
            text('{"background":"bg.png","icon":"icon.svg"}'), text("1,2,3"), text(key), integer(5),
            text('[{"id":"otp-sms","type":"sms","value":"+44 *** 0000"}]'), (0, ""), integer(1),
            (2, "1795953600.0"),
        ])
    for row in rows:
        write("FuzzWalletRows", b"".join(bytes([kind]) + value.encode() + b"\x00" for kind, value in row))


def threeds():
    text = "\n".join(p.read_text() for p in swift_sources("Tests/ThreeDSTests", "Sources/Sandbox"))
    blocks = raw_literals(text) + literals(text)
    for block in blocks:
        if "<form" in block.lower():
            write("FuzzHTMLForm", block)
        if block.lstrip().startswith("{") and ("messageType" in block or "acsTransID" in block):
            write("FuzzCRes", block)
        if block.startswith("eyJ") and block.count(".") == 2:
            write("FuzzACSSignedContent", block)
    write("FuzzCRes", json.dumps({
        "messageType": "CRes", "messageVersion": "2.2.0", "threeDSServerTransID": "8a880dc0-d2d2-4067-bcb1-b08d1690b26e",
        "acsTransID": "d7c1ee99-9478-44a6-b1f2-391e29c6b340", "sdkTransID": "b2385523-a66c-4907-ac3c-91848e8c0067",
        "acsCounterAtoS": "000", "challengeCompletionInd": "N", "acsUiType": "01", "challengeInfoHeader": "Verify",
        "challengeInfoLabel": "Code", "challengeInfoText": "Enter the code", "submitAuthenticationLabel": "Submit"}))
    write("FuzzCRes", json.dumps({
        "messageType": "Erro", "messageVersion": "2.2.0", "errorCode": "203", "errorComponent": "A",
        "errorDescription": "Invalid data element", "errorDetail": "acsCounterAtoS"}))
    write("FuzzACSSignedContent", "eyJhbGciOiJQUzI1NiIsIng1YyI6WyJNSUlCIl19.e30.AAAA")


def findings():
    """Inputs the fuzzers found, kept as regression fixtures: Tests/Fixtures/Fuzz/<Target>-<finding>."""
    for path in sorted((ROOT / "Tests/Fixtures/Fuzz").glob("Fuzz*-*")):
        write(path.name.split("-")[0], path.read_bytes())


def cli():
    text = "\n".join(p.read_text() for p in swift_sources("Tests/TesseraCLITests"))
    for m in re.finditer(r"\[((?:\s*\"[^\"\n]*\",?)+)\s*\]", text):
        words = [w.encode() for w in literals(m.group(1))]
        if words:
            for command in range(0, 40, 7):
                write("FuzzCLIArguments", bytes([command]) + b"\x00".join(words))
    for block in raw_literals(text):
        if '"gr4vy_id"' in block or '"server"' in block:
            write("FuzzSettings", block)
    write("FuzzSettings", json.dumps({"gr4vy_id": "acme", "token": "tok", "merchant_id": "m", "server": "sandbox", "timeout": 30}))


def text_of(*paths):
    return "\n".join((ROOT / p).read_text() for p in paths if (ROOT / p).exists())


jose()
json_targets()
cards()
wallet()
threeds()
findings()
cli()
for folder in sorted(OUT.iterdir()):
    print(f"seeds: {folder.name}: {len(list(folder.iterdir()))}")
