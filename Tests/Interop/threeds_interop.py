#!/usr/bin/env python3
"""3-D Secure interoperability: the SDK's device data and key derivation checked by independent code.

1. Tests/Fixtures/threeds-kdf.json: recomputes the session key (PartyVInfo = SDK
   reference number) and the device-data key (PartyVInfo = DS id) from the fixed key pairs with
   Python's `cryptography` (ECDH) and a hand-written Concat KDF over hashlib's SHA-256. The Swift
   tests hold the SDK and the emulator to these values.
2. Device data the SDK wrote (exported by ThreeDSTests' InteropExportTests into the folder given):
   RSA-OAEP-256 tokens are decrypted by jwcrypto; EC tokens ({"alg":"dir","epk":…}) get their content
   key by hand (ECDH with the DS private key and `epk`, Concat KDF with the DS id) and are then
   decrypted by jwcrypto as plain `dir` JWEs.

Usage: threeds_interop.py <folder with the exported device data>
"""

import base64
import hashlib
import json
import os
import sys

from cryptography.hazmat.primitives.asymmetric import ec
from jwcrypto import jwe, jwk

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
VECTORS = os.path.join(ROOT, "Tests", "Fixtures", "threeds-kdf.json")


def b64decode(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def private_key(key):
    return ec.derive_private_key(int.from_bytes(b64decode(key["d"]), "big"), ec.SECP256R1())


def public_key(key):
    x, y = (int.from_bytes(b64decode(key[name]), "big") for name in ("x", "y"))
    return ec.EllipticCurvePublicNumbers(x, y, ec.SECP256R1()).public_key()


def concat_kdf(z, party_v):
    """EMV 3DS: SHA-256 Concat KDF, empty AlgorithmID and PartyUInfo, 256-bit output, one round."""
    other_info = (b"\0\0\0\0" + b"\0\0\0\0" + len(party_v).to_bytes(4, "big") + party_v + (256).to_bytes(4, "big"))
    return hashlib.sha256((1).to_bytes(4, "big") + z + other_info).digest()


def check_vectors():
    with open(VECTORS, encoding="utf-8") as handle:
        vectors = json.load(handle)
    sdk = private_key(vectors["sdkEphemeralKey"])
    acs = private_key(vectors["acsEphemeralKey"])
    ds = private_key(vectors["directoryServerKey"])
    reference = vectors["sdkReferenceNumber"].encode()
    z_sdk = sdk.exchange(ec.ECDH(), acs.public_key())
    assert z_sdk == acs.exchange(ec.ECDH(), sdk.public_key()), "ECDH is not symmetric"
    assert concat_kdf(z_sdk, reference).hex() == vectors["sessionKeyHex"], "session key vector is wrong"
    z_ds = sdk.exchange(ec.ECDH(), ds.public_key())
    device_key = concat_kdf(z_ds, vectors["directoryServerID"].encode())
    assert device_key.hex() == vectors["deviceDataKeyHex"], "device-data key vector is wrong"
    print("threeds-interop: session key and device-data key vectors recomputed")


def read(directory, name):
    with open(os.path.join(directory, name), encoding="utf-8") as handle:
        return handle.read()


def check_device_data(directory):
    token = read(directory, "device-data-rsa.jwe")
    received = jwe.JWE()
    received.deserialize(token, key=jwk.JWK.from_json(read(directory, "ds-rsa.jwk")))
    assert json.loads(received.payload) == json.loads(read(directory, "device-data-rsa.json")), "RSA payload differs"
    assert json.loads(b64decode(token.split(".")[0])) == {"alg": "RSA-OAEP-256", "enc": "A128CBC-HS256"}
    print("threeds-interop: RSA-OAEP-256 device data decrypted by jwcrypto")

    token = read(directory, "device-data-ec.jwe")
    protected = b64decode(token.split(".")[0])
    header = json.loads(protected)
    sdk_key = json.loads(read(directory, "sdk-ephemeral-ec.jwk"))
    assert header == {"alg": "dir", "enc": "A128CBC-HS256", "epk": sdk_key}, f"EC header is {header}"
    expected = json.dumps(header, separators=(",", ":"), sort_keys=True).encode()
    assert protected == expected, f"EC header bytes are {protected!r}"
    assert token.split(".")[1] == "", "EC device data must have an empty encrypted key"
    ds = private_key(json.loads(read(directory, "ds-ec.jwk")))
    cek = concat_kdf(ds.exchange(ec.ECDH(), public_key(header["epk"])), b"A000000003")
    received = jwe.JWE()
    received.deserialize(token, key=jwk.JWK(kty="oct", k=base64.urlsafe_b64encode(cek).rstrip(b"=").decode()))
    assert json.loads(received.payload) == json.loads(read(directory, "device-data-ec.json")), "EC payload differs"
    print("threeds-interop: EC device data decrypted with a hand-derived key")


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 64
    check_vectors()
    check_device_data(sys.argv[1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
