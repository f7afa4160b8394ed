// One row of the targets table.
export interface TargetRow {
  target: string;
  measured: string;
  /** `reported`: the issue asks only for the figure, with no limit. */
  status: 'met' | 'missed' | 'not measured' | 'reported';
}

export const verdict = (ok: boolean): TargetRow['status'] => (ok ? 'met' : 'missed');

export const notMeasured = (target: string, why: string): TargetRow => ({
  target,
  measured: why,
  status: 'not measured',
});
