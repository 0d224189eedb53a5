import fc from 'fast-check';

/** Strings an attacker or a careless client sends: SQL, markup, paths, control and odd unicode. */
export const NASTY_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5); --',
  "admin'--",
  '%',
  '_',
  '\\',
  '%00',
  '\u0000',
  'a\u0000b',
  'admin@example.org\u0000',
  '\u0000\u0000\u0000',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '=HYPERLINK("http://x")',
  '+1+1',
  '@SUM(1)',
  'ñandú ÁÉÍÓÚ ü ç',
  '𝕳𝖊𝖑𝖑𝖔 🚀 👨‍👩‍👧',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\uD800',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '1.5',
  'true',
  '[]',
  '{}',
  '{"__proto__":{"admin":true}}',
  ' ',
  '',
];

const hugeString = fc.constantFrom(2_000, 20_000, 200_000).map((n) => 'a'.repeat(n));
const nastyString = fc.constantFrom(...NASTY_STRINGS);
const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    1e-10,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * A value nested `depth` levels deep in arrays and objects: below the server's limit of 64, just
 * beyond it, and far beyond (deeper still is sent as raw text, see fuzz-requests.ts: building
 * 6,000 levels as a value would overflow this process's own JSON.stringify).
 */
const deep = fc.constantFrom(50, 65, 500, 2_000).map((depth) => {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});

/** Any hostile JSON value: wrong types, extremes, nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: anyString },
  { weight: 1, arbitrary: hugeString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: deep },
  { weight: 2, arbitrary: fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 5 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'id')),
      fc.oneof(nastyString, nastyNumber),
      { maxKeys: 4 },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/**
 * Path ids that are not a plain decimal number within the integer range: each must be refused
 * with a 400, never read as another id (`1e3` as 1000, `0x10` as 16, `0009` as 9).
 */
export const LOOSE_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '9.0',
  '1e3',
  '1E3',
  '0x10',
  '0009',
  '+9',
  ' 1',
  '1 ',
  '1\u0000',
] as const;

/** Whether a path parameter is an id the server must accept as such. */
export const isStrictId = (value: string): boolean =>
  /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

/** A path parameter: plausible ids that do not exist, loose ids, and garbage. */
export const hostilePathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('999999', 'abc', '%', ...LOOSE_IDS),
  nastyString,
  anyString,
  hugeString.map((text) => text.slice(0, 5_000)),
  fc.integer().map(String),
);
