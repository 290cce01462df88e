import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id cost: OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

export const DEFAULT_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2 };

/** @node-rs/argon2's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id. */
const ARGON2ID = 2;

/**
 * Password hashing with argon2id (PHC strings with their own random salt). Hashing runs on
 * libuv's thread pool, off the event loop. `verifyOrDummy` spends the same work on an unknown
 * user name as on a known one, so the time of a refused login does not tell whether the name exists.
 */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(private readonly cost: HashCost = DEFAULT_HASH_COST) {}

  hash(password: string): Promise<string> {
    return hash(password, {
      algorithm: ARGON2ID,
      memoryCost: this.cost.memoryCost,
      timeCost: this.cost.timeCost,
      parallelism: 1,
    });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Checks `password` against `passwordHash`, or against a throw-away hash of the same cost when there is none. */
  async verifyOrDummy(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash !== null) return this.verify(passwordHash, password);
    this.dummy ??= this.hash(crypto.randomBytes(24).toString('base64url'));
    await this.verify(await this.dummy, password);
    return false;
  }
}
