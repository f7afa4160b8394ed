// Number and table formatting shared by the console output and docs/benchmarks.md.
import type { BlockResult, DatabaseKind } from './report.js';

export const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const int = (value: number | null | undefined) =>
  isNumber(value) ? Math.round(value).toLocaleString('en-US') : '–';
export const ms = (value: number | null | undefined) =>
  isNumber(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms` : '–';
export const percent = (value: number | null | undefined) => (isNumber(value) ? `${Math.round(value)} %` : '–');
export const kb = (bytes: number | null | undefined) => (isNumber(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
export const dbName = (kind: DatabaseKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
export const blockTitle = (block: Pick<BlockResult, 'database' | 'size'>) =>
  `${dbName(block.database)}, ${block.size.toLocaleString('en-US')} products`;

export const cpuMs = (value: number | null | undefined) => (isNumber(value) ? value.toFixed(2) : '–');

/** A plain-text table with aligned columns. */
export function textTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)));
  return [
    line(headers).join('  '),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => line(row).join('  ')),
  ].join('\n');
}

export function markdownTable(headers: string[], rows: string[][], align?: Array<'l' | 'r'>): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const separator = headers.map((_, column) =>
    (align?.[column] ?? (column === 0 ? 'l' : 'r')) === 'r' ? '---:' : '---',
  );
  return [
    `| ${headers.map(escape).join(' | ')} |`,
    `| ${separator.join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

export const mb = (bytes: number | null | undefined) => (isNumber(bytes) ? `${Math.round(bytes / 2 ** 20)} MB` : '–');
