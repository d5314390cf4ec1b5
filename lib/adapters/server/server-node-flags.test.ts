import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./server-node-flags";

// Every place that starts a server process names node's flags: the start scripts a deployment
// runs, and the shell scripts the end-to-end tests start servers with. A launcher without them
// would run AsyncLocalStorage on async_hooks again, correct but about 9 % slower, with nothing failing.

const packageScripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const launchers = [
  ...Object.entries(packageScripts).map(([name, command]) => ({ where: `package.json "${name}"`, command })),
  ...["scripts/e2e-server.sh", "scripts/e2e-server-postgres.sh"].flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((command, index) => ({ where: `${file}:${index + 1}`, command })),
  ),
].filter(({ command }) => /\bnode\b.*dist\/(start-server|start-api|start-web|run-worker)\.js/.test(command));

describe("server node flags", () => {
  it("every command that starts a server from dist/ passes them", () => {
    expect(launchers.map(({ where }) => where)).toEqual(expect.arrayContaining(['package.json "start"', 'package.json "start:api"', 'package.json "start:web"', 'package.json "worker"']));
    for (const { where, command } of launchers) for (const flag of SERVER_NODE_FLAGS) expect(`${where}: ${command}`).toContain(flag);
  });

  it("give AsyncLocalStorage without async_hooks: no promise hook runs, and a store still follows awaits and timers", () => {
    // With async_hooks a store is copied in a hook at each promise's creation, which is what
    // `executionAsyncResource` exposes; with AsyncContextFrame promises carry no resource store.
    const probe = `
      const { AsyncLocalStorage, executionAsyncResource } = require("node:async_hooks");
      const storage = new AsyncLocalStorage();
      storage.run("request", async () => {
        await null;
        const viaHooks = Object.getOwnPropertySymbols(executionAsyncResource()).length > 0;
        setTimeout(() => console.log(JSON.stringify({ viaHooks, store: storage.getStore() })), 1);
      });`;
    const run = (flags: readonly string[]) => JSON.parse(execFileSync(process.execPath, [...flags, "-e", probe], { encoding: "utf8" })) as { viaHooks: boolean; store: string };
    expect(run(SERVER_NODE_FLAGS)).toEqual({ viaHooks: false, store: "request" });
    if (Number(process.versions.node.split(".")[0]) < 24) expect(run([])).toEqual({ viaHooks: true, store: "request" });
  });
});
