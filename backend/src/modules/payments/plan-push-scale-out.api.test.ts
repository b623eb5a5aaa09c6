import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload } from '../../test-support/accounts.ts';
import { startProcessPair, type ProcessPair } from '../../test-support/process-pair.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { testEngine } from '../../test-support/test-database.ts';
import { redisTestsEnabled } from '../../test-support/test-redis.ts';
import { openTab, pollInterval, type TestTab } from '../../test-support/test-sockets.ts';

const available = await redisTestsEnabled();

describe.skipIf(!available)(`plan changes reach a member's sockets on every process once (${testEngine() === 'mysql' ? 'MySQL' : 'SQLite'} and Redis)`, () => {
  let pair: ProcessPair;
  const tabs: TestTab[] = [];

  beforeAll(async () => {
    pair = await startProcessPair('plan-push-secret-plan-push-secret-0123');
  });
  afterAll(async () => {
    tabs.forEach((tab) => tab.close());
    await pair?.stop();
  });

  /** Every `plan_changed` a tab has, once `count` have arrived. */
  async function planPushes(tab: TestTab, count: number): Promise<unknown[]> {
    const deadline = Date.now() + 5000;
    while (tab.count('plan_changed') < count) {
      if (Date.now() > deadline) throw new Error(`${tab.count('plan_changed')} plan_changed of ${count} within 5 s`);
      await pollInterval();
    }
    await tab.barrier();
    return tab.of('plan_changed');
  }

  it('a change made on either process is pushed to the member’s tabs on both, each once', async () => {
    const { one, two } = pair;
    const onOne = new TestClient(one.url);
    const member = (await onOne.post('/api/register', signUpPayload('entrepreneur', { fullName: 'Plan on one' }))).body;
    expect(member.id).toBeGreaterThan(0);
    const onTwo = new TestClient(two.url);
    onOne.cookies.forEach((value, name) => onTwo.cookies.set(name, value));
    const [tabOne, tabTwo] = [await openTab(one.url, onOne), await openTab(two.url, onTwo)];
    tabs.push(tabOne, tabTwo);

    // Granted on one.
    const started = await onOne.post('/api/get-or-create-subscription', { plan: 'entrepreneur-basic', role: 'entrepreneur', pricingTier: 'monthly' });
    expect(started.status, started.text).toBe(200);
    const confirmed = await onOne.post('/api/simulated-subscription-success', { plan: 'entrepreneur-basic', role: 'entrepreneur', interval: 'monthly', paymentIntentId: started.body.paymentIntentId });
    expect(confirmed.status, confirmed.text).toBe(200);
    const granted = { plan: 'basic', status: 'trialing' };
    expect(await planPushes(tabOne, 1)).toEqual([granted]);
    expect(await planPushes(tabTwo, 1)).toEqual([granted]);
    // The other process's own view of the member follows at once (its kept user was dropped).
    expect((await onTwo.get('/api/user')).body).toMatchObject({ subscriptionPlan: 'basic' });

    // Cancelled on two, resumed on one: one push per change on each tab, never one per process.
    expect((await onTwo.post('/api/billing/cancel', {})).status).toBe(200);
    expect((await onOne.post('/api/billing/resume', {})).status).toBe(200);
    expect(await planPushes(tabOne, 3)).toEqual([granted, granted, granted]);
    expect(await planPushes(tabTwo, 3)).toEqual([granted, granted, granted]);
  });
});
