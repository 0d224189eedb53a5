import { codeOptions, labelledCodes } from './common';

/** Ownership of a centre (spec §3). `WITHOUT_OWNERSHIP` appears only in reports, for centres with none. */
export const OWNERSHIPS = ['PUBLIC', 'CONCERTED', 'PRIVATE'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];
export const REPORT_OWNERSHIPS = [...OWNERSHIPS, 'WITHOUT_OWNERSHIP'] as const;
export type ReportOwnership = (typeof REPORT_OWNERSHIPS)[number];

/** Spanish ownership labels (spec §9). */
export const OWNERSHIP_LABELS: Record<ReportOwnership, string> = {
  PUBLIC: 'Público',
  CONCERTED: 'Concertado',
  PRIVATE: 'Privado',
  WITHOUT_OWNERSHIP: 'Sin titularidad',
};

/** Centre kinds (spec §3, §9): '' is none. */
export const [CENTRE_KINDS, CENTRE_KIND_LABELS] = labelledCodes({
  '': 'Ninguno',
  CEPA: 'CEPA',
  FP: 'FP',
});
export type CentreKind = (typeof CENTRE_KINDS)[number];

/** Socio-economic level of a centre's area, used by the dashboard filter (docs/decisions.md). */
export const [SOCIOECONOMIC_LEVELS, SOCIOECONOMIC_LEVEL_LABELS] = labelledCodes({
  BAJO: 'Bajo',
  MEDIO_BAJO: 'Medio-bajo',
  MEDIO: 'Medio',
  MEDIO_ALTO: 'Medio-alto',
  ALTO: 'Alto',
});
export type SocioeconomicLevel = (typeof SOCIOECONOMIC_LEVELS)[number];

/** The label of a centre without a socio-economic level, where one can be chosen. */
export const NO_SOCIOECONOMIC_LEVEL_LABEL = 'Sin indicar';

/** The lists above as options; a centre's "none" (null ownership or level) is the caller's. */
export const OWNERSHIP_OPTIONS = codeOptions(OWNERSHIPS, OWNERSHIP_LABELS);
export const CENTRE_KIND_OPTIONS = codeOptions(CENTRE_KINDS, CENTRE_KIND_LABELS);
export const SOCIOECONOMIC_LEVEL_OPTIONS = codeOptions(
  SOCIOECONOMIC_LEVELS,
  SOCIOECONOMIC_LEVEL_LABELS,
);
