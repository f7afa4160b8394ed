import { indiaDate, licenceStatusOn, type LicenceStatus, type RetailerProfile } from '@marketplace/contract';
import type { BadgeVariant } from '../../components/ui/badge';

export const licenceTexts = {
  legend: 'Licences',
  status: 'Drug licence status',
  retailerExplanation:
    'Medicines can be bought once an administrator approves your drug licence, and are delivered only to the PIN code of the licensed premises.',
  wholesalerExplanation:
    'Medicines need your drug licence in Form 20B (Form 21B for Schedule C and C1 drugs) and food needs your FSSAI licence before they can be listed.',
  form20: 'Drug licence (Form 20) number',
  form21: 'Drug licence (Form 21) number',
  form21Hint: 'Needed for Schedule C and C1 drugs.',
  validTo: 'Valid to',
  pin: 'PIN code of licensed premises',
  retailerFssai: 'FSSAI licence number (optional)',
  form20b: 'Drug licence (Form 20B) number',
  form21b: 'Drug licence (Form 21B) number',
  wholesalerFssai: 'FSSAI licence number',
  fssaiHint: '14 digits.',
} as const;

export const licenceStatusLabels: Record<LicenceStatus, string> = {
  none: 'No licence added',
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected: update the details and save to ask again',
  expired: 'Expired: add the renewed licence',
};

export const licenceStatusBadges: Record<LicenceStatus, BadgeVariant> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'danger',
};

/** The status to show: an approved licence whose validity date has passed shows as expired, even if cached. */
export function shownLicenceStatus(
  profile: Pick<RetailerProfile, 'licence_status' | 'drug_licence_valid_to'>,
  today: string = indiaDate(new Date()),
): LicenceStatus {
  return licenceStatusOn({ status: profile.licence_status, validTo: profile.drug_licence_valid_to }, today);
}
