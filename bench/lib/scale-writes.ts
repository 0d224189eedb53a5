import { openDatabase } from '../../apps/api/src/db/client';
import { sentEmails } from '../../apps/api/src/db/schema/index';
import { loadCurrentQuestionnaire } from '../../apps/api/src/modules/quizzes/questionnaire-repository';
import { tokenFor } from '../../apps/api/src/test/app';
import { helperDir, startCluster } from '../../apps/api/src/test/scale/cluster';
import { scaleTokenIssuer } from '../../apps/api/src/test/scale/token-issuer';
import { prepareLoadFixture } from '../../apps/api/src/test/security/load-fixture';
import { startLoad } from '../../apps/api/src/test/security/load-run';
import { LoadScheduler } from '../../apps/api/src/test/security/load-scheduler';
import { installBumpDesign, type BumpDesign } from './bump-designs';
import { log } from './cli';
import { measureCommitRate, type CommitRate } from './commit-rate';
import { MixedWrites, type WriteKind } from './mixed-writes';
import { designsOf, POOL, type ScaleSettings } from './scale-settings';

export interface WriteFigures {
  design: BumpDesign;
  instances: number;
  writesPerSecond: number;
  byKind: Record<WriteKind, number>;
  failures: string[];
  non2xx: number;
  errors: number;
}

/** `instances` instances on one fresh copy; each run of each design with its own centres. */
export async function measureWrites(
  settings: ScaleSettings,
  instances: number,
): Promise<WriteFigures[]> {
  const { rounds, seconds, connections } = settings;
  const copy = await settings.copy();
  const dir = helperDir('bench-scale-');
  const cluster = await startCluster({
    bundle: settings.bundle,
    databaseUrl: copy.url,
    instances,
    dir: dir.path,
    env: { DATABASE_POOL_SIZE: POOL, SHUTDOWN_DRAIN_MS: '0' },
  });
  const handle = await openDatabase({ url: copy.url, poolSize: 4 });
  const issuer = await scaleTokenIssuer(handle, copy.url);
  const figures: WriteFigures[] = [];
  try {
    const questions = (await loadCurrentQuestionnaire(handle.db)).length;
    // One answer, a submit and a reset per cycle: every kind of write comes round often.
    const preAnswered = Math.max(0, questions - 1);
    for (let round = 0; round < rounds; round += 1) {
      for (const design of designsOf(round)) {
        await installBumpDesign(copy.url, design);
        const fixture = await prepareLoadFixture(handle.db, (user) => tokenFor(issuer, user), {
          centres: 48,
          preAnswered,
          label: `Escala${round}${design === 'global-lock' ? 'a' : 'b'}`,
        });
        const tomorrow = new Date(Date.now() + 86_400_000);
        const mails = await handle.db
          .insert(sentEmails)
          .values(
            Array.from({ length: 300 }, (_, i) => ({
              receiver: `escala${i}@bench.example`,
              subject: 'Aviso',
              html: '<p>Aviso</p>',
              text: 'Aviso',
              user_id: null,
              status: false,
              next_attempt_at: tomorrow,
            })),
          )
          .returning({ id: sentEmails.id });
        const scheduler = new LoadScheduler(
          fixture.centres,
          fixture.questions,
          fixture.reads,
          fixture.adminToken,
          0,
          6,
          preAnswered,
        );
        const source = new MixedWrites(
          scheduler,
          mails.map((m) => m.id),
          fixture.adminToken,
        );
        const { result } = await startLoad({
          url: cluster.balancer.url,
          source,
          connections,
          seconds,
        }).done;
        const measured: WriteFigures = {
          design,
          instances,
          writesPerSecond: Math.round(source.total() / seconds),
          byKind: Object.fromEntries(
            Object.entries(source.acknowledged).map(([kind, n]) => [kind, Math.round(n / seconds)]),
          ) as Record<WriteKind, number>,
          failures: source.failures,
          non2xx: result.non2xx,
          errors: result.errors,
        };
        log(
          `escrituras, ${instances} instancia(s), ${design}: ${measured.writesPerSecond}/s ${JSON.stringify(measured.byKind)}`,
        );
        figures.push(measured);
      }
    }
    return figures;
  } finally {
    await issuer.close();
    await handle.close();
    await cluster.stop();
    dir.remove();
    await copy.drop();
  }
}

export interface CommitFigures {
  design: BumpDesign;
  channels: CommitRate;
  oneChannel: CommitRate;
}

/** Commits per second of 12 writers, each on its own row of a cached table, then all on one. */
export async function measureCommits(settings: ScaleSettings): Promise<CommitFigures[]> {
  const { rounds, seconds } = settings;
  const copy = await settings.copy();
  const figures: CommitFigures[] = [];
  try {
    // The copy's own migrations first: the tables of the code being measured.
    const handle = await openDatabase({ url: copy.url });
    await handle.migrate();
    await handle.close();
    for (let round = 0; round < rounds; round += 1) {
      for (const design of designsOf(round)) {
        await installBumpDesign(copy.url, design);
        const channels = await measureCommitRate(copy.url, 12, seconds, false);
        const oneChannel = await measureCommitRate(copy.url, 12, seconds, true);
        log(
          `commits, ${design}: tres canales ${channels.commitsPerSecond}/s, uno ${oneChannel.commitsPerSecond}/s`,
        );
        figures.push({ design, channels, oneChannel });
      }
    }
    return figures;
  } finally {
    await copy.drop();
  }
}
