/** Tiny `--flag value` / `--switch` parser shared by the bench scripts (no dependency needed). */
export interface ParsedArgs {
  values: Map<string, string>;
  switches: Set<string>;
}

/** Parses argv; `valued` lists the flags that take a value, every other `--x` is a switch. */
export function parseArgs(argv: readonly string[], valued: readonly string[]): ParsedArgs {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Argumento inesperado: ${arg}`);
    const [name = '', inline] = arg.slice(2).split('=', 2);
    if (!valued.includes(name)) {
      switches.add(name);
      continue;
    }
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`--${name} necesita un valor`);
    values.set(name, value);
  }
  return { values, switches };
}

/** A positive integer flag, or the default. */
export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const raw = args.values.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} debe ser un entero > 0`);
  return value;
}

/**
 * Parses argv like parseArgs, with integer flags given by their defaults and read at once with
 * intFlag (in the order given): their values are `ints`.
 */
export function parseWithInts<K extends string>(
  argv: readonly string[],
  ints: Record<K, number>,
  texts: readonly string[] = [],
): ParsedArgs & { ints: Record<K, number> } {
  const args = parseArgs(argv, [...Object.keys(ints), ...texts]);
  const entries = Object.entries<number>(ints).map(([name, fallback]) => [
    name,
    intFlag(args, name, fallback),
  ]);
  return { ...args, ints: Object.fromEntries(entries) as Record<K, number> };
}

/** Default PostgreSQL server and database of the national dataset. */
export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/bench_national';

/** The bench database URL: BENCH_DATABASE_URL, or the default. */
export const benchDatabaseUrl = (): string => process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;

/** Fixed benchmark administrator, created by the generator and used by the runner. */
export const BENCH_ADMIN = {
  email: 'bench-admin@autoevaluacion.example',
  password: 'Bench-Admin-2026',
} as const;

/** Password of every generated person that has one (they cannot use the back-office). */
export const BENCH_USER_PASSWORD = 'Bench-User-2026';

/** A fixed 32+ character JWT secret: the bench database is throw-away data. */
export const BENCH_JWT_SECRET = 'bench-jwt-secret-not-for-production-0123456789';

export const log = (message: string): void => {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
};
