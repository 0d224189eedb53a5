import { describe, expect, it } from 'vitest';
import { readRegister } from './register-import-parse';

/** The names of the rows of a CSV received in the given chunks. */
async function namesOf(chunks: readonly Buffer[]): Promise<string[]> {
  const names: string[] = [];
  for await (const row of readRegister({ chunks, contentType: 'text/csv' }))
    names.push(row.cells.get('nombre') ?? '');
  return names;
}

describe('centre register CSV decoding', () => {
  it('reads the same names when the file is split at every byte offset', async () => {
    const names = ['Peñíscola', 'Ñandú «Águila»', 'São João 😀', 'Castelló d’Empúries'];
    const file = Buffer.from(
      `\ufeffcodigo;nombre\r\n${names.map((name, i) => `C-${i};${name}`).join('\r\n')}\r\n`,
    );
    expect(await namesOf([file])).toEqual(names);
    for (let at = 1; at < file.length; at += 1)
      expect(await namesOf([file.subarray(0, at), file.subarray(at)])).toEqual(names);
    // And one byte at a time.
    expect(await namesOf([...file].map((byte) => Buffer.from([byte])))).toEqual(names);
  });
});
