#!/usr/bin/env python3
"""Gr4vy's official Python server SDK (PyPI `gr4vy`) against `tessera sandbox serve`, unchanged.

Tokens come from the SDK's own `gr4vy.auth` signed with the key `tessera sandbox key` prints. Every
emulated operation the SDK offers is called and must return the SDK's typed model (its strict pydantic
models refuse answers that miss required fields); error answers must raise the SDK's typed errors.
The two emulated operations the SDK has no method for (card details, tokenize) are called over HTTP
with an SDK token. The transaction operations are driven by sdk_transactions.py.

Usage: sdk_drive.py <path to the built tessera binary>
"""

import json
import sys
import urllib.request

from gr4vy import Gr4vy, auth, errors, models

from serve import Emulator


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def typed(value, model, operation):
    check(isinstance(value, model), f"{operation} returned {type(value).__name__}, not {model.__name__}")
    print(f"sdk: {operation} -> {model.__name__}")
    return value


def raises(error, operation, call):
    try:
        call()
    except error as caught:
        print(f"sdk: {operation} -> {error.__name__} ({caught.data.status if hasattr(caught, 'data') else ''})")
        return
    raise AssertionError(f"{operation} did not raise {error.__name__}")


def raw(url, method, path, token, body=None):
    """An HTTP call the SDK has no method for; returns (status, parsed body or None)."""
    request = urllib.request.Request(
        url + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read()
            return response.status, json.loads(text) if text else None
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def main(binary):
    with Emulator(binary) as emulator:
        key = emulator.key_pem()
        client = Gr4vy(server_url=emulator.url, bearer_auth=auth.with_token(key), merchant_account_id="default")
        drive(client, emulator.url, key)
        from sdk_transactions import drive_transactions
        drive_transactions(client, emulator.url, key)
        embed = Gr4vy(server_url=emulator.url, bearer_auth=auth.get_embed_token(key))
        raises(errors.Error403, "checkout_sessions.create with an embed token", lambda: embed.checkout_sessions.create())
        typed(embed.payment_options.list(currency="USD"), models.PaymentOptions, "payment_options.list (embed token)")
    print("sdk: all operations returned the SDK's typed models")
    return 0


def drive(client, url, key):
    options = typed(
        client.payment_options.list(
            country="NL", currency="EUR", amount=1299, locale="en",
            cart_items=[{"name": "Tea", "quantity": 2, "unit_amount": 650, "product_type": "physical"}],
            metadata={"order": "42"}),
        models.PaymentOptions, "payment_options.list")
    check({"card", "ideal"} <= {item.method for item in options.items}, "card and iDEAL are offered in NL/EUR")

    buyer = typed(
        client.buyers.create(
            display_name="Ada Lovelace", external_identifier="sdk-ada",
            billing_details={"first_name": "Ada", "phone_number": "+447700900123",
                             "address": {"country": "GB", "postal_code": "N1 9GU"},
                             "tax_id": {"kind": "gb.vat", "value": "GB123456789"}}),
        models.Buyer, "buyers.create")
    check(buyer.reconciliation_id and buyer.merchant_account_id == "default", "required buyer fields are present")
    raises(errors.Error409, "buyers.create (duplicate)", lambda: client.buyers.create(external_identifier="sdk-ada"))
    raises(errors.Error400, "buyers.create (bad phone)",
           lambda: client.buyers.create(billing_details={"phone_number": "07700 900123"}))
    typed(client.buyers.create(external_identifier="sdk-grace"), models.Buyer, "buyers.create (second)")
    fetched = typed(client.buyers.get(buyer_id=buyer.id), models.Buyer, "buyers.get")
    check(fetched.external_identifier == "sdk-ada", "buyers.get returns the buyer")
    updated = typed(client.buyers.update(buyer_id=buyer.id, display_name="Ada King"), models.Buyer, "buyers.update")
    check(updated.display_name == "Ada King", "buyers.update changes the name")
    page = client.buyers.list(limit=1)
    typed(page.result, models.Buyers, "buyers.list")
    check(len(page.result.items) == 1 and page.result.next_cursor, "the first page has one buyer and a next cursor")
    following = page.next()
    typed(following.result, models.Buyers, "buyers.list (next page)")
    check(len(following.result.items) == 1, "the second page has the other buyer")

    session = typed(
        client.checkout_sessions.create(checkout_session_create={
            "amount": 1299, "currency": "USD", "expires_in": 7200, "metadata": {"order": "42"},
            "cart_items": [{"name": "Tea", "quantity": 1, "unit_amount": 1299}],
            "buyer": {"external_identifier": "sdk-ada", "display_name": "Ada"}}),
        models.CheckoutSession, "checkout_sessions.create")
    check(session.buyer and session.buyer.external_identifier == "sdk-ada", "the guest buyer is echoed")
    token = auth.get_token(key)
    status, _ = raw(url, "PUT", f"/checkout/sessions/{session.id}/fields", token,
                    {"payment_method": {"method": "card", "number": "4556557955726624", "expiration_date": "01/30",
                                        "security_code": "123"}})
    check(status == 204, f"tokenize with an SDK token answered {status}")
    status, detail = raw(url, "GET", "/card-details?currency=USD&bin=45565579", token)
    check(status == 200 and detail["scheme"] == "visa", f"card-details with an SDK token answered {status}")
    got = typed(client.checkout_sessions.get(session_id=session.id), models.CheckoutSession, "checkout_sessions.get")
    check(got.payment_method and got.payment_method.label == "6624", "the session shows the tokenized card")
    typed(client.checkout_sessions.update(session_id=session.id, amount=2000), models.CheckoutSession,
          "checkout_sessions.update")
    methods = typed(client.buyers.payment_methods.list(buyer_external_identifier="sdk-ada"),
                    models.PaymentMethodSummaries, "buyers.payment_methods.list")
    check([m.label for m in methods.items] == ["6624"], "the card was stored for the buyer the guest buyer names")
    client.checkout_sessions.delete(session_id=session.id)
    print("sdk: checkout_sessions.delete -> None")
    raises(errors.Error404, "checkout_sessions.get (deleted)", lambda: client.checkout_sessions.get(session_id=session.id))
    client.buyers.delete(buyer_id=buyer.id)
    print("sdk: buyers.delete -> None")
    raises(errors.Error404, "buyers.get (deleted)", lambda: client.buyers.get(buyer_id=buyer.id))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
