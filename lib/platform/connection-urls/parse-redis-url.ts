// What REDIS_URL names: one server (`redis://` or `rediss://`, as ioredis reads it), or a
// Redis Cluster as `redis-cluster://[user:password@]host:port,host:port,…` (`rediss-cluster://`
// for TLS). The listed nodes are only where the client starts: it learns the rest of the
// cluster from them, so a few masters suffice. A comma-separated host list is not a URL that
// `new URL()` accepts, hence this parser.

interface ClusterNode {
  host: string;
  port: number;
}

export type RedisTarget =
  | { kind: "server"; url: string }
  | { kind: "cluster"; nodes: ClusterNode[]; username?: string; password?: string; tls: boolean };

const CLUSTER_URL = /^(rediss?)-cluster:\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^/?#@]+)\/?$/;
const NODE = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/;

/** Reads REDIS_URL; throws an Error whose message says what is wrong (never the password). */
export function parseRedisUrl(value: string): RedisTarget {
  if (/^rediss?-cluster:/.test(value)) {
    const match = CLUSTER_URL.exec(value);
    if (!match) throw new Error("must be redis-cluster://[user:password@]host:port,host:port (no path or query)");
    const [, scheme, username, password, hostList] = match;
    const nodes = hostList!.split(",").map((entry) => {
      const node = NODE.exec(entry.trim());
      const port = Number(node?.[2]);
      if (!node || port < 1 || port > 65_535) throw new Error(`cluster node "${entry}" must be host:port`);
      return { host: node[1]!.replace(/^\[|\]$/g, ""), port };
    });
    return {
      kind: "cluster",
      nodes,
      username: username ? decodeURIComponent(username) : undefined,
      password: password ? decodeURIComponent(password) : undefined,
      tls: scheme === "rediss",
    };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("must be a redis://, rediss:// or redis-cluster:// URL");
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") throw new Error("must be a redis://, rediss:// or redis-cluster:// URL");
  return { kind: "server", url: value };
}
