import { isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sentEmails, users } from '../db/schema/index';
import type { LinkColumns, LinkPurpose, RenderedMail } from '../modules/emails/mail-templates';
import {
  setPasswordRenderer,
  type SetPasswordRecipient,
} from '../modules/templates/template-service';
import type { Random } from './demo-random';

const DAY = 24 * 60 * 60 * 1000;
/** Rows per insert: each row carries a few kilobytes of HTML. */
const CHUNK = 500;
/** Share of the demo people who later asked for a new password. */
const RESET_SHARE = 0.03;

type SentMail = typeof sentEmails.$inferInsert;

type Render = Record<LinkPurpose, (person: SetPasswordRecipient) => RenderedMail & LinkColumns>;

function sentMail(
  render: Render,
  person: { id: number; nombre: string; email: string; language_id: string },
  purpose: LinkPurpose,
  at: Date,
): SentMail {
  const mail = render[purpose](person);
  // As the outbox records a message delivered on its first attempt (modules/emails/mail-outbox.ts); the
  // body keeps the link marker, as every stored message does.
  return {
    ...mail,
    receiver: person.email,
    user_id: person.id,
    status: true,
    attempts: 1,
    sent_at: at,
    created_at: at,
  };
}

/**
 * When the demo's people joined: the first weeks of September of the first demo school year,
 * spread over days and office hours without drawing from the demo's random stream (so the
 * centres and evaluations stay the same), and never later than a day before `now`.
 */
export function demoJoinDates(firstYear: number, now: Date) {
  const latest = now.getTime() - DAY;
  return (index: number, person: number): Date =>
    new Date(
      Math.min(
        Date.UTC(firstYear, 8, 1 + ((index * 7 + person * 3) % 18), 8 + ((index + person) % 7)) +
          ((index * 13 + person * 29) % 60) * 60_000,
        latest,
      ),
    );
}

/**
 * The e-mails the demo's people would have received: each one's welcome message,
 * sent when their account was created (demoJoinDates), and a password reset for a few of them
 * since. Recorded as sent, so "Correos enviados" reads like a programme in its third year.
 */
export async function seedDemoMail(db: Database, random: Random, now: Date): Promise<void> {
  const people = await db
    .select({
      id: users.id,
      nombre: users.nombre,
      email: users.email,
      language_id: users.language_id,
      created_at: users.created_at,
    })
    .from(users)
    .where(isNotNull(users.centros_id))
    .orderBy(users.id);
  const render: Render = {
    welcome: await setPasswordRenderer(db, 'welcome'),
    reset: await setPasswordRenderer(db, 'reset'),
  };
  const latest = now.getTime() - DAY;
  const mails: SentMail[] = [];
  for (const person of people) {
    const welcome = person.created_at.getTime();
    mails.push(sentMail(render, person, 'welcome', person.created_at));
    if (random.next() < RESET_SHARE) {
      const reset = welcome + random.next() * Math.max(0, latest - welcome);
      mails.push(sentMail(render, person, 'reset', new Date(reset)));
    }
  }
  for (let start = 0; start < mails.length; start += CHUNK)
    await db.insert(sentEmails).values(mails.slice(start, start + CHUNK));
}
