import type { Registry } from '@cp/shared/domain';
import { pagePolicy, registryOrigins, serializePolicy } from './csp';

/** Stands for the nonce while a policy is serialised: a NUL is in no origin, hash or keyword. */
const NONCE_MARK = '\u0000nonce\u0000';
const NO_HASHES: readonly string[] = [];

/** A page policy serialised up to and after its nonce. */
type AroundNonce = readonly [before: string, after: string];

interface OfRegistry {
  origins: string[];
  /** By style hashes (a kept page's own array): [not frameable, frameable]. */
  byHashes: WeakMap<readonly string[], [AroundNonce | null, AroundNonce | null]>;
}

/**
 * The Content-Security-Policy header of a page (lib/csp pagePolicy), serialised once per registry
 * document, style hashes and frameability: a response only puts its own nonce in. Keyed by the
 * objects themselves (the registry store hands out one object until the file changes; a kept
 * page its one array of hashes), so entries go with them.
 */
export class PagePolicies {
  private readonly byRegistry = new WeakMap<Registry, OfRegistry>();

  header(registry: Registry, frameable: boolean, styleHashes: readonly string[] | undefined, nonce: string): string {
    let ofRegistry = this.byRegistry.get(registry);
    if (!ofRegistry) {
      ofRegistry = { origins: registryOrigins(registry), byHashes: new WeakMap() };
      this.byRegistry.set(registry, ofRegistry);
    }
    const hashes = styleHashes ?? NO_HASHES;
    let pair = ofRegistry.byHashes.get(hashes);
    if (!pair) {
      pair = [null, null];
      ofRegistry.byHashes.set(hashes, pair);
    }
    const slot = frameable ? 1 : 0;
    let around = pair[slot];
    if (!around) {
      const text = serializePolicy(
        pagePolicy({ nonce: NONCE_MARK, remoteOrigins: ofRegistry.origins, frameable, styleHashes }),
      );
      const at = text.indexOf(NONCE_MARK);
      around = [text.slice(0, at), text.slice(at + NONCE_MARK.length)];
      pair[slot] = around;
    }
    return around[0] + nonce + around[1];
  }
}
