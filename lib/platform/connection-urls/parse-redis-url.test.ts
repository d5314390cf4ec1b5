import { describe, expect, it } from "vitest";
import { parseRedisUrl } from "./parse-redis-url";

describe("REDIS_URL", () => {
  it("names one server as ioredis reads it", () => {
    expect(parseRedisUrl("redis://127.0.0.1:6379/15")).toEqual({ kind: "server", url: "redis://127.0.0.1:6379/15" });
    expect(parseRedisUrl("rediss://user:secret@cache.example:6380").kind).toBe("server");
  });

  it("names a cluster by a few of its nodes, with credentials and TLS", () => {
    expect(parseRedisUrl("redis-cluster://127.0.0.1:7101,127.0.0.1:7102")).toEqual({
      kind: "cluster",
      nodes: [
        { host: "127.0.0.1", port: 7101 },
        { host: "127.0.0.1", port: 7102 },
      ],
      username: undefined,
      password: undefined,
      tls: false,
    });
    expect(parseRedisUrl("rediss-cluster://app:p%40ss@a.example:6379,[::1]:6380/")).toEqual({
      kind: "cluster",
      nodes: [
        { host: "a.example", port: 6379 },
        { host: "::1", port: 6380 },
      ],
      username: "app",
      password: "p@ss",
      tls: true,
    });
  });

  it("refuses what is neither, saying why and never echoing a password", () => {
    expect(() => parseRedisUrl("http://127.0.0.1:6379")).toThrow("must be a redis://, rediss:// or redis-cluster:// URL");
    expect(() => parseRedisUrl("redis-cluster://127.0.0.1")).toThrow('cluster node "127.0.0.1" must be host:port');
    expect(() => parseRedisUrl("redis-cluster://127.0.0.1:99999")).toThrow("must be host:port");
    expect(() => parseRedisUrl("redis-cluster://:hunter2@127.0.0.1:7101/0")).toThrow(/^must be redis-cluster:\/\/\[user:password@\]host:port,host:port/);
    expect(() => parseRedisUrl("redis-cluster://:hunter2@127.0.0.1:7101/0")).not.toThrow(/hunter2/);
  });
});
