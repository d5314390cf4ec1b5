import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { createIntegrationsClient, API_VERSION } from "../../clients/typescript/src";
import { expect, test, type TestTokens } from "./api-fixtures";

// The integrator's tools against this run's live server: newman runs the Postman collection and
// bru the Bruno collection (both as downloaded from /downloads/), the Python and PHP clients'
// test suites call every operation. Each run must cover every operation the server's document
// has, so a new operation that a collection or client lacks fails here.
//
// API versions: every tool sends `Api-Version` pinned to the version it was generated for (the
// newest), so they are run against acme (default version: the newest) and again against initech
// (default: the first, scripts/prepare-first-version-account.ts) and must pass against both.

const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

interface Run {
  code: number;
  output: string;
}

function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, maxBuffer: 32 * 1024 * 1024, timeout: 170_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}\n${stderr}` });
    });
  });
}

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

let operationIds: string[] = [];
let workDir = "";

test.beforeAll(async ({ request }) => {
  const document = await (await request.get("/v1/openapi.json")).json();
  operationIds = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>)
    .flatMap((item) => Object.entries(item).filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method)))
    .map(([, operation]) => operation.operationId!)
    .sort();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "integrations-clients-"));
});

test.afterAll(() => {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/** The operationIds whose "<operationId> answers <status>" test passed in a collection run. */
const passedOperations = (names: string[]) => [...new Set(names.map((name) => name.split(" answers ")[0]!))].sort();

/** The two accounts the tools run against: their default API versions differ, the tools' answers must not. */
const ACCOUNTS = [
  { label: "acme (default: the newest version)", token: (tokens: TestTokens) => tokens.acmeReadWrite.token, oauthClient: "acmeSecret" as const },
  { label: "initech (default: the first version)", token: (tokens: TestTokens) => tokens.firstVersionReadWrite.token, oauthClient: "firstVersionSecret" as const },
];

test("the two accounts' defaults differ: a call without Api-Version gets each its own version and shape", async ({ request, tokens, matchesDocument }) => {
  const statusOf = async (token: string, headers: Record<string, string> = {}) => {
    const list = await request.get("/v1/modules", { headers: { Authorization: `Bearer ${token}`, ...headers } });
    const id = (await list.json()).data[0].id as string;
    const response = await request.get(`/v1/modules/${id}/status`, { headers: { Authorization: `Bearer ${token}`, ...headers } });
    expect(response.status()).toBe(200);
    return { version: response.headers()["api-version"], body: (await matchesDocument(response, "/v1/modules/{id}/status", "get")) as Record<string, unknown> };
  };
  const acme = await statusOf(tokens.acmeReadWrite.token);
  expect(acme.version).toBe(API_VERSION);
  expect(acme.body).toHaveProperty("last_succeeded_at");
  const initech = await statusOf(tokens.firstVersionReadWrite.token);
  expect(initech.version).not.toBe(API_VERSION);
  expect(initech.body).toHaveProperty("last_synced_at");
  expect(initech.body).not.toHaveProperty("last_succeeded_at");
  // Pinned as the tools pin it, the first-version account answers at the newest.
  const pinned = await statusOf(tokens.firstVersionReadWrite.token, { "Api-Version": API_VERSION });
  expect(pinned.version).toBe(API_VERSION);
  expect(pinned.body).toHaveProperty("last_succeeded_at");
});

test("the clients send the version they were generated for, whatever the account's default: TypeScript, Python and PHP", async ({ request, baseURL, tokens }) => {
  const token = tokens.firstVersionReadWrite.token;
  const list = await request.get("/v1/modules", { headers: { Authorization: `Bearer ${token}` } });
  const moduleId = (await list.json()).data[0].id as string;

  const client = createIntegrationsClient({ baseUrl: baseURL!, token });
  const typed = await client.GET("/v1/modules/{id}/status", { params: { path: { id: moduleId } } });
  expect(typed.response.headers.get("api-version")).toBe(API_VERSION);
  expect(typed.data).toHaveProperty("last_succeeded_at");

  const env = { BASE_URL: baseURL!, TOKEN: token, MODULE_ID: moduleId, PYTHONPATH: path.join(root, "clients/python/src") };
  const python = await run("python3", [
    "-c",
    [
      "import json, os",
      "from integrations_client import IntegrationsClient, API_VERSION",
      'client = IntegrationsClient(os.environ["BASE_URL"], os.environ["TOKEN"])',
      'status = client.get_module_status(os.environ["MODULE_ID"])',
      'print(json.dumps({"pinned": API_VERSION, "served": client.last_response.headers.get("api-version"), "keys": sorted(status)}))',
    ].join("\n"),
  ], { env });
  expect(python.code, python.output).toBe(0);
  const fromPython = JSON.parse(python.output.trim().split("\n")[0]!);
  expect(fromPython).toMatchObject({ pinned: API_VERSION, served: API_VERSION });
  expect(fromPython.keys).toContain("last_succeeded_at");

  const php = await run("php", [
    "-r",
    [
      "spl_autoload_register(function ($class) { $file = getenv('PHP_SRC') . '/' . str_replace(['Integrations\\\\', '\\\\'], ['', '/'], $class) . '.php'; if (is_file($file)) require $file; });",
      "$client = new Integrations\\Client(getenv('BASE_URL'), getenv('TOKEN'));",
      "$status = $client->getModuleStatus(getenv('MODULE_ID'));",
      "echo json_encode(['pinned' => Integrations\\ApiVersion::PINNED, 'served' => $client->lastResponse()->header('Api-Version'), 'keys' => array_keys($status)]), PHP_EOL;",
    ].join("\n"),
  ], { env: { ...env, PHP_SRC: path.join(root, "clients/php/src") } });
  expect(php.code, php.output).toBe(0);
  const fromPhp = JSON.parse(php.output.trim().split("\n")[0]!);
  expect(fromPhp).toMatchObject({ pinned: API_VERSION, served: API_VERSION });
  expect(fromPhp.keys).toContain("last_succeeded_at");
});

for (const account of ACCOUNTS) test(`newman runs the downloaded Postman collection against ${account.label}: every request of every operation green`, async ({ request, baseURL, tokens }) => {
  const response = await request.get("/downloads/postman-collection.json");
  expect(response.status()).toBe(200);
  const file = path.join(workDir, "postman-collection.json");
  fs.writeFileSync(file, await response.body());
  const report = path.join(workDir, "newman.json");
  const result = await run(bin("newman"), [
    "run", file, "--env-var", `baseUrl=${baseURL}`, "--env-var", `token=${account.token(tokens)}`,
    "--reporters", "cli,json", "--reporter-json-export", report, "--color", "off", "--disable-unicode",
  ]);
  expect(result.code, result.output).toBe(0);
  const { run: summary } = JSON.parse(fs.readFileSync(report, "utf8"));
  expect(summary.failures, result.output).toEqual([]);
  expect(summary.stats.requests.total).toBe(operationIds.length);
  const passed = summary.executions.flatMap((execution: { assertions?: { assertion: string; error?: unknown }[] }) =>
    (execution.assertions ?? []).filter((assertion) => !assertion.error).map((assertion) => assertion.assertion),
  );
  expect(passedOperations(passed), "operations the Postman collection lacks or that failed").toEqual(operationIds);
  // Every request named the collection's version, and every answer came at it.
  for (const execution of summary.executions as { request: { header?: { key: string; value: string }[] }; response?: { header?: { key: string; value: string }[] } }[]) {
    expect(execution.request.header?.find((header) => header.key === "Api-Version")?.value).toBe(API_VERSION);
    expect(execution.response?.header?.find((header) => header.key.toLowerCase() === "api-version")?.value).toBe(API_VERSION);
  }
});

test("newman runs the client-credentials variant of the Postman collection: one token obtained by the collection, every operation green", async ({ request, baseURL, project }) => {
  const response = await request.get("/downloads/postman-collection-client-credentials.json");
  expect(response.status()).toBe(200);
  const file = path.join(workDir, "postman-collection-client-credentials.json");
  fs.writeFileSync(file, await response.body());
  const report = path.join(workDir, "newman-client-credentials.json");
  const { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } = oauthClientEnv(project.tokensFile);
  const result = await run(bin("newman"), [
    "run", file, "--env-var", `baseUrl=${baseURL}`, "--env-var", `clientId=${OAUTH_CLIENT_ID}`, "--env-var", `clientSecret=${OAUTH_CLIENT_SECRET}`,
    "--reporters", "cli,json", "--reporter-json-export", report, "--color", "off", "--disable-unicode",
  ]);
  expect(result.code, result.output).toBe(0);
  const { run: summary } = JSON.parse(fs.readFileSync(report, "utf8"));
  expect(summary.failures, result.output).toEqual([]);
  const passed = summary.executions.flatMap((execution: { assertions?: { assertion: string; error?: unknown }[] }) =>
    (execution.assertions ?? []).filter((assertion) => !assertion.error).map((assertion) => assertion.assertion),
  );
  expect(passedOperations(passed), "operations the variant lacks or that failed").toEqual(operationIds);
  // The collection fetched one token and used it for every authenticated request.
  const bearers = new Set(
    summary.executions
      .map((execution: { request: { header?: { key: string; value: string }[] } }) => execution.request.header?.find((header) => header.key.toLowerCase() === "authorization")?.value)
      .filter(Boolean),
  );
  expect(bearers.size, result.output).toBe(1);
  expect([...bearers][0]).toMatch(/^Bearer mis_at_/);
});

test("bru runs the downloaded Bruno collection: every request of every operation green", async ({ request, baseURL, tokens }) => {
  const response = await request.get("/downloads/bruno-collection.zip");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/zip");
  const zip = await JSZip.loadAsync(await response.body());
  for (const entry of Object.values(zip.files).filter((candidate) => !candidate.dir)) {
    const target = path.join(workDir, "bruno", entry.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await entry.async("nodebuffer"));
  }
  const collection = path.join(workDir, "bruno", "integrations-api");
  // Every request names the collection's version (its examples and tests have that version's shapes).
  const requestFiles = Object.keys(zip.files).filter((name) => name.endsWith(".bru") && !/(folder|collection)\.bru$|environments\//.test(name));
  expect(requestFiles.length).toBe(operationIds.length);
  for (const name of requestFiles) expect(await zip.file(name)!.async("string"), name).toContain(`Api-Version: ${API_VERSION}`);
  const report = path.join(workDir, "bru.json");
  const result = await run(bin("bru"), ["run", "--env", "Local", "--env-var", `baseUrl=${baseURL}`, "--env-var", `token=${tokens.acmeReadWrite.token}`, "--reporter-json", report], { cwd: collection });
  expect(result.code, result.output).toBe(0);
  const results = (JSON.parse(fs.readFileSync(report, "utf8")) as { results: { testResults?: { description: string; status: string }[]; error?: unknown }[] }[])[0]!.results;
  expect(results).toHaveLength(operationIds.length);
  for (const entry of results) expect(entry.error ?? null, result.output).toBeNull();
  const passed = results.flatMap((entry) => (entry.testResults ?? []).filter((test) => test.status === "pass").map((test) => test.description));
  expect(passedOperations(passed), "operations the Bruno collection lacks or that failed").toEqual(operationIds);
});

test("bru runs the client-credentials variant of the Bruno collection: Bruno's own OAuth 2.0 auth obtains the token, every operation green", async ({ request, baseURL, project }) => {
  const response = await request.get("/downloads/bruno-collection-client-credentials.zip");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/zip");
  const zip = await JSZip.loadAsync(await response.body());
  for (const entry of Object.values(zip.files).filter((candidate) => !candidate.dir)) {
    const target = path.join(workDir, "bruno-cc", entry.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await entry.async("nodebuffer"));
  }
  const collection = path.join(workDir, "bruno-cc", "integrations-api-client-credentials");
  const report = path.join(workDir, "bru-client-credentials.json");
  const { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET, OAUTH_REFUSED_CLIENT_ID } = oauthClientEnv(project.tokensFile);
  const result = await run(
    bin("bru"),
    ["run", "--env", "Local", "--env-var", `baseUrl=${baseURL}`, "--env-var", `clientId=${OAUTH_CLIENT_ID}`, "--env-var", `clientSecret=${OAUTH_CLIENT_SECRET}`, "--reporter-json", report],
    { cwd: collection },
  );
  expect(result.code, result.output).toBe(0);
  type BruResult = { testResults?: { description: string; status: string }[]; error?: unknown };
  const results = (JSON.parse(fs.readFileSync(report, "utf8")) as { results: BruResult[] }[])[0]!.results;
  expect(results).toHaveLength(operationIds.length);
  for (const entry of results) expect(entry.error ?? null, result.output).toBeNull();
  const passed = results.flatMap((entry) => (entry.testResults ?? []).filter((test) => test.status === "pass").map((test) => test.description));
  expect(passedOperations(passed), "operations the variant lacks or that failed").toEqual(operationIds);
  // bru masks the Authorization header in its report, so the token itself cannot be compared
  // here; that every authenticated operation passed with no `token` variable at all is the proof,
  // and the same run with a wrong secret gets no token and fails.
  const wrong = await run(
    bin("bru"),
    ["run", "--env", "Local", "--env-var", `baseUrl=${baseURL}`, "--env-var", `clientId=${OAUTH_REFUSED_CLIENT_ID}`, "--env-var", "clientSecret=mis_cs_wrong", "--reporter-json", `${report}.wrong`],
    { cwd: collection },
  );
  expect(wrong.code, wrong.output).not.toBe(0);
  const refused = (JSON.parse(fs.readFileSync(`${report}.wrong`, "utf8")) as { results: { response?: { status?: number } }[] }[])[0]!.results;
  expect(refused.filter((entry) => entry.response?.status === 401).length, wrong.output).toBeGreaterThan(0);
});

/** An OAuth client of the test server (scripts/prepare-test-server.ts), for the client-credentials mode. */
function oauthClientEnv(tokensFile: string, name: "acmeSecret" | "firstVersionSecret" = "acmeSecret"): Record<string, string> {
  type Clients = Record<"acmeSecret" | "firstVersionSecret" | "refusalTarget", { clientId: string; secret: string }>;
  const clients = (JSON.parse(fs.readFileSync(tokensFile, "utf8")) as { oauthClients: Clients }).oauthClients;
  // The clients' wrong-secret tests name refusalTarget, so their refusals never block the client they use.
  return { OAUTH_CLIENT_ID: clients[name].clientId, OAUTH_CLIENT_SECRET: clients[name].secret, OAUTH_REFUSED_CLIENT_ID: clients.refusalTarget.clientId };
}

for (const account of ACCOUNTS) test(`the Python client's tests call every operation against ${account.label}`, async ({ baseURL, tokens, project }) => {
  const env = { BASE_URL: baseURL!, TOKEN: account.token(tokens), ...oauthClientEnv(project.tokensFile, account.oauthClient) };
  const result = await run("python3", ["-m", "unittest", "discover", "-s", "clients/python/tests", "-v"], { env });
  expect(result.code, result.output).toBe(0);
  expect(result.output).toMatch(/\nOK\s*$/m);
  expect(result.output, "no test may be skipped against a live server").not.toMatch(/skipped/);
});

for (const account of ACCOUNTS) test(`the PHP client's tests call every operation against ${account.label}`, async ({ baseURL, tokens, project }) => {
  const env = { BASE_URL: baseURL!, TOKEN: account.token(tokens), ...oauthClientEnv(project.tokensFile, account.oauthClient) };
  const result = await run("php", ["clients/php/tests/run.php"], { env });
  expect(result.code, result.output).toBe(0);
  expect(result.output).toMatch(/\d+ passed, 0 failed\n/);
  expect(result.output, "no test may be skipped against a live server").not.toMatch(/skipped/);
  for (const operationId of operationIds) expect(result.output).toContain(`(${operationId})`);
});
