"""Every transaction operation the emulator serves, driven through Gr4vy's official Python SDK (PyPI `gr4vy`).

Called by sdk_drive.py with a client on `tessera sandbox serve`; each call must return the SDK's typed
model, and each refusal must raise the SDK's typed error.
"""

import uuid

from gr4vy import auth, errors, models

from sdk_drive import check, raises, raw, typed

CARD = {"method": "card", "number": "4111111111111111", "expiration_date": "12/30", "security_code": "123"}


def drive_transactions(client, url, key):
    key_text = str(uuid.uuid4())
    created = typed(
        client.transactions.create(amount=1299, currency="USD", payment_method=CARD, idempotency_key=key_text,
                                   external_identifier="sdk-order-1", metadata={"order": "1"}),
        models.Transaction, "transactions.create")
    check(created.status == "authorization_succeeded" and created.authorized_amount == 1299, "the card is authorized")
    check(created.payment_method.label == "1111", "the transaction shows the card's last four digits")
    again = typed(
        client.transactions.create(amount=1299, currency="USD", payment_method=CARD, idempotency_key=key_text,
                                   external_identifier="sdk-order-1", metadata={"order": "1"}),
        models.Transaction, "transactions.create (same idempotency key)")
    check(again.id == created.id, "the same idempotency key and body give the first transaction")
    raises(errors.Error409, "transactions.create (idempotency key, other body)",
           lambda: client.transactions.create(amount=1, currency="USD", payment_method=CARD, idempotency_key=key_text))
    raises(errors.Error400, "transactions.create (unknown currency)",
           lambda: client.transactions.create(amount=1299, currency="XXY", payment_method=CARD))

    declined = typed(
        client.transactions.create(amount=5001, currency="USD", payment_method=CARD),
        models.Transaction, "transactions.create (declined by amount)")
    check(declined.status == "authorization_declined" and declined.error_code == "insufficient_funds",
          "amount 5001 is declined for insufficient funds")

    fetched = typed(client.transactions.get(transaction_id=created.id), models.Transaction, "transactions.get")
    check(fetched.external_identifier == "sdk-order-1", "transactions.get returns the transaction")
    raises(errors.Error404, "transactions.get (unknown)", lambda: client.transactions.get(transaction_id=str(uuid.uuid4())))
    updated = typed(client.transactions.update(transaction_id=created.id, external_identifier="sdk-order-1b"),
                    models.Transaction, "transactions.update")
    check(updated.external_identifier == "sdk-order-1b", "transactions.update changes the external identifier")

    page = client.transactions.list(limit=1, status=["authorization_succeeded", "authorization_declined"])
    typed(page.result, models.TransactionSummaries, "transactions.list")
    check(len(page.result.items) == 1 and page.result.next_cursor, "the first page has one transaction and a next cursor")
    following = page.next()
    typed(following.result, models.TransactionSummaries, "transactions.list (next page)")
    filtered = client.transactions.list(metadata=['{"order":"1"}'], amount_gte=1000, currency=["USD"])
    check([item.id for item in filtered.result.items] == [created.id], "the list filters by metadata, amount and currency")

    capture = client.transactions.capture(transaction_id=created.id, amount=1000, prefer=["resource=transaction-capture"],
                                          idempotency_key=str(uuid.uuid4()))
    typed(capture, models.TransactionCapture, "transactions.capture (prefer transaction-capture)")
    check(capture.transaction.captured_amount == 1000, "a partial capture captures the amount asked")
    raises(errors.Error400, "transactions.capture (already captured)",
           lambda: client.transactions.capture(transaction_id=created.id))

    refund = typed(client.transactions.refunds.create(transaction_id=created.id, amount=300, reason="damaged"),
                   models.Refund, "transactions.refunds.create")
    raises(errors.Error400, "transactions.refunds.create (above the capture)",
           lambda: client.transactions.refunds.create(transaction_id=created.id, amount=701))
    rest = typed(client.transactions.refunds.all.create(transaction_id=created.id), models.Refunds,
                 "transactions.refunds.all.create")
    check([item.amount for item in rest.items] == [700], "refunding all refunds what is left")
    refunds = typed(client.transactions.refunds.list(transaction_id=created.id), models.Refunds,
                    "transactions.refunds.list")
    check(len(refunds.items) == 2, "both refunds are listed")
    typed(client.transactions.refunds.get(transaction_id=created.id, refund_id=refund.id), models.Refund,
          "transactions.refunds.get")
    events = client.transactions.events.list(transaction_id=created.id)
    typed(events.result, models.TransactionEvents, "transactions.events.list")
    check(len(events.result.items) >= 4, "the events tell the history")
    typed(client.transactions.actions.list(transaction_id=created.id), models.TransactionActions,
          "transactions.actions.list")

    second = client.transactions.create(amount=500, currency="EUR", payment_method=CARD)
    voided = typed(client.transactions.void(transaction_id=second.id), models.Transaction, "transactions.void")
    check(voided.status == "authorization_voided", "the authorization is voided")
    raises(errors.Error400, "transactions.capture (voided)", lambda: client.transactions.capture(transaction_id=second.id))
    cancel = typed(client.transactions.cancel(transaction_id=second.id), models.TransactionCancel, "transactions.cancel")
    check(cancel.status == "failed", "a transaction that is not pending is not cancelled")

    buyer = client.buyers.create(external_identifier="sdk-payer")
    session = client.checkout_sessions.create()
    status, _ = raw(url, "PUT", f"/checkout/sessions/{session.id}/fields", auth.get_token(key),
                    {"payment_method": {"method": "card", "number": "4556557955726624", "expiration_date": "12/30",
                                        "security_code": "123"}})
    check(status == 204, f"tokenize answered {status}")
    paid = typed(
        client.transactions.create(amount=2500, currency="USD", intent="capture", store=True, buyer_id=buyer.id,
                                   payment_method={"method": "checkout-session", "id": session.id}),
        models.Transaction, "transactions.create (checkout session)")
    check(paid.status == "capture_succeeded" and paid.checkout_session_id == session.id, "the session pays and captures")
    raises(errors.Error409, "transactions.create (session used)",
           lambda: client.transactions.create(amount=100, currency="USD",
                                              payment_method={"method": "checkout-session", "id": session.id}))
    stored = client.buyers.payment_methods.list(buyer_id=buyer.id)
    check([m.label for m in stored.items] == ["6624"], "store: true keeps the session's card for the buyer")
    by_id = typed(
        client.transactions.create(amount=100, currency="USD", buyer_id=buyer.id,
                                   payment_method={"method": "id", "id": stored.items[0].id}),
        models.Transaction, "transactions.create (stored payment method)")
    check(by_id.payment_method.id == stored.items[0].id, "the stored method pays")
