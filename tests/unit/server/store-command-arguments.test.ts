import { describe, expect, it } from 'vitest';
import { parseStoreCommand } from '../../../server/store-api/db/store-command/parse-store-command';

const refused = (argv: string[]) => {
  const parsed = parseStoreCommand(argv);
  if (parsed.ok) throw new Error(`accepted ${argv.join(' ')}`);
  return parsed.message;
};

describe('npm run store -- arguments (decision 93)', () => {
  it('reads create with its options, values given after the flag or with =', () => {
    expect(
      parseStoreCommand([
        'create',
        '--name',
        'corner-shop',
        '--email=anna@example.com',
        '--password',
        'Harbour-77',
        '--currency',
        'EUR',
        '--sample-products',
      ]),
    ).toEqual({
      ok: true,
      command: {
        kind: 'create',
        input: { name: 'corner-shop', email: 'anna@example.com', password: 'Harbour-77', currency: 'EUR', sampleProducts: true },
      },
    });
    expect(parseStoreCommand(['delete', 'corner-shop', '--yes'])).toEqual({
      ok: true,
      command: { kind: 'delete', name: 'corner-shop', yes: true, now: false },
    });
    expect(parseStoreCommand(['delete', 'corner-shop', '--yes', '--now'])).toEqual({
      ok: true,
      command: { kind: 'delete', name: 'corner-shop', yes: true, now: true },
    });
    expect(parseStoreCommand(['export', 'corner-shop', '--out', 'a.json'])).toEqual({
      ok: true,
      command: { kind: 'export', name: 'corner-shop', out: 'a.json' },
    });
    expect(parseStoreCommand([])).toEqual({ ok: true, command: { kind: 'help' } });
  });

  it('names the argument at fault', () => {
    expect(refused(['frobnicate'])).toMatch(/Unknown command "frobnicate"/);
    expect(refused(['create', '--email', 'a@example.com', '--password', 'x'])).toBe('create needs --name');
    expect(refused(['create', '--name', 'a', '--email', 'a@example.com'])).toBe('create needs --password');
    expect(refused(['create', '--name', '--email', 'a@example.com'])).toBe('--name needs a value');
    expect(refused(['create', '--name', 'a', '--colour', 'red'])).toBe('create takes no option --colour');
    expect(refused(['create', '--name', 'a', '--name', 'b'])).toBe('--name is given twice');
    expect(refused(['create', '--sample-products=yes'])).toBe('--sample-products takes no value');
    expect(refused(['suspend'])).toMatch(/suspend needs one store name/);
    expect(refused(['delete', 'a', 'b', '--yes'])).toMatch(/delete needs one store name/);
    expect(refused(['list', 'aurora'])).toBe('list takes no store name');
  });
});
