import { describe, expect, it } from 'vitest';
import {
  forget,
  markSent,
  newResponseId,
  readState,
  savePending,
  storageKeyOf,
  type PageStorage,
} from './store';

function memory(): PageStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const ID = '0b9d6c3e-2f4a-4c1b-9d7e-5a6b7c8d9e0f';
const CODE = 'AbCdEfGhIjKlMnOp';

describe("the answer page's storage", () => {
  it('keeps one entry per consultation: the pending response, then only that it was sent', () => {
    const storage = memory();
    expect(readState(storage, CODE)).toEqual({ kind: 'none' });
    savePending(storage, CODE, { id: ID, respuestas: { '12': 3, '13': 0 } });
    expect(readState(storage, CODE)).toEqual({
      kind: 'pending',
      response: { id: ID, respuestas: { '12': 3, '13': 0 } },
    });
    expect([...storage.map.keys()]).toEqual([storageKeyOf(CODE)]);
    markSent(storage, CODE);
    expect(readState(storage, CODE)).toEqual({ kind: 'sent' });
    // The answers are gone once sent: nothing but the flag remains.
    expect(storage.map.get(storageKeyOf(CODE))).toBe('{"enviada":true}');
    expect(readState(storage, 'OtherCodeOther12')).toEqual({ kind: 'none' });
    forget(storage, CODE);
    expect(storage.map.size).toBe(0);
  });

  it('reads anything unexpected as nothing stored, and goes on without a storage', () => {
    const storage = memory();
    for (const raw of [
      'not json',
      '{"id":"x","respuestas":{}}',
      `{"id":"${ID}","respuestas":{"1":7}}`,
      `{"id":"${ID}","respuestas":[1]}`,
      'null',
    ]) {
      storage.map.set(storageKeyOf(CODE), raw);
      expect([raw, readState(storage, CODE)]).toEqual([raw, { kind: 'none' }]);
    }
    const refusing: PageStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readState(refusing, CODE)).toEqual({ kind: 'none' });
    expect(() => savePending(refusing, CODE, { id: ID, respuestas: {} })).not.toThrow();
    expect(() => markSent(null, CODE)).not.toThrow();
    expect(() => forget(refusing, CODE)).not.toThrow();
  });

  it('makes a v4 UUID, with crypto.randomUUID or, outside a secure context, from random bytes', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(
      newResponseId({
        randomUUID: () => ID as `${string}-${string}-${string}-${string}-${string}`,
        getRandomValues: (a) => a,
      }),
    ).toBe(ID);
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => {
        if (a instanceof Uint8Array) a.fill(0xff);
        return a;
      },
    } as Pick<Crypto, 'getRandomValues'>;
    expect(newResponseId(insecure)).toMatch(uuid);
    expect(newResponseId(insecure)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newResponseId()).toMatch(uuid);
  });
});
