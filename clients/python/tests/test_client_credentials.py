"""The client-credentials mode against a live server: one token for many calls, a new one once revoked."""

import unittest
import urllib.parse
import urllib.request

import support
from integrations_client import IntegrationsClient, OAuthTokenError


@unittest.skipUnless(support.LIVE and support.OAUTH_CLIENT_ID, "set BASE_URL, OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET to run against a live server")
class ClientCredentialsTest(unittest.TestCase):
    def test_obtains_one_token_lists_modules_and_renews_after_revocation(self) -> None:
        client = IntegrationsClient(support.BASE_URL, client_id=support.OAUTH_CLIENT_ID, client_secret=support.OAUTH_CLIENT_SECRET, scope="read")
        for _ in range(3):
            self.assertGreater(len(client.list_modules()["data"]), 0)
        self.assertEqual(client.credentials.tokens_obtained, 1)

        revoked = client.credentials.token()
        form = urllib.parse.urlencode({"token": revoked, "client_id": support.OAUTH_CLIENT_ID, "client_secret": support.OAUTH_CLIENT_SECRET}).encode()
        urllib.request.urlopen(urllib.request.Request(support.BASE_URL + "/oauth/revoke", data=form, method="POST"), timeout=10).read()
        # The API refuses the revoked token (at once, or a moment later across processes); the client renews by itself.
        for _ in range(100):
            self.assertGreater(len(client.list_modules()["data"]), 0)
            if client.credentials.tokens_obtained == 2:
                break
        self.assertEqual(client.credentials.tokens_obtained, 2)
        self.assertNotEqual(client.credentials.token(), revoked)

    def test_a_wrong_secret_is_an_oauth_token_error(self) -> None:
        client = IntegrationsClient(support.BASE_URL, client_id=support.OAUTH_REFUSED_CLIENT_ID, client_secret="mis_cs_wrong")
        with self.assertRaises(OAuthTokenError) as raised:
            client.list_modules()
        self.assertEqual((raised.exception.status, raised.exception.error), (401, "invalid_client"))

    def test_token_and_client_credentials_exclude_each_other(self) -> None:
        with self.assertRaises(ValueError):
            IntegrationsClient(support.BASE_URL, token="mis_at_x", client_id="oac_x", client_secret="mis_cs_x")


if __name__ == "__main__":
    unittest.main()
