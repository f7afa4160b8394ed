// The targets of the issues, checked against the measurements.
import { apiTargets } from './api-targets.js';
import { frontendTargets } from './frontend-targets.js';
import type { RunReport } from './report.js';
import type { TargetRow } from './target-row.js';

export function evaluateTargets(report: RunReport): TargetRow[] {
  return [...apiTargets(report.blocks), ...frontendTargets(report.frontend)];
}
