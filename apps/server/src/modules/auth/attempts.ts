import type { DbOrTx } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { hitThrottle } from '../throttle/throttle.ts';
import { forgiveHit } from './attempts.repository.ts';

/** A fixed-window budget of failures (e.g. 10 wrong passwords per account and 15 minutes). */
export interface FailureBudget {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts an attempt against every budget before it runs (so parallel requests cannot overshoot)
 * and answers 429 with Retry-After when one is used up. The returned function takes the attempt
 * back; call it when the attempt did not fail, so only failures count. Windows are fixed, so a
 * lockout always ends with its window: there is never a permanent one.
 */
export async function claimAttempt(db: DbOrTx, budgets: FailureBudget[]): Promise<() => Promise<void>> {
  let wait = 0;
  for (const budget of budgets) {
    wait = Math.max(wait, await hitThrottle(db, budget.key, budget.limit, budget.windowSeconds));
  }
  const forgive = async () => {
    for (const budget of budgets) await forgiveHit(db, budget.key);
  };
  if (wait > 0) {
    // A refused attempt is not a failure either: the counter stays at its limit.
    await forgive();
    throw tooManyRequests(wait);
  }
  return forgive;
}
