import { describe, expect, it } from 'vitest';
import { CATALAN_COMMUNITY_NAMES, catalanOf, communityNameIn, ofPlace } from './place-names';

describe('"de" before a Catalan place name', () => {
  it('elides before a vowel, also an accented one and after a silent h', () => {
    expect(catalanOf('Andalusia')).toBe("d'Andalusia");
    expect(catalanOf('Aragó')).toBe("d'Aragó");
    expect(catalanOf('Astúries')).toBe("d'Astúries");
    expect(catalanOf('Extremadura')).toBe("d'Extremadura");
    expect(catalanOf('Osca')).toBe("d'Osca");
    expect(catalanOf('Èfes')).toBe("d'Èfes");
    expect(catalanOf('Hostalric')).toBe("d'Hostalric");
  });

  it('does not elide before a consonant, nor before an i or u that sounds as one', () => {
    expect(catalanOf('Catalunya')).toBe('de Catalunya');
    expect(catalanOf('Galícia')).toBe('de Galícia');
    expect(catalanOf('Castella i Lleó')).toBe('de Castella i Lleó');
    expect(catalanOf('Iowa')).toBe('de Iowa');
    expect(catalanOf('Huelva')).toBe('de Huelva');
  });

  it('puts the article the name takes, contracting "de el" to "del"', () => {
    expect(catalanOf('Illes Balears')).toBe('de les Illes Balears');
    expect(catalanOf('Canàries')).toBe('de les Canàries');
    expect(catalanOf('Comunitat Valenciana')).toBe('de la Comunitat Valenciana');
    expect(catalanOf('Comunitat de Madrid')).toBe('de la Comunitat de Madrid');
    expect(catalanOf('Regió de Múrcia')).toBe('de la Regió de Múrcia');
    expect(catalanOf('País Basc')).toBe('del País Basc');
    expect(catalanOf('La Rioja')).toBe('de La Rioja');
  });

  it('leaves Spanish as it is', () => {
    expect(ofPlace('ES', 'Andalucía')).toBe('de Andalucía');
    expect(ofPlace('CA', 'Andalusia')).toBe("d'Andalusia");
  });
});

describe('community names in Catalan', () => {
  it('has a Catalan form of each of the nineteen communities of the geography data', () => {
    expect(Object.keys(CATALAN_COMMUNITY_NAMES)).toHaveLength(19);
    expect(communityNameIn('CA', 'Andalucía')).toBe('Andalusia');
    expect(communityNameIn('CA', 'Comunidad Foral de Navarra')).toBe('Navarra');
    expect(communityNameIn('CA', 'Principado de Asturias')).toBe('Astúries');
    expect(communityNameIn('ES', 'Andalucía')).toBe('Andalucía');
    expect(communityNameIn('CA', 'Otra')).toBe('Otra');
  });

  it('phrases "Mitjana de" each community correctly', () => {
    const phrases = Object.values(CATALAN_COMMUNITY_NAMES).map(
      (name) => `Mitjana ${catalanOf(name)}`,
    );
    expect(phrases).toEqual([
      "Mitjana d'Andalusia",
      "Mitjana d'Aragó",
      "Mitjana d'Astúries",
      'Mitjana de les Illes Balears',
      'Mitjana de les Canàries',
      'Mitjana de Cantàbria',
      'Mitjana de Castella i Lleó',
      'Mitjana de Castella-la Manxa',
      'Mitjana de Catalunya',
      'Mitjana de la Comunitat Valenciana',
      "Mitjana d'Extremadura",
      'Mitjana de Galícia',
      'Mitjana de la Comunitat de Madrid',
      'Mitjana de la Regió de Múrcia',
      'Mitjana de Navarra',
      'Mitjana del País Basc',
      'Mitjana de La Rioja',
      'Mitjana de Ceuta',
      'Mitjana de Melilla',
    ]);
  });
});
