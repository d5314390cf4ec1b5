import { spawn, type ChildProcess } from "node:child_process";

// Spawning the processes of the cross-instance tests: app instances and the operator CLI, each
// with exactly the database and Redis it is given (REDIS_URL removed when none).

export function instanceEnv(databaseUrl: string, redisUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", RUN_WORKERS_IN_PROCESS: "false" };
  if (redisUrl) env.REDIS_URL = redisUrl;
  else delete env.REDIS_URL;
  return env;
}

const TSX = ["node_modules/.bin/tsx", "--tsconfig", "tsconfig.json"] as const;

/** Starts lib/platform/cache/testing/serve-v1-instance.ts on `port`; resolves once it listens for invalidations. */
export async function startInstance(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(TSX[0], [...TSX.slice(1), "lib/platform/cache/testing/serve-v1-instance.ts"], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`instance on ${port} exited with ${code}`)));
  });
  return child;
}

/** Runs `npm run cli -- <args>` as an operator would; resolves with its exit code. */
export function runCliProcess(args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  const child = spawn(TSX[0], [...TSX.slice(1), "lib/adapters/cli/main.ts", ...args], { env, stdio: ["ignore", "ignore", "inherit"] });
  return new Promise((resolve) => child.once("exit", resolve));
}
