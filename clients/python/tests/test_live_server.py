"""Every operation of the API, called through this client against a live server.

The steps come from clients/conformance-plan.json (generated from the OpenAPI document), so a new
operation is exercised here without anyone writing a test for it; a test fails when the server
serves an operation this client or the plan lacks.
"""

import itertools
import unittest

import support
from integrations_client import IntegrationsClient, NotFoundError
from integrations_client.errors import ApiError
from integrations_client._operations import OPERATION_IDS


def served_operation_ids(document: dict) -> set:
    methods = {"get", "post", "put", "patch", "delete"}
    return {operation["operationId"] for item in document["paths"].values() for method, operation in item.items() if method in methods}


@unittest.skipUnless(support.LIVE, support.SKIP_REASON)
class LiveServerTest(unittest.TestCase):
    def setUp(self) -> None:
        self.client = IntegrationsClient(support.BASE_URL, token=support.TOKEN)
        self.plan = support.conformance_plan()["steps"]

    def test_the_client_and_the_plan_cover_every_operation_the_server_serves(self) -> None:
        served = served_operation_ids(self.client.get_open_api_json())
        self.assertEqual(sorted(served - set(OPERATION_IDS)), [], "operations without a client method: run `npm run generate`")
        self.assertEqual(sorted(served - {step["operation_id"] for step in self.plan}), [], "operations the conformance plan lacks")
        for operation_id, method in OPERATION_IDS.items():
            self.assertTrue(callable(getattr(self.client, method, None)), operation_id)

    def test_every_operation_answers_its_documented_status(self) -> None:
        variables: dict = {}
        for step in self.plan:
            with self.subTest(step["operation_id"]):
                missing = [name for name in step["path_arguments"] if name not in variables]
                self.assertEqual(missing, [], f"no earlier step produced {missing}")
                kwargs = {argument["python"]: argument["value"] for argument in step["required_arguments"]}
                if step["body"] is not None:
                    kwargs["body"] = step["body"]
                method = getattr(self.client, step["python_method"])
                try:
                    result = method(*[variables[name] for name in step["path_arguments"]], **kwargs)
                except ApiError as error:
                    # A state conflict the plan allows (e.g. a sync requested while one runs).
                    if error.status in step.get("also_accepts", []):
                        continue
                    raise
                self.assertEqual(self.client.last_response.status, step["status"], step["operation_id"])
                for capture in step["captures"]:
                    value = result.get("id") if capture["from"] == "id" else (result.get("data") or [{}])[0].get("id")
                    if value and (capture["overwrite"] or capture["variable"] not in variables):
                        variables[capture["variable"]] = value

    def test_a_missing_resource_raises_not_found_with_the_request_id(self) -> None:
        with self.assertRaises(NotFoundError) as raised:
            self.client.get_module_status("mod_01jd4y3k6efq9b8c1m2n3p4q5r")
        self.assertEqual(raised.exception.code, "not_found")
        self.assertTrue(raised.exception.request_id)

    def test_paginate_walks_the_pages_of_a_cursor_paged_list(self) -> None:
        step = next(step for step in self.plan if step["cursor_paged"] and not step["path_arguments"])
        method = getattr(self.client, step["python_method"])
        first_page = method(limit=2)
        items = list(itertools.islice(self.client.paginate(method, limit=2), 40))
        self.assertEqual([item["id"] for item in items[:2]], [item["id"] for item in first_page["data"]])
        if first_page["has_more"]:
            self.assertGreater(len(items), 2, "paginate went past the first page")
        self.assertEqual(len({item["id"] for item in items}), len(items), "no item twice")


if __name__ == "__main__":
    unittest.main()
