import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;
const AMOUNT = /^-?\d+(\.\d+)?$/;

/**
 * CSV for a spreadsheet or a bank's upload. A text cell starting with `=`, `+`, `-`, `@` or a tab gets a leading
 * apostrophe, so a company or account name typed by a seller cannot run as a formula on the reader's machine;
 * amounts such as `-25.00` stay numbers.
 */
export const csvText = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  stringify(rows as unknown[][], {
    cast: { string: (value) => (FORMULA_START.test(value) && !AMOUNT.test(value) ? `'${value}` : value) },
  });
