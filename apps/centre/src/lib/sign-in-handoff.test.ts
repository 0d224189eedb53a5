import { describe, expect, it } from 'vitest';
import {
  appReturnPath,
  clearSignInHandoff,
  readSignInHandoff,
  writeSignInHandoff,
} from './sign-in-handoff';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('the handoff to the sign-in page', () => {
  it('comes back only to a page of this app', () => {
    expect(appReturnPath('/centro/cuestionario?clave=5')).toBe('/centro/cuestionario?clave=5');
    expect(appReturnPath('/centro')).toBe('/centro');
    for (const elsewhere of [
      '//evil.example/centro/',
      '/admin/dashboard',
      '/centrox',
      'https://x',
      7,
    ])
      expect(appReturnPath(elsewhere)).toBe('/centro/');
    // Never back to the sign-in itself.
    expect(appReturnPath('/centro/entrar?lang=CA')).toBe('/centro/');
  });

  it('crosses the page load, survives a reload of the sign-in, and is spent by signing in', () => {
    const storage = memoryStorage();
    expect(readSignInHandoff(storage)).toEqual({});
    writeSignInHandoff(
      { from: '/centro/resultados', email: 'a@b.example', expired: true },
      storage,
    );
    const read = readSignInHandoff(storage);
    expect(read).toEqual({ from: '/centro/resultados', email: 'a@b.example', expired: true });
    expect(readSignInHandoff(storage)).toEqual(read);
    clearSignInHandoff(storage);
    expect(readSignInHandoff(storage)).toEqual({});
  });

  it('ignores what it did not write', () => {
    const storage = memoryStorage();
    storage.setItem('centro.signIn', '{not json');
    expect(readSignInHandoff(storage)).toEqual({});
    storage.setItem('centro.signIn', JSON.stringify({ from: '//evil.example', email: 3 }));
    expect(readSignInHandoff(storage)).toEqual({
      from: '/centro/',
      email: undefined,
      expired: false,
    });
  });
});
