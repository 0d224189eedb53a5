import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_EMAIL_FILTER,
  formOfSentEmailFilter,
  readSentEmailFilter,
  toSentEmailFilter,
  viewerDocument,
} from './email-filter';

describe('sent e-mail filter', () => {
  it('leaves out empty fields and "all"', () => {
    expect(toSentEmailFilter(EMPTY_EMAIL_FILTER)).toEqual({});
  });

  it('expands the dates to the start and end of the day and keeps the status', () => {
    const filter = toSentEmailFilter({
      subject: ' Alta ',
      receiver: 'ana@',
      from: dayjs('2026-03-04T15:20:00'),
      to: dayjs('2026-03-05T08:00:00'),
      status: 'notSent',
    });
    expect(filter).toMatchObject({ subject: 'Alta', receiver: 'ana@', status: 'notSent' });
    expect(dayjs(filter.from).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-03-04 00:00:00.000');
    expect(dayjs(filter.to).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-03-05 23:59:59.999');
  });

  it('reads a remembered filter back into the form that applied it (spec §7)', () => {
    const form = {
      subject: 'Alta',
      receiver: 'ana@',
      from: dayjs('2026-03-04T00:00:00'),
      to: dayjs('2026-03-05T00:00:00'),
      status: 'sent' as const,
    };
    const applied = toSentEmailFilter(form);
    const shown = formOfSentEmailFilter(readSentEmailFilter({ ...applied }));
    expect(toSentEmailFilter(shown)).toEqual(applied);
    expect(shown.from?.format('YYYY-MM-DD')).toBe('2026-03-04');
    expect(formOfSentEmailFilter({})).toEqual(EMPTY_EMAIL_FILTER);
  });

  it('drops a remembered filter the server would refuse', () => {
    expect(readSentEmailFilter({ status: 'lost' })).toEqual({});
    expect(readSentEmailFilter({ from: 'yesterday' })).toEqual({});
    expect(readSentEmailFilter({ subject: 'Alta' })).toEqual({ subject: 'Alta' });
  });

  it('puts a no-load policy in front of the viewed HTML', () => {
    expect(viewerDocument('<p>x</p>')).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="default-src 'none';.*<p>x<\/p>$/,
    );
  });
});
