import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { EMPTY_EMAIL_FILTER, toSentEmailFilter, viewerDocument } from './email-filter';

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

  it('puts a no-load policy in front of the viewed HTML', () => {
    expect(viewerDocument('<p>x</p>')).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="default-src 'none';.*<p>x<\/p>$/,
    );
  });
});
