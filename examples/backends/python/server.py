"""A merchant's backend for <crypto-checkout>, in Python's standard library only.

It creates invoices with the payment API (the API key stays here, never in the page), serves each one as the
element's `src` (polling, ETag and 304), and takes the sandbox's signed events, which move the status forward.

    PAYMENT_API_BASE_URL=http://127.0.0.1:4010 PAYMENT_API_KEY=sk_sandbox_local \
    SANDBOX_WEBHOOK_SECRET=whsec_local PORT=3000 python3 server.py

docs/backends.md describes every route. Invoices live in this process's memory: a restart forgets them, and two
processes would not share them. Keep them in your database instead.
"""

import hashlib
import hmac
import json
import os
import re
import secrets
import threading
import time
import urllib.error
import urllib.request
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

API_BASE = os.environ.get("PAYMENT_API_BASE_URL", "http://127.0.0.1:4010").rstrip("/")
API_KEY = os.environ["PAYMENT_API_KEY"]
WEBHOOK_SECRET = os.environ["SANDBOX_WEBHOOK_SECRET"].encode()
PORT = int(os.environ.get("PORT", "3000"))
# Where crypto-checkout.min.js is: the repository's dist/ by default, node_modules/crypto-checkout/dist in a project.
STATIC_DIR = os.environ.get("STATIC_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "..", "dist"))

CART_TOTAL = "49.99"  # EUR: the amount comes from the server's cart, never from the request
ORDERS = {"1001": "49.99"}  # order reference -> amount in EUR: your orders table
# What the coin picker offers: the sandbox's networks. A real account lists the ones it has.
METHODS = [
    {"currency": "BTC", "network": "bitcoin", "name": "Bitcoin"},
    {"currency": "ETH", "network": "ethereum", "name": "Ethereum"},
    {"currency": "USDT", "network": "tron:usdt", "name": "Tron (TRC-20)"},
    {"currency": "USDT", "network": "ethereum:usdt", "name": "Ethereum (ERC-20)"},
    {"currency": "USDC", "network": "ethereum:usdc", "name": "Ethereum (ERC-20)"},
    {"currency": "LTC", "network": "litecoin", "name": "Litecoin"},
    {"currency": "XRP", "network": "xrp", "name": "XRP Ledger"},
    {"currency": "TRX", "network": "tron", "name": "Tron"},
]
ID = re.compile(r"[A-Za-z0-9_-]{1,100}")
# A status only moves up this ladder; processing and on_hold may swap (a review); the final ones never move.
RANK = {"pending": 0, "processing": 1, "on_hold": 1, "completed": 2, "expired": 2, "cancelled": 2, "rejected": 2}
# An order whose latest invoice has one of these is paid, or being paid: it takes no other invoice.
PAID = ("processing", "on_hold", "completed")
MAX_BODY = 1 << 20
MAX_ORDER_BODY = 2048  # a currency and a network: nothing longer is a choice

invoices = {}  # invoice id -> document, as the payment API answered it, with the status we learned since
# order reference -> {"methods": {(currency, network): invoice id}, "latest": the invoice id created last}
order_invoices = {}
lock = threading.Lock()  # guards both dicts: requests run on several threads
creating = threading.Lock()  # one order invoice created at a time, so two clicks make one invoice

PAGE = b"""<!doctype html>
<html lang="en">
<meta charset="utf-8" />
<title>Checkout</title>
<script type="module" src="/crypto-checkout.min.js"></script>
<crypto-checkout></crypto-checkout>
<script type="module">
  // Only this server's invoices: a link must not make the page show another site's payment.
  const src = new URLSearchParams(location.search).get('src') ?? '';
  if (/^\\/invoices\\/[A-Za-z0-9_-]{1,100}$/.test(src)) document.querySelector('crypto-checkout').src = src;
</script>
"""


class ApiError(Exception):
    """A creation the payment API refused (422: what the page chose, passed on) or that failed (502)."""

    def __init__(self, status, errors):
        super().__init__(status)
        self.status, self.errors = status, errors


def create_invoice(attributes):
    """Creates an invoice with the API key, which never leaves this server; returns its document."""
    request = urllib.request.Request(
        f"{API_BASE}/api/public/v1/invoices",
        data=json.dumps({"data": {"type": "invoices", "attributes": attributes}}).encode(),
        headers={"Authorization": f"Bearer {API_KEY}", "Content-Type": "application/vnd.api+json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            document = json.load(response)
    except urllib.error.HTTPError as error:
        if error.code == 422:
            raise ApiError(422, json.load(error).get("errors"))
        raise ApiError(502, f"the payment API answered {error.code}")
    except (urllib.error.URLError, TimeoutError, ValueError):
        raise ApiError(502, "the payment API did not answer")
    invoice_id = (document.get("data") or {}).get("id")
    if not isinstance(invoice_id, str) or not ID.fullmatch(invoice_id):
        raise ApiError(502, "the payment API answered no invoice")
    return document


def verify_event(raw_body, header):
    """The sandbox's Sandbox-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, within 300 s either way."""
    pairs = [item.strip().split("=", 1) for item in header.split(",") if "=" in item]
    timestamps = [value for key, value in pairs if key == "t"]
    signatures = [value for key, value in pairs if key == "v1"]
    if len(timestamps) != 1 or not timestamps[0].isdigit() or not signatures:
        return False
    expected = hmac.new(WEBHOOK_SECRET, timestamps[0].encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    if not any(hmac.compare_digest(expected, signature) for signature in signatures):
        return False
    return abs(time.time() - int(timestamps[0])) <= 300  # older or later: a replay


def payment(document):
    """What the payer must pay: an event may move the status, never change this."""
    attributes = document["data"]["attributes"]
    included = document.get("included") or []
    addresses = [item["attributes"].get("value") for item in included if item["type"] == "addresses"]
    return [attributes.get(key) for key in ("amountCharged", "chargedCurrency", "network", "networkName")] + addresses


def status_of(document):
    status = document["data"]["attributes"].get("status")
    return "pending" if status is None else status  # a document without one has just been created


def past_expiry(document):
    """Past its expiresAt by this server's clock: an expiry the API may not have told us of yet."""
    expires = document["data"]["attributes"].get("expiresAt")
    try:
        return bool(expires) and datetime.fromisoformat(expires.replace("Z", "+00:00")).timestamp() <= time.time()
    except (AttributeError, ValueError):
        return False  # no date we can read: the API's status says when it expires


def is_open(document):
    """Still payable: not final, and not past its expiry."""
    return RANK[status_of(document)] < 2 and not past_expiry(document)


def to_resume(document):
    """Whether a reload of the order shows this invoice, its latest: unless it expired or was cancelled (then the
    payer chooses again). A paid, paying or rejected one is shown, so the payer sees what became of their payment."""
    status = status_of(document)
    return status not in ("expired", "cancelled") and not (status == "pending" and past_expiry(document))


def method_of(body):
    chosen = (body.get("chargedCurrency"), body.get("network"))
    return next((method for method in METHODS if (method["currency"], method["network"]) == chosen), None)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def send(self, status, body=b"", content_type="application/json", headers=None):
        # send_response also writes Date, which the element uses to correct the payer's clock.
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if status not in (204, 304):  # these two have no body
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def send_json(self, status, value, content_type="application/json", headers=None):
        self.send(status, json.dumps(value).encode(), content_type, {"Cache-Control": "no-store", **(headers or {})})

    def read_body(self, limit=MAX_BODY):
        length = int(self.headers.get("Content-Length") or 0)
        if not 0 <= length <= limit:
            self.close_connection = True  # the unread body must not be taken for the next request
            return None
        return self.rfile.read(length)

    def read_json(self, limit=MAX_BODY, empty=None):
        """The JSON object of the body, `empty` when there is no body; None for anything else or over `limit` bytes."""
        raw = self.read_body(limit)
        if raw == b"":
            return empty
        try:
            value = json.loads(raw)
        except (TypeError, ValueError):
            return None
        return value if isinstance(value, dict) else None

    def from_another_site(self):
        # Browsers say where a request comes from: another site's page must not create invoices here.
        return self.headers.get("Sec-Fetch-Site") in ("cross-site", "same-site")

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path == "/":
            return self.send(200, PAGE, "text/html; charset=utf-8")
        if path == "/crypto-checkout.min.js":
            try:
                with open(os.path.join(STATIC_DIR, "crypto-checkout.min.js"), "rb") as file:
                    return self.send(200, file.read(), "text/javascript; charset=utf-8")
            except OSError:
                return self.send_json(404, {"error": "no crypto-checkout.min.js in STATIC_DIR (npm run build)"})
        match = re.fullmatch(r"/invoices/([^/]+)", path)
        if match:
            return self.invoice(match[1])
        match = re.fullmatch(r"/order/([^/]+)/checkout", path)
        if match and match[1] in ORDERS:
            return self.order_methods(match[1])
        self.send_json(404, {"error": "not found"})

    def invoice(self, invoice_id):
        """The `src` endpoint: the stored document, polled by the element; 304 while it is unchanged."""
        with lock:
            document = invoices.get(invoice_id) if ID.fullmatch(invoice_id) else None
            body = json.dumps(document).encode()
        if document is None:
            return self.send_json(404, {"error": "no such invoice"})
        etag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
        headers = {"ETag": etag, "Cache-Control": "private, max-age=5"}
        # Compared here, weakly: the browser sends Cache-Control: no-cache, which generic freshness helpers misread.
        if any(tag.strip() in ("*", etag, "W/" + etag) for tag in self.headers.get("If-None-Match", "").split(",")):
            return self.send(304, headers=headers)
        self.send(200, body, "application/vnd.api+json", headers)

    def order_methods(self, ref):
        """The coin picker's GET: the order's latest invoice, so that a reload resumes it, else the methods."""
        with lock:
            latest = invoices.get(order_invoices.get(ref, {}).get("latest"))
            if latest is None or not to_resume(latest):
                body = None
            else:
                # The methods ride along in meta: the payer may still choose another coin from the invoice's screen.
                body = json.dumps({**latest, "meta": {**(latest.get("meta") or {}), "methods": METHODS}}).encode()
        if body is None:
            return self.send_json(200, {"methods": METHODS})
        # Content-Location: where the element follows this invoice's status (the `src` endpoint).
        headers = {"Cache-Control": "no-store", "Content-Location": "/invoices/" + latest["data"]["id"]}
        self.send(200, body, "application/vnd.api+json", headers)

    def do_POST(self):
        path = self.path.split("?", 1)[0]
        if path == "/checkout":
            return self.checkout()
        if path == "/payment-events":
            return self.payment_event()
        match = re.fullmatch(r"/order/([^/]+)/checkout", path)
        if match and match[1] in ORDERS:
            return self.order_checkout(match[1])
        self.send_json(404, {"error": "not found"})

    def checkout(self):
        body = self.read_json(empty={})
        if self.from_another_site():
            return self.send_json(403, {"error": "cross-site request"})
        currency = "BTC" if body is None or body.get("currency") in (None, "") else body["currency"]
        if body is None or not isinstance(currency, str):
            return self.send_json(400, {"error": "send {\"currency\": \"BTC\"} or nothing"})
        try:
            document = create_invoice({
                "amountBilled": CART_TOTAL,
                "billedCurrency": "EUR",
                "chargedCurrency": currency,
                "reference": "cart-" + secrets.token_hex(8),  # unique per invoice, as the API requires
            })
        except ApiError as error:
            return self.send_json(error.status, {"error": error.errors})
        src = "/invoices/" + document["data"]["id"]
        with lock:
            invoices[document["data"]["id"]] = document
        self.send_json(201, {"src": src}, headers={"Location": src})

    def order_checkout(self, ref):
        """The coin picker's choice: the order's invoice for that method, created once, for the order's amount."""
        body = self.read_json(MAX_ORDER_BODY)
        if self.from_another_site():
            return self.send_json(403, {"error": "cross-site request"})
        if body is None:
            return self.send_json(400, {"error": "send {\"chargedCurrency\", \"network\"} as a JSON object"})
        method = method_of(body)  # only chargedCurrency and network are read: the amount is the order's
        if method is None:
            return self.send_json(422, {"error": "not a payment method of this shop"})
        key = (method["currency"], method["network"])
        with creating:
            with lock:
                order = order_invoices.setdefault(ref, {"methods": {}, "latest": None})
                latest = invoices.get(order["latest"])
                paid = latest is not None and status_of(latest) in PAID
                document = invoices.get(order["methods"].get(key))
                still_open = document is not None and is_open(document)
            if paid:
                return self.send_json(409, {"error": "this order has a payment already"})
            status = 200  # the invoice the payer already has for that method: no second one
            if not still_open:
                try:
                    document, status = create_invoice({
                        "amountBilled": ORDERS[ref],
                        "billedCurrency": "EUR",
                        "chargedCurrency": method["currency"],
                        "network": method["network"],
                        "reference": f"{ref}-{secrets.token_hex(4)}",  # unique per invoice, as the API requires
                    }), 201
                except ApiError as error:
                    return self.send_json(error.status, {"error": error.errors})
                with lock:
                    invoices[document["data"]["id"]] = document
                    order["methods"][key] = document["data"]["id"]
                    order["latest"] = document["data"]["id"]  # what a reload of the order resumes
            with lock:  # an event may be changing its status
                body = json.dumps(document).encode()
        headers = {"Cache-Control": "no-store", "Location": "/invoices/" + document["data"]["id"]}
        self.send(status, body, "application/vnd.api+json", headers)

    def payment_event(self):
        raw = self.read_body()  # the bytes as received: the signature covers them, not a re-encoding
        if raw is None or not verify_event(raw, self.headers.get("Sandbox-Signature", "")):
            return self.send_json(400, {"error": "bad signature"})
        try:
            event = json.loads(raw)
            invoice_id, status, paid = event["data"]["id"], status_of(event), payment(event)
        except (ValueError, KeyError, TypeError, AttributeError):
            invoice_id = None
        if not isinstance(invoice_id, str):
            return self.send_json(400, {"error": "not an invoice document"})
        with lock:
            stored = invoices.get(invoice_id)
            if stored is None:
                return self.send_json(404, {"error": "not an invoice of this shop"})
            if not isinstance(status, str) or status not in RANK or paid != payment(stored):
                return self.send_json(422, {"error": "unknown status, or the payment changed"})
            current = status_of(stored)
            if RANK[status] > RANK[current] or (RANK[status] == RANK[current] == 1 and status != current):
                stored["data"]["attributes"]["status"] = status
                # Fulfil the order here, on the status this server learned, once per invoice: never on the
                # browser's checkout-status events or its redirect, which a payer can fake without paying.
        # A repeated or late event changes nothing and is answered 204 too, so the sandbox stops retrying.
        self.send(204)


if __name__ == "__main__":
    print(f"Listening on http://127.0.0.1:{PORT}", flush=True)
    ThreadingHTTPServer(("127.0.0.1", PORT), Handler).serve_forever()
