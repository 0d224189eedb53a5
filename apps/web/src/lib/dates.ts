import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

/** Date format of the programme (spec §9). */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** A date as DD/MM/YYYY, or '' when there is none or it is not a valid date. */
export function formatDate(value: ConfigType | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** A range of days as a filter form holds it: the two date pickers' values. */
export interface DayRange {
  from: Dayjs | null;
  to: Dayjs | null;
}

/**
 * A range of days as a filter sends it: "from" at the start of its day and "to" at the end of
 * its day, in the administrator's time zone (spec §5); a day not chosen, or not valid, is left
 * out.
 */
export function dayRangeFilter({ from, to }: DayRange): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  if (from?.isValid()) range.from = dayjs(from).startOf('day').toISOString();
  if (to?.isValid()) range.to = dayjs(to).endOf('day').toISOString();
  return range;
}

/** An applied range of days back as the form's days. */
export function dayRangeOf(filter: { from?: string; to?: string }): DayRange {
  return {
    from: filter.from ? dayjs(filter.from) : null,
    to: filter.to ? dayjs(filter.to) : null,
  };
}
