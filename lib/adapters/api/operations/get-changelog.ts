// GET /v1/changelog: the API's versions and their changes, as a page to read (public, cacheable).
import { changelogDescription, changelogOperation } from "../../openapi/changelog-operations";
import { changelogResponse } from "../changelog/serve-changelog";
import { definePublicOperation } from "../operation";

export const getChangelog = definePublicOperation({
  method: "get",
  path: "/v1/changelog",
  operationId: "getChangelog",
  summary: "The changelog, as a web page",
  description: changelogDescription,
  tags: ["Documents"],
  document: changelogOperation("text/html"),
  handler: (_request, { operations }) => changelogResponse("html", operations),
});
