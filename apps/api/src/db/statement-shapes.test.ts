import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bindValue, placeholders, StatementShapes } from './statement-shapes';

describe('StatementShapes', () => {
  it('compiles a shape once and fills each run with its own values, by name', () => {
    const shapes = new StatementShapes();
    let built = 0;
    const run = (community: number, offset: number) => {
      const { bind, values } = placeholders();
      const where = sql`comunidades_id = ${bind('comunidad', community)}`;
      return shapes.fill(
        'page',
        () => {
          built += 1;
          return sql`select id from centros where ${where} offset ${sql.placeholder('offset')}`;
        },
        { ...values, offset },
      );
    };
    expect(run(13, 0)).toEqual({
      sql: 'select id from centros where comunidades_id = $1 offset $2',
      params: [13, 0],
    });
    expect(run(1, 20)).toEqual({
      sql: 'select id from centros where comunidades_id = $1 offset $2',
      params: [1, 20],
    });
    expect(built).toBe(1);
  });

  it('tells shapes apart by the names of their placeholders', () => {
    const shapes = new StatementShapes();
    const run = (names: string[]) => {
      const { bind, values } = placeholders();
      const where = sql.join(
        names.map((name) => sql`${sql.identifier(name)} = ${bind(name, name.length)}`),
        sql` and `,
      );
      return shapes.fill('list', () => sql`select 1 where ${where}`, values);
    };
    expect(run(['a']).sql).toBe('select 1 where "a" = $1');
    expect(run(['a', 'bb'])).toEqual({
      sql: 'select 1 where "a" = $1 and "bb" = $2',
      params: [1, 2],
    });
  });

  it('refuses a statement with a value not given as a placeholder', () => {
    const shapes = new StatementShapes();
    expect(() =>
      shapes.fill('bad', () => sql`select 1 where a = ${bindValue('a', 1)}`, {}),
    ).toThrow(/not a placeholder/);
  });
});
