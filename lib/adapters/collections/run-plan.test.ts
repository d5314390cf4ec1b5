import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../api/openapi/build-openapi-document";
import { withClientCredentials } from "./bruno-client-credentials";
import { buildBrunoCollection } from "./bruno-collection";
import { listOperations } from "./operation-catalogue";
import { planRun } from "./run-plan";

// The run plan behind the collections and the clients' live tests, checked on the real
// document: as operations are added, each must still be callable in order.

const document = buildOpenApiDocument({ serverUrl: "https://integrations.example" });

describe("the run plan", () => {
  const plan = planRun(document);

  it("calls every operation of the document exactly once", () => {
    const planned = plan.map((step) => step.operation.operationId).sort();
    expect(planned).toEqual(listOperations(document).map((operation) => operation.operationId).sort());
  });

  it("sets every path variable before a step uses it", () => {
    const produced = new Set<string>();
    for (const step of plan) {
      for (const variable of Object.values(step.pathVariables)) {
        expect(produced.has(variable), `${step.operation.operationId} needs ${variable}, which no earlier list or create sets`).toBe(true);
      }
      for (const capture of step.captures) produced.add(capture.variable);
    }
  });

  it("deletes a resource only after every other step that uses it", () => {
    plan.forEach((step, index) => {
      if (step.operation.method !== "delete") return;
      const variables = new Set(Object.values(step.pathVariables));
      const later = plan.slice(index + 1).filter((other) => Object.values(other.pathVariables).some((variable) => variables.has(variable)));
      expect(later.map((other) => other.operation.operationId)).toEqual([]);
    });
  });
});

describe("the Bruno collection", () => {
  it("has one parseable .bru request per operation", () => {
    // Bruno's own parser (it comes with @usebruno/cli), so a file bru would refuse fails here first.
    const { bruToJsonV2 } = createRequire(import.meta.url)("@usebruno/lang") as { bruToJsonV2: (text: string) => { http?: { url: string } } };
    const files = buildBrunoCollection(document, { baseUrl: "http://127.0.0.1:3000" });
    const requests = Object.entries(files).filter(([path]) => path.endsWith(".bru") && !path.endsWith("folder.bru") && path.includes("/") && !path.startsWith("environments/"));
    expect(requests.map(([path]) => path.split("/").pop()!.replace(/\.bru$/, "")).sort()).toEqual(listOperations(document).map((operation) => operation.operationId).sort());
    for (const [path, text] of requests) {
      const parsed = bruToJsonV2(text);
      expect(parsed.http?.url, path).toMatch(/^\{\{baseUrl\}\}\/v1\//);
    }
  });
});

describe("the Bruno collection's client-credentials variant", () => {
  it("keeps every request and sets Bruno's own OAuth 2.0 client-credentials auth on the collection", () => {
    const lang = createRequire(import.meta.url)("@usebruno/lang") as {
      collectionBruToJson: (text: string) => { auth: { mode: string; oauth2: Record<string, unknown> } };
      bruToEnvJsonV2: (text: string) => { variables: { name: string; value: string; secret: boolean }[] };
    };
    const plain = buildBrunoCollection(document, { baseUrl: "http://127.0.0.1:3000" });
    const files = withClientCredentials(plain, { baseUrl: "http://127.0.0.1:3000" });
    const requests = Object.keys(plain).filter((path) => path.includes("/") && !path.startsWith("environments/"));
    for (const path of requests) expect(files[path], path).toBe(plain[path]);
    expect(lang.collectionBruToJson(files["collection.bru"]!).auth).toMatchObject({
      mode: "oauth2",
      oauth2: { grantType: "client_credentials", accessTokenUrl: "{{baseUrl}}/oauth/token", clientId: "{{clientId}}", clientSecret: "{{clientSecret}}", credentialsPlacement: "basic_auth_header", tokenPlacement: "header", tokenHeaderPrefix: "Bearer", autoFetchToken: true },
    });
    const variables = lang.bruToEnvJsonV2(files["environments/Local.bru"]!).variables;
    expect(variables.map(({ name, secret }) => [name, secret])).toEqual([["baseUrl", false], ["clientId", false], ["scope", false], ["clientSecret", true]]);
    expect(JSON.parse(files["bruno.json"]!).name).toMatch(/\(OAuth client credentials\)$/);
  });
});
