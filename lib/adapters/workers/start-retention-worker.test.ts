import { describe, expect, it } from "vitest";
import { createAccountFixture } from "../../domains/modules/testing/create-module-fixture";
import { insertNotification, remaining } from "../../domains/retention/testing/retention-fixtures";
import { startRetentionWorker } from "./start-retention-worker";

describe("the retention worker", () => {
  it("applies retention at start, and stops once its pass ends", async () => {
    const accountId = (await createAccountFixture()).id;
    const old = await insertNotification(accountId, new Date("2019-01-01T00:00:00Z"));
    const young = await insertNotification(accountId, new Date());
    const stop = startRetentionWorker(60_000);
    try {
      for (let polls = 0; polls < 200 && (await remaining("notifications", [old])).length > 0; polls++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await stop();
    }
    expect(await remaining("notifications", [old, young])).toEqual([young]);
  });
});
