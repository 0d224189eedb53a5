import pg from 'pg';
import { log } from './cli';
import { generate } from '../generate';

/** A database copied from the template, dropped when its measurement is over. */
export interface DatabaseCopy {
  url: string;
  drop(): Promise<void>;
}

/**
 * The generated dataset kept as a template database at `templateUrl`: generated once, then
 * copied (CREATE DATABASE … TEMPLATE: a file copy, seconds) so every measurement starts equal.
 */
export function templateDatabase(templateUrl: string) {
  const templateName = new URL(templateUrl).pathname.slice(1);
  const serverUrl = new URL(templateUrl);
  serverUrl.pathname = '/postgres';
  let copies = 0;

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  return {
    /** The generated dataset, once: later runs copy it. */
    async ensure(centres: number): Promise<void> {
      const exists = await admin(
        async (client) =>
          ((await client.query('select 1 from pg_database where datname = $1', [templateName]))
            .rowCount ?? 0) > 0,
      );
      if (exists) return;
      log(`Generando ${templateName} (${centres} centros)`);
      process.env.BENCH_DATABASE_URL = templateUrl;
      await generate({ centres, force: false });
    },

    /** A fresh copy of the template. */
    async copy(): Promise<DatabaseCopy> {
      copies += 1;
      const name = `${templateName}_run${copies}`;
      await admin(async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.query(`create database ${name} template ${templateName}`);
      });
      const url = new URL(templateUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: () =>
          admin(async (client) => void (await client.query(`drop database ${name} with (force)`))),
      };
    },
  };
}
