// A throw-away Postgres database for one bench run: created from DATABASE_URL's server, dropped afterwards.
import pg from 'pg';

export interface ScratchDb {
  url: string;
  drop: () => Promise<void>;
}

export async function createScratchDb(adminUrl: string): Promise<ScratchDb> {
  const name = `fast_track_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
