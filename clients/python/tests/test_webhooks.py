import time
import unittest

import support  # noqa: F401  (puts src/ on the path)
from integrations_client import WebhookVerificationError, sign_webhook, verify_webhook

# The Standard Webhooks reference vector.
SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
MESSAGE_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek"
TIMESTAMP = 1614265330
BODY = '{"test": 2432232314}'
SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="


def headers(signature: str = SIGNATURE, timestamp: int = TIMESTAMP) -> dict:
    return {"Webhook-Id": MESSAGE_ID, "Webhook-Timestamp": str(timestamp), "Webhook-Signature": signature}


class WebhookVerifierTest(unittest.TestCase):
    def test_signs_the_reference_vector(self) -> None:
        self.assertEqual(sign_webhook(SECRET, MESSAGE_ID, TIMESTAMP, BODY), SIGNATURE)

    def test_verifies_the_reference_vector_and_returns_the_payload(self) -> None:
        self.assertEqual(verify_webhook(SECRET, headers(), BODY, now=TIMESTAMP), {"test": 2432232314})
        self.assertEqual(verify_webhook(SECRET, headers(), BODY.encode(), now=TIMESTAMP + 299), {"test": 2432232314})

    def test_accepts_any_of_several_signatures(self) -> None:
        rotated = "v1,bm90IHRoZSBzaWduYXR1cmUgeW91IGFyZSBsb29raW5nIGZvcg== " + SIGNATURE
        self.assertEqual(verify_webhook(SECRET, headers(rotated), BODY, now=TIMESTAMP), {"test": 2432232314})

    def test_refuses_a_changed_body_a_wrong_secret_or_another_version(self) -> None:
        for secret, body, signature in [
            (SECRET, '{"test": 2432232315}', SIGNATURE),
            ("whsec_" + "A" * 32, BODY, SIGNATURE),
            (SECRET, BODY, SIGNATURE.replace("v1,", "v2,")),
        ]:
            with self.assertRaises(WebhookVerificationError):
                verify_webhook(secret, headers(signature), body, now=TIMESTAMP)

    def test_refuses_a_timestamp_outside_five_minutes(self) -> None:
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(SECRET, headers(), BODY, now=TIMESTAMP + 301)
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(SECRET, headers(), BODY, now=TIMESTAMP - 301)

    def test_refuses_missing_headers(self) -> None:
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(SECRET, {"webhook-id": MESSAGE_ID}, BODY)

    def test_verifies_a_fresh_delivery_with_the_clock(self) -> None:
        now = int(time.time())
        signature = sign_webhook(SECRET, MESSAGE_ID, now, BODY)
        self.assertEqual(verify_webhook(SECRET, headers(signature, now), BODY), {"test": 2432232314})


if __name__ == "__main__":
    unittest.main()
