/**
 * Content types of the API's downloads: the calls declare them (`download` of a call in
 * calls/*.ts, published in the OpenAPI document) and the API sends its files with them.
 */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';
export const PDF_TYPE = 'application/pdf';
export const PNG_TYPE = 'image/png';
