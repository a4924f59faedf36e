#!/usr/bin/env python3
"""Interoperability of `tessera jose` with Python's jwcrypto, an independent JOSE implementation.

For every JWE (alg, enc) pair and every JWS alg, in both directions:
Tessera encrypts or signs and jwcrypto decrypts or verifies, then jwcrypto encrypts or signs and
Tessera decrypts or verifies. Keys come from both sides too (Tessera's keygen for the first
direction, jwcrypto's generator for the second), so JWK import and export are exercised as well.

Usage: jose_interop.py <path to the built tessera binary>
"""

import json
import os
import subprocess
import sys
import tempfile

from jwcrypto import jwe, jwk, jws
from jwcrypto.common import json_encode

JWE_ENCS = {"A128CBC-HS256": 256, "A256CBC-HS512": 512, "A128GCM": 128, "A256GCM": 256}
JWE_KEYS = [("ECDH-ES", "P-256"), ("ECDH-ES", "P-384"), ("ECDH-ES", "P-521"), ("RSA-OAEP-256", None), ("dir", None)]
JWS_ALGS = {"ES256": "P-256", "ES384": "P-384", "ES512": "P-521", "PS256": None, "RS256": None}
PLAINTEXT = '{"DV":"1.0","DD":{"C001":"Linux","C002":"caf\u00e9"}}'.encode()


def tessera(binary, arguments, stdin=b""):
    """Runs tessera and returns its standard output; fails loudly on a non-zero exit."""
    result = subprocess.run([binary] + arguments, input=stdin, capture_output=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"tessera {' '.join(arguments)} exited {result.returncode}: {result.stderr.decode()}")
    return result.stdout


def tessera_key(binary, alg, crv, bits):
    """A private JWK from `tessera jose keygen`, as jwcrypto reads it."""
    if alg in ("ECDH-ES",) or alg.startswith("ES"):
        arguments = ["--kty", "EC", "--crv", crv]
    elif alg == "dir":
        arguments = ["--kty", "oct", "--size", str(bits)]
    else:
        arguments = ["--kty", "RSA", "--size", "2048"]
    return tessera(binary, ["jose", "keygen"] + arguments).decode()


def jwcrypto_key(alg, crv, bits):
    """A private JWK from jwcrypto's generator."""
    if alg == "ECDH-ES" or alg.startswith("ES"):
        return jwk.JWK.generate(kty="EC", crv=crv)
    if alg == "dir":
        return jwk.JWK.generate(kty="oct", size=bits)
    return jwk.JWK.generate(kty="RSA", size=2048)


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def check_jwe(binary, directory, alg, crv, enc, bits):
    # Tessera encrypts, jwcrypto decrypts.
    key_text = tessera_key(binary, alg, crv, bits)
    key_path = write(directory, "tessera.json", key_text)
    token = tessera(binary, ["jose", "encrypt", "--key", key_path, "--alg", alg, "--enc", enc], PLAINTEXT)
    received = jwe.JWE()
    received.deserialize(token.decode().strip(), key=jwk.JWK.from_json(key_text))
    assert received.payload == PLAINTEXT, f"jwcrypto decrypted something else ({alg}, {enc})"

    # jwcrypto encrypts, Tessera decrypts.
    key = jwcrypto_key(alg, crv, bits)
    recipient = key if alg == "dir" else jwk.JWK.from_json(key.export_public())
    sent = jwe.JWE(PLAINTEXT, protected=json_encode({"alg": alg, "enc": enc}))
    sent.add_recipient(recipient)
    key_path = write(directory, "jwcrypto.json", key.export_private() if alg != "dir" else key.export())
    plaintext = tessera(binary, ["jose", "decrypt", "--key", key_path], sent.serialize(compact=True).encode())
    assert plaintext == PLAINTEXT, f"Tessera decrypted something else ({alg}, {enc})"


def check_jws(binary, directory, alg, crv):
    # Tessera signs, jwcrypto verifies.
    key_text = tessera_key(binary, alg, crv, 0)
    key_path = write(directory, "tessera.json", key_text)
    token = tessera(binary, ["jose", "sign", "--key", key_path, "--alg", alg], PLAINTEXT).decode().strip()
    received = jws.JWS()
    received.deserialize(token)
    received.verify(jwk.JWK.from_json(jwk.JWK.from_json(key_text).export_public()), alg=alg)
    assert received.payload == PLAINTEXT, f"jwcrypto verified something else ({alg})"

    # jwcrypto signs, Tessera verifies with the public key only.
    key = jwcrypto_key(alg, crv, 0)
    sent = jws.JWS(PLAINTEXT)
    sent.add_signature(key, None, json_encode({"alg": alg}), None)
    public_path = write(directory, "public.json", key.export_public())
    payload = tessera(binary, ["jose", "verify", "--key", public_path], sent.serialize(compact=True).encode())
    assert payload == PLAINTEXT, f"Tessera verified something else ({alg})"

    # A signature jwcrypto made with another key must be refused by Tessera.
    other = write(directory, "other.json", jwcrypto_key(alg, crv, 0).export_public())
    result = subprocess.run([binary, "jose", "verify", "--key", other], input=sent.serialize(compact=True).encode(),
                            capture_output=True, check=False)
    assert result.returncode == 1, f"Tessera accepted a {alg} signature under the wrong key"


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 64
    binary = sys.argv[1]
    checked = 0
    with tempfile.TemporaryDirectory() as directory:
        for alg, crv in JWE_KEYS:
            for enc, bits in JWE_ENCS.items():
                check_jwe(binary, directory, alg, crv, enc, bits)
                print(f"jose-interop: JWE {alg}{' ' + crv if crv else ''} + {enc}: both directions ok")
                checked += 1
        for alg, crv in JWS_ALGS.items():
            check_jws(binary, directory, alg, crv)
            print(f"jose-interop: JWS {alg}: both directions ok")
            checked += 1
    print(f"jose-interop: {checked} algorithm combinations interoperate with jwcrypto")
    return 0


if __name__ == "__main__":
    sys.exit(main())
