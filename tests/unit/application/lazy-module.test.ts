import { describe, expect, it } from 'vitest';
import { lazyModule, lazyPort, lazyStorePorts } from '../../../src/application/lazy/lazy-module';
import type { StorePorts } from '../../../src/application/ports/store-ports';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('a lazily loaded port', () => {
  it('loads its adapter on the first call and answers through it', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(
      lazyModule(async () => {
        loads++;
        return { greet: async (name: string) => `Hello, ${name}` };
      }),
    );
    expect(loads).toBe(0);
    expect(await port.greet('Ada')).toBe('Hello, Ada');
    expect(await port.greet('Alan')).toBe('Hello, Alan');
    expect(loads).toBe(1);
  });

  it('stays itself when returned from an async function (it is not a thenable)', async () => {
    const port = lazyPort<Greeter>(lazyModule(async () => ({ greet: async (name: string) => `Hi, ${name}` })));
    const passedOn = await (async () => port)();
    expect(passedOn).toBe(port);
    expect(await passedOn.greet('Grace')).toBe('Hi, Grace');
  });
});

describe('lazyModule', () => {
  it('hands over a loaded value that has a then of its own (the "lazy port is a thenable" bug)', async () => {
    // Resolving a promise with this value would call its then, which never settles: the use would hang.
    const thenable = { then: () => undefined, name: 'thenable port' };
    const lazy = lazyModule(
      async () => ({ create: () => thenable }),
      (module) => module.create(),
    );
    expect(await lazy.use((value) => value.name)).toBe('thenable port');
    expect(lazy.peek()).toBe(thenable);
  });

  it('serves a lazy port that answers every property, then included, inside another lazy port', async () => {
    const inner = new Proxy({} as Greeter, { get: () => async (name: string) => `Hey, ${name}` });
    const outer = lazyPort<Greeter>(
      lazyModule(
        async () => ({ inner }),
        (module) => module.inner,
      ),
    );
    expect(await outer.greet('Edsger')).toBe('Hey, Edsger');
  });

  it('forgets a failed load, so the next use loads again', async () => {
    let attempts = 0;
    const lazy = lazyModule(async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk failed');
      return { ready: true };
    });
    await expect(lazy.use((value) => value.ready)).rejects.toThrow('chunk failed');
    expect(lazy.peek()).toBeNull();
    expect(await lazy.use((value) => value.ready)).toBe(true);
    expect(attempts).toBe(2);
  });

  it('gives every store port of a lazy backend, each loading the backend once on first call', async () => {
    let loads = 0;
    const backend = lazyModule(async () => {
      loads++;
      return { webInfo: { getWebInfo: async () => 'info' } } as unknown as StorePorts;
    });
    const ports = lazyStorePorts(backend);
    expect(Object.keys(ports)).toContain('orders');
    expect(loads).toBe(0);
    expect(await (ports.webInfo as unknown as { getWebInfo(): Promise<string> }).getWebInfo()).toBe('info');
    expect(loads).toBe(1);
  });
});
