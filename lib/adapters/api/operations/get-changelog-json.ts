// GET /v1/changelog.json: the API's versions and their changes, for machines (public, cacheable).
import { changelogDescription, changelogOperation } from "../../openapi/changelog-operations";
import { changelogResponse } from "../changelog/serve-changelog";
import { definePublicOperation } from "../operation";

export const getChangelogJson = definePublicOperation({
  method: "get",
  path: "/v1/changelog.json",
  operationId: "getChangelogJson",
  summary: "The changelog, as JSON",
  description: changelogDescription,
  tags: ["Documents"],
  document: changelogOperation("application/json"),
  handler: (_request, { operations }) => changelogResponse("json", operations),
});
