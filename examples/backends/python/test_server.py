"""The signature check of server.py, in Python's unittest: python3 -m unittest (from this folder)."""

import hashlib
import hmac
import os
import time
import unittest

# server.py reads its settings when imported: these stand in for a shop's.
os.environ["PAYMENT_API_KEY"] = "sk_test"
os.environ["SANDBOX_WEBHOOK_SECRET"] = "whsec_test"

from server import verify_event  # noqa: E402 (after the settings it reads)

BODY = b'{"data": {"id": "inv_1", "type": "invoices"}}'


def sign(body, t=None, secret=b"whsec_test"):
    t = str(int(time.time()) if t is None else t)
    return f"t={t},v1={hmac.new(secret, t.encode() + b'.' + body, hashlib.sha256).hexdigest()}"


def latin1(text):
    """A header as http.server hands it over: its bytes, each read as one latin-1 character."""
    return text.encode("utf-8").decode("latin-1")


class VerifyEvent(unittest.TestCase):
    def test_a_correct_signature_passes(self):
        self.assertTrue(verify_event(BODY, sign(BODY)))
        self.assertTrue(verify_event(BODY, " " + sign(BODY).replace(",", ", ")))

    def test_wrong_or_stale_signatures_are_refused(self):
        now = int(time.time())
        for header in (
            "",
            sign(BODY, secret=b"whsec_someone_else"),
            sign(b'{"data": {}}'),
            sign(BODY, now - 400),
            sign(BODY, now + 400),
            sign(BODY).replace("t=", "t=1", 1),
            sign(BODY).upper(),
        ):
            with self.subTest(header=header):
                self.assertFalse(verify_event(BODY, header))

    def test_odd_values_are_refused_without_an_exception(self):
        now = int(time.time())
        right = sign(BODY, now).split("v1=")[1]
        for header in (
            f"t={now},v1={chr(0xFF) * 64}",  # bytes past ASCII
            f"t={now},v1={latin1('é' * 32)}",
            f"t={now},v1={latin1('€' * 21)}\xe2",  # invalid UTF-8
            f"t={now},v1={(chr(0x80) + chr(0xFE)) * 32}",
            f"t={now},v1={'€' * 64}",  # a str past latin-1, should one ever come
            f"t={now},v1={'g' * 64}",  # the right length, not hex
            f"t=١٢٣,v1={right}",  # digits, but not ASCII ones: int() would take them
            f"t={latin1('١٢٣')},v1={'0' * 64}",
            f"t={now}\xff,v1={right}",
            f"t={now}\xa0,v1={right}",  # str.strip() would take this for a space
            f"t={'9' * 5000},v1={right}",  # int() refuses a number this long
            "\xff=\xff,\xfe",
        ):
            with self.subTest(header=header[:80]):
                self.assertFalse(verify_event(BODY, header))


if __name__ == "__main__":
    unittest.main()
