import net from 'node:net';

/**
 * Which X-Forwarded-For entries the server believes (fastify's `trustProxy`, read by proxy-addr):
 * - `false`: none; `request.ip` is the address of the connection itself;
 * - a number n: the connection and the n − 1 entries nearest it come from our own proxies, so the
 *   client is the n-th address from the right (nginx appends the address it saw: `1`);
 * - addresses / CIDR blocks: connections from these, and entries they appended, are proxies.
 * Never `true`: that makes the left-most entry, which any client can write, the client address.
 */
export type TrustProxy = false | number | string[];

/** Hop counts beyond this are a typo, not a deployment. */
export const MAX_TRUSTED_HOPS = 10;

/** Why a TRUST_PROXY value is refused (English: it goes to the operator's console). */
export class TrustProxyError extends Error {}

function isAddressOrBlock(entry: string): boolean {
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const family = net.isIP(address);
  if (family === 0) return false;
  if (slash < 0) return true;
  const bits = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY: unset, `false` or `0` = off; a hop count; or a comma list of addresses / CIDRs. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_TRUSTED_HOPS)
      throw new TrustProxyError(`TRUST_PROXY: ${hops} proxy hops is more than ${MAX_TRUSTED_HOPS}; got "${raw}"`);
    return hops;
  }
  if (value === 'true')
    throw new TrustProxyError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client writes; give the number of proxies in front ' +
        'of the server (e.g. 1 behind one nginx) or their addresses (e.g. 127.0.0.1)',
    );
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrBlock(e));
  if (bad.length)
    throw new TrustProxyError(
      `TRUST_PROXY must be false, 0, a number of proxy hops, or a comma list of IP addresses / CIDR blocks; ` +
        `not an address: ${bad.map((b) => `"${b}"`).join(', ')}`,
    );
  return entries;
}

/**
 * The policy as fastify's `trustProxy`. fastify takes addresses as they are, but refuses to honour
 * a bare hop count (it cannot tell a proxy from a client that connects directly), so a count
 * becomes a function of the hop index: the connection (hop 0) and the n − 1 entries nearest it are
 * proxies. Behind a hop count the server must be reachable only through its proxies (README).
 */
export function fastifyTrustProxy(policy: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof policy !== 'number') return policy;
  const hops = policy;
  return (_address, hop) => hop < hops;
}
