import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { DomainEvents, type DomainEvent } from './domain-events.ts';

/** Redis pub/sub as two processes share it: what one publishes, every subscriber hears (the sender drops its own). */
function fakeRedisBus() {
  const subscribers = new Set<EventEmitter>();
  const client = () =>
    ({
      duplicate() {
        const subscriber = Object.assign(new EventEmitter(), {
          subscribe: async () => 1,
          quit: async () => void subscribers.delete(subscriber),
        });
        subscribers.add(subscriber);
        return subscriber;
      },
      async publish(channel: string, raw: string) {
        for (const subscriber of subscribers) subscriber.emit('message', channel, raw);
        return subscribers.size;
      },
    }) as unknown as Redis;
  return { client };
}

const member = (userId: number): DomainEvent => ({ type: 'verification-decided', userId, approved: true });

describe('DomainEvents.subscribeLocal', () => {
  it('hears the events announced in its own process only, where subscribe hears those of every process', async () => {
    const bus = fakeRedisBus();
    const [here, there] = [new DomainEvents(), new DomainEvents()];
    const links = [here.shareBetweenProcesses(bus.client(), 'events'), there.shareBetweenProcesses(bus.client(), 'events')];
    const heard = { hereAll: [] as DomainEvent[], hereLocal: [] as DomainEvent[], thereAll: [] as DomainEvent[], thereLocal: [] as DomainEvent[] };
    here.subscribe((event) => void heard.hereAll.push(event));
    here.subscribeLocal((event) => void heard.hereLocal.push(event));
    there.subscribe((event) => void heard.thereAll.push(event));
    const stop = there.subscribeLocal((event) => void heard.thereLocal.push(event));

    await here.announce(member(1));
    expect(heard).toEqual({ hereAll: [member(1)], hereLocal: [member(1)], thereAll: [member(1)], thereLocal: [] });

    await there.announce(member(2));
    expect(heard.thereLocal).toEqual([member(2)]);
    expect(heard.hereLocal).toEqual([member(1)]);
    stop();
    await there.announce(member(3));
    expect(heard.thereLocal).toEqual([member(2)]);
    await Promise.all(links.map((link) => link.close()));
  });
});
