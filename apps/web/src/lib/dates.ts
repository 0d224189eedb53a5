import dayjs, { type ConfigType } from 'dayjs';
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
