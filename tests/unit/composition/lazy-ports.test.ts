import { describe, expect, it } from 'vitest';
import { lazyPort } from '../../../src/composition/lazy-ports';

interface Greeter { greet(name: string): Promise<string> }

describe('a lazily loaded port', () => {
  it('loads its adapter on the first call and answers through it', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => { loads++; return { greet: async (name) => `Hello, ${name}` }; });
    expect(loads).toBe(0);
    expect(await port.greet('Ada')).toBe('Hello, Ada');
    expect(loads).toBe(1);
  });

  it('stays itself when returned from an async function (it is not a thenable)', async () => {
    const port = lazyPort<Greeter>(async () => ({ greet: async (name) => `Hi, ${name}` }));
    const passedOn = await (async () => port)();
    expect(passedOn).toBe(port);
    expect(await passedOn.greet('Grace')).toBe('Hi, Grace');
  });
});
