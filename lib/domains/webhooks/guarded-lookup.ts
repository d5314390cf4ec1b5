import { promises as dns, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { forbiddenAddressReason, type AddressPolicy } from "./ssrf-guard";

/** Resolves a host name to every address it has; injectable so tests can simulate DNS. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

const resolveWithSystem: ResolveHost = (hostname) => dns.lookup(hostname, { all: true });

function refusal(message: string, code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

/**
 * A `lookup` for node:http(s) that refuses to connect when any address a name resolves to is
 * forbidden. It runs at connect time on the very addresses the socket will use, so a name
 * that was public at registration and now points inside (DNS rebinding) is still refused.
 */
export function createGuardedLookup(policy: AddressPolicy, resolve: ResolveHost = resolveWithSystem): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        for (const { address } of addresses) {
          const reason = forbiddenAddressReason(address, policy);
          if (reason) {
            const message = `Refused to connect to ${hostname}: it resolves to ${address}, a ${reason} address.`;
            return callback(refusal(message, "EFORBIDDENADDRESS"), "", 0);
          }
        }
        const usable = addresses.filter(({ family }) => !options.family || family === options.family);
        const first = usable[0];
        if (!first) return callback(refusal(`No address found for ${hostname}.`, "ENOTFOUND"), "", 0);
        if (options.all) return callback(null, usable);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
