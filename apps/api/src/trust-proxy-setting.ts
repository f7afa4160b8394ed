import { isIP } from 'node:net';
import { z } from 'zod';

/** Which `X-Forwarded-For` entries name the client, in the forms Fastify's `trustProxy` takes. */
export type TrustProxy = boolean | number | string[];

/** Ranges proxy-addr (behind Fastify's `trustProxy`) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const MESSAGE =
  'TRUST_PROXY must be false, true, a number of proxies in front of the server (1 for one nginx), ' +
  'or a comma-separated list of the proxies’ addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)';

/**
 * `TRUST_PROXY`: off by default, so a client cannot choose its own address with `X-Forwarded-For`. A number trusts
 * that many proxies counted from the server; a list trusts exactly those proxies' addresses; `true` trusts every
 * hop (only safe when the proxy replaces the header).
 */
export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });

/**
 * The setting in the form Fastify takes. Fastify 5 ignores a bare hop count (a client that reaches the server
 * directly could add hops of its own), so a count becomes the rule Express and proxy-addr use: the connection's
 * peer and the next `hops - 1` addresses from the right of X-Forwarded-For are proxies; the one before is the client.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
