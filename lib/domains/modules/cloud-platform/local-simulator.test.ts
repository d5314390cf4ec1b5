import { describe, expect, it } from "vitest";
import type { Module } from "../../../platform/db/schema";
import { CloudPlatformError } from "./adapter";
import { LocalSimulatorCloudPlatform } from "./local-simulator";
import { hashModuleToken, moduleTokenHint } from "./module-token-format";

const module = { id: "mod_x" } as Module;

describe("LocalSimulatorCloudPlatform", () => {
  it("succeeds at failure rate 0, reporting progress up to 1", async () => {
    const platform = new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 0 });
    const seen: number[] = [];
    const outcome = await platform.runSync(module, (progress) => void seen.push(progress));
    expect(outcome.recordsSynced).toBeGreaterThanOrEqual(100);
    expect(seen).toHaveLength(10);
    expect(seen.at(-1)).toBe(1);
  });

  it("fails at failure rate 1 with a platform error, even with a source that returns 1", async () => {
    for (const random of [Math.random, () => 0, () => 0.999999, () => 1 - Number.EPSILON]) {
      const platform = new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 1, random });
      const error = await platform.runSync(module, () => {}).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CloudPlatformError);
      expect((error as CloudPlatformError).code).toMatch(/^[a-z_]+$/);
    }
  });

  it("follows the injected random source", async () => {
    const failing = new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 0.5, random: () => 0.2 });
    const passing = new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 0.5, random: () => 0.7 });
    await expect(failing.runSync(module, () => {})).rejects.toBeInstanceOf(CloudPlatformError);
    await expect(passing.runSync(module, () => {})).resolves.toMatchObject({ recordsSynced: expect.any(Number) });
  });

  it("takes about the configured duration", async () => {
    const platform = new LocalSimulatorCloudPlatform({ durationMs: 100, failureRate: 0 });
    const started = Date.now();
    await platform.runSync(module, () => {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it("issues cpt_ tokens of 40 base62 characters, never twice the same", async () => {
    const platform = new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 0 });
    const tokens = await Promise.all(Array.from({ length: 500 }, () => platform.issueModuleToken(module)));
    for (const { token } of tokens) expect(token).toMatch(/^cpt_[0-9A-Za-z]{40}$/);
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(500);
    const [{ token }] = tokens as [{ token: string }];
    expect(hashModuleToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(moduleTokenHint(token)).toBe(`cpt_…${token.slice(-4)}`);
  });

  it("refuses settings out of range", () => {
    expect(() => new LocalSimulatorCloudPlatform({ durationMs: -1, failureRate: 0 })).toThrow(RangeError);
    expect(() => new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 1.5 })).toThrow(RangeError);
  });
});
