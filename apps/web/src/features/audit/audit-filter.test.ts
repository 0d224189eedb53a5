import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_AUDIT_FILTER,
  formOfAuditFilter,
  jsonText,
  readAuditFilter,
  toAuditFilter,
} from './audit-filter';

describe('toAuditFilter', () => {
  it('leaves out empty fields', () => {
    expect(toAuditFilter(EMPTY_AUDIT_FILTER)).toEqual({});
    expect(toAuditFilter({ ...EMPTY_AUDIT_FILTER, user: '   ' })).toEqual({});
  });

  it('keeps who, entity, method and the access log, and expands the days to whole days', () => {
    const filter = toAuditFilter({
      user: ' ana ',
      entity: 'user',
      method: 'DELETE',
      log: 'reads',
      from: dayjs('2026-03-02T15:00:00'),
      to: dayjs('2026-03-05T09:00:00'),
    });
    expect(filter).toMatchObject({ user: 'ana', entity: 'user', method: 'DELETE', reads: true });
    expect(filter.from).toBe(dayjs('2026-03-02').startOf('day').toISOString());
    expect(filter.to).toBe(dayjs('2026-03-05').endOf('day').toISOString());
  });
});

describe('a remembered audit filter (spec §7)', () => {
  it('is shown in the form that applied it', () => {
    const form = {
      user: 'ana',
      entity: 'user',
      method: 'PUT' as const,
      log: 'reads' as const,
      from: dayjs('2026-03-02T00:00:00'),
      to: null,
    };
    const applied = toAuditFilter(form);
    const shown = formOfAuditFilter(readAuditFilter({ ...applied }));
    expect(toAuditFilter(shown)).toEqual(applied);
    expect(formOfAuditFilter({})).toEqual(EMPTY_AUDIT_FILTER);
  });

  it('is dropped when the server would refuse it', () => {
    expect(readAuditFilter({ method: 'GET' })).toEqual({});
    expect(readAuditFilter({ user: 'ana', unknown: 1 })).toEqual({});
  });
});

describe('jsonText', () => {
  it('shows a dash for nothing and indented JSON otherwise', () => {
    expect(jsonText(null)).toBe('—');
    expect(jsonText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
