import { describe, expect, it } from 'vitest';
import { recordLink } from './record-link';

const line = (over: Partial<Parameters<typeof recordLink>[0]>) => ({
  record: null,
  entity_id: null,
  before: null,
  after: null,
  ...over,
});

describe('an Auditoría line links to its record’s screen', () => {
  it('a user: Gestión de usuarios searched by the e-mail the line kept', () => {
    expect(
      recordLink(line({ record: 'user', entity_id: '42', after: { email: 'ana@centro.example' } })),
    ).toBe('/admin/usermngmt?correo=ana%40centro.example&id=42');
    // A deletion kept the e-mail before it.
    expect(
      recordLink(line({ record: 'user', entity_id: '7', before: { email: 'b@c.example' } })),
    ).toBe('/admin/usermngmt?correo=b%40c.example&id=7');
    expect(recordLink(line({ record: 'user', entity_id: '7' }))).toBeNull();
  });

  it('a centre: BBDD Centros with it selected; other records their screen; none, nothing', () => {
    expect(recordLink(line({ record: 'centre', entity_id: '15' }))).toBe(
      '/admin/centros?centro=15',
    );
    expect(recordLink(line({ record: 'centre', entity_id: '15,3' }))).toBeNull();
    expect(recordLink(line({ record: 'period', entity_id: '3' }))).toBe('/admin/periodos');
    expect(recordLink(line({ record: 'question', entity_id: '3' }))).toBe('/admin/claves');
    expect(recordLink(line({ record: null, entity_id: '3' }))).toBeNull();
  });
});
