import {
  CENTRE_KIND_OPTIONS,
  NO_SOCIOECONOMIC_LEVEL_LABEL,
  OWNERSHIP_LABELS,
  OWNERSHIP_OPTIONS,
  SOCIOECONOMIC_LEVEL_OPTIONS,
} from '@eval/contracts/centre-enums';

/**
 * The choices of a centre's coded fields, the same in the grid's row edit and in the dialog: no
 * ownership and no level come first, as the value the editor holds for "none" ('' in the grid's
 * single selects, null in the form).
 */
export const centreChoices = <None extends '' | null>(none: None) => ({
  ownership: [{ value: none, label: OWNERSHIP_LABELS.WITHOUT_OWNERSHIP }, ...OWNERSHIP_OPTIONS],
  kind: CENTRE_KIND_OPTIONS,
  level: [{ value: none, label: NO_SOCIOECONOMIC_LEVEL_LABEL }, ...SOCIOECONOMIC_LEVEL_OPTIONS],
});
