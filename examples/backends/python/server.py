"""A merchant's backend for <crypto-checkout>, in Python's standard library only.

It creates invoices with the payment API (the API key stays here, never in the page), serves each one as the
element's `src` (polling, ETag and 304), and takes the sandbox's signed events, which move the status forward.

    PAYMENT_API_BASE_URL=http://127.0.0.1:4010 PAYMENT_API_KEY=sk_sandbox_local \
    SANDBOX_WEBHOOK_SECRET=whsec_local PORT=3000 python3 server.py

docs/backends.md describes every route; test_server.py tests the signature check (python3 -m unittest). Invoices
live in this process's memory: a restart forgets them, and two processes would not share them. Keep them in your
database instead.
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
from urllib.parse import urlsplit

API_BASE = os.environ.get("PAYMENT_API_BASE_URL", "http://127.0.0.1:4010").rstrip("/")
API_KEY = os.environ["PAYMENT_API_KEY"]
WEBHOOK_SECRET = os.environ["SANDBOX_WEBHOOK_SECRET"].encode()
PORT = int(os.environ.get("PORT", "3000"))
# Where crypto-checkout.min.js is: the repository's dist/ by default, node_modules/crypto-checkout/dist in a project.
STATIC_DIR = os.environ.get("STATIC_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "..", "dist"))

# A JSON file standing in for your orders table, read at each request: {"<ref>": {"amountBilled": "49.99",
# "billedCurrency": "EUR"}}. Unset: DEFAULT_ORDERS.
ORDERS_FILE = os.environ.get("ORDERS_FILE")

CART_TOTAL = "49.99"  # EUR: the amount comes from the server's cart, never from the request
DEFAULT_ORDERS = {"1001": {"amountBilled": "49.99", "billedCurrency": "EUR"}}  # order reference -> order
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
DECIMAL = re.compile(r"[0-9]+(\.[0-9]+)?")  # ASCII digits only: \d and str.isdigit() take other scripts' too
DIGITS = re.compile(r"[0-9]{1,18}")  # a Content-Length, a signature's t: ASCII, and short enough for int()
# What a browser's request may carry to create an invoice: JSON, which a form of another site cannot send.
JSON_TYPE = re.compile(r"application/([a-z0-9!#$&^_.+-]+\+)?json")
# A status only moves up this ladder; processing and on_hold may swap (a review); the final ones never move.
RANK = {"pending": 0, "processing": 1, "on_hold": 1, "completed": 2, "expired": 2, "cancelled": 2, "rejected": 2}
# An order whose latest invoice has one of these is paid, or being paid: it takes no other invoice.
PAID = ("processing", "on_hold", "completed")
FINAL = ("completed", "expired", "cancelled", "rejected")
RATE_SECONDS = 20 * 60  # the exchange rate holds 20 minutes from createdAt (the payment API's limits)
MAX_BODY = 1 << 20
MAX_ORDER_BODY = 2048  # a currency and a network: nothing longer is a choice

invoices = {}  # invoice id -> document, as the payment API answered it, with the status we learned since
# order reference -> {"methods": {(currency, network): invoice id}, "latest": the invoice id created last,
# "billed": {invoice id: the order it was created for, {"amountBilled", "billedCurrency"}}}
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
    """The sandbox's Sandbox-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, within 300 s either way.

    False, never an exception, for any header: http.server gives its bytes as latin-1 characters, so they are
    compared as bytes (compare_digest refuses a str past ASCII), and t must be ASCII digits."""
    pairs = [item.strip(" \t").split("=", 1) for item in header.split(",") if "=" in item]
    timestamps = [value for key, value in pairs if key == "t"]
    signatures = [value.encode("latin-1", "replace") for key, value in pairs if key == "v1"]
    if len(timestamps) != 1 or not DIGITS.fullmatch(timestamps[0]) or not signatures:
        return False
    mac = hmac.new(WEBHOOK_SECRET, timestamps[0].encode() + b"." + raw_body, hashlib.sha256)
    expected = mac.hexdigest().encode()
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


def timestamp(value):
    """Seconds since the epoch of an ISO 8601 date with its zone; None for anything else."""
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except (AttributeError, ValueError):
        return None
    return parsed.timestamp() if parsed.tzinfo else None


def is_open(document):
    """Payable now: not final, and before both its expiresAt and the end of its rate (createdAt + 20 minutes), by
    this server's clock, as the API may not have told us yet. The element's rule (src/core/invoice.ts): an invoice may
    outlive its rate. Dates we cannot read: not open."""
    attributes = document["data"]["attributes"]
    created, expires = timestamp(attributes.get("createdAt")), timestamp(attributes.get("expiresAt"))
    if created is None or expires is None:
        return False
    return status_of(document) not in FINAL and time.time() < min(expires, created + RATE_SECONDS)


def canonical(amount):
    """A decimal string by its value: "010.50", "10.5" and "10.500" are "10.5", "10.0" is "10". Never a float."""
    if not isinstance(amount, str) or not DECIMAL.fullmatch(amount):
        return None
    whole, _, fraction = amount.partition(".")
    whole, fraction = whole.lstrip("0") or "0", fraction.rstrip("0")
    return f"{whole}.{fraction}" if fraction else whole


def matches(billed, order):
    """Whether an invoice created for `billed` (the order as it was then) is still the order's: same currency, same
    amount by value."""
    return (
        billed is not None
        and billed["billedCurrency"] == order["billedCurrency"]
        and canonical(billed["amountBilled"]) is not None
        and canonical(billed["amountBilled"]) == canonical(order["amountBilled"])
    )


def to_resume(document, billed, order):
    """Whether a reload of the order shows this invoice, its latest. Paid or being paid: always, so the payer sees
    what became of their payment, whatever the order says now. Otherwise only while it is the order's (`billed`
    matches it) and open, or rejected; else the payer chooses again."""
    status = status_of(document)
    return status in PAID or (matches(billed, order) and (status == "rejected" or is_open(document)))


def load_order(ref):
    """The order `ref` from the orders table, or None; raises OSError or ValueError when the table is unreadable."""
    orders = DEFAULT_ORDERS
    if ORDERS_FILE:
        with open(ORDERS_FILE, encoding="utf-8") as file:
            orders = json.load(file)
    if not isinstance(orders, dict):
        raise ValueError("not a JSON object")
    if ref not in orders:
        return None
    order = orders[ref]
    if not (
        isinstance(order, dict)
        and canonical(order.get("amountBilled")) is not None
        and isinstance(order.get("billedCurrency"), str)
        and order["billedCurrency"] != ""
    ):
        raise ValueError(f"order {ref}: not {{\"amountBilled\": \"<decimal>\", \"billedCurrency\": \"<code>\"}}")
    return order


def same_host(origin, host):
    """Whether the Origin header names this server: a URL (with a scheme) whose host[:port] is the Host header.
    `null`: no."""
    try:
        url = urlsplit(origin)
    except ValueError:
        return False
    authority = url.netloc.rpartition("@")[2].lower()  # host[:port], without any user:password@
    return url.scheme != "" and authority != "" and authority == (host or "").lower()


def json_object(raw, empty=None):
    """The JSON object of a body, `empty` when it is empty; None for anything else, or a body not read (None)."""
    if raw == b"":
        return empty
    try:
        value = json.loads(raw)
    except (TypeError, ValueError):
        return None
    return value if isinstance(value, dict) else None


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
        length = self.headers.get("Content-Length") or "0"
        if not DIGITS.fullmatch(length) or int(length) > limit:
            self.close_connection = True  # the unread body must not be taken for the next request
            return None
        return self.rfile.read(int(length))

    def refuse_cross_site(self):
        """Answers 403 to what another site's page may have sent, 415 to a body not typed as JSON (a form can send
        other types without asking the server first); True when it answered. For the routes that create invoices."""
        origin = self.headers.get("Origin")
        if origin is not None and not same_host(origin, self.headers.get("Host")):
            self.send_json(403, {"error": "cross-site request"})
        elif self.headers.get("Sec-Fetch-Site") in ("cross-site", "same-site"):
            self.send_json(403, {"error": "cross-site request"})
        elif not JSON_TYPE.fullmatch(self.headers.get("Content-Type", "").split(";", 1)[0].strip().lower()):
            self.send_json(415, {"error": "send Content-Type: application/json"})
        else:
            return False
        return True

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
        if match:
            return self.order_route(match[1], self.order_methods)
        self.send_json(404, {"error": "not found"})

    def order_route(self, ref, answer):
        """Answers with `answer(ref, order)` for an order of the orders table, 404 for another reference."""
        try:
            order = load_order(ref)
        except (OSError, ValueError) as error:
            self.log_error("ORDERS_FILE: %s", error)
            self.read_body()  # so that the body is not taken for the next request
            return self.send_json(500, {"error": "the orders table cannot be read"})
        if order is None:
            self.read_body()
            return self.send_json(404, {"error": "not found"})
        answer(ref, order)

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

    def order_methods(self, ref, order):
        """The coin picker's GET: the order's latest invoice, so that a reload resumes it, else the methods."""
        with lock:
            record = order_invoices.get(ref, {"latest": None, "billed": {}})
            latest = invoices.get(record["latest"])
            if latest is None or not to_resume(latest, record["billed"].get(record["latest"]), order):
                body = None
            else:
                # The methods ride along in meta: the payer may still choose another coin from the invoice's screen.
                body = json.dumps({**latest, "meta": {**(latest.get("meta") or {}), "methods": METHODS}}).encode()
        if body is None:
            # What is owed rides along, so the picker can say it before any invoice exists.
            owed = {"amountBilled": order["amountBilled"], "billedCurrency": order["billedCurrency"]}
            return self.send_json(200, {"methods": METHODS, **owed})
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
        if match:
            return self.order_route(match[1], self.order_checkout)
        self.read_body()
        self.send_json(404, {"error": "not found"})

    def checkout(self):
        raw = self.read_body()  # read first: a refusal must not leave it to be taken for the next request
        if self.refuse_cross_site():
            return
        body = json_object(raw, empty={})
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

    def order_checkout(self, ref, order):
        """The coin picker's choice: the order's invoice for that method, created once while the order stays the
        same, for the order's amount."""
        raw = self.read_body(MAX_ORDER_BODY)  # read first: a refusal must not leave it for the next request
        if self.refuse_cross_site():
            return
        body = json_object(raw)
        if body is None:
            return self.send_json(400, {"error": "send {\"chargedCurrency\", \"network\"} as a JSON object"})
        method = method_of(body)  # only chargedCurrency and network are read: the amount is the order's
        if method is None:
            return self.send_json(422, {"error": "not a payment method of this shop"})
        key = (method["currency"], method["network"])
        with creating:
            with lock:
                record = order_invoices.setdefault(ref, {"methods": {}, "latest": None, "billed": {}})
                latest = invoices.get(record["latest"])
                paid = latest is not None and status_of(latest) in PAID
                invoice_id = record["methods"].get(key)
                document = invoices.get(invoice_id)
                # Only while it is for the order as it is now: a changed amount or currency needs a new invoice.
                reuse = document is not None and matches(record["billed"].get(invoice_id), order) and is_open(document)
            if paid:
                return self.send_json(409, {"error": "this order has a payment already"})
            status = 200  # the invoice the payer already has for that method: no second one
            if not reuse:
                try:
                    document, status = create_invoice({
                        "amountBilled": order["amountBilled"],
                        "billedCurrency": order["billedCurrency"],
                        "chargedCurrency": method["currency"],
                        "network": method["network"],
                        "reference": f"{ref}-{secrets.token_hex(4)}",  # unique per invoice, as the API requires
                    }), 201
                except ApiError as error:
                    return self.send_json(error.status, {"error": error.errors})
                invoice_id = document["data"]["id"]
                with lock:
                    invoices[invoice_id] = document
                    record["methods"][key] = invoice_id
                    record["latest"] = invoice_id  # what a reload of the order resumes
                    record["billed"][invoice_id] = {field: order[field] for field in ("amountBilled", "billedCurrency")}
            with lock:  # an event may be changing its status
                body = json.dumps(document).encode()
        headers = {"Cache-Control": "no-store", "Location": "/invoices/" + document["data"]["id"]}
        self.send(status, body, "application/vnd.api+json", headers)

    def payment_event(self):
        # No cross-site check here: the sandbox's server sends this, not a browser, and the signature proves it.
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
