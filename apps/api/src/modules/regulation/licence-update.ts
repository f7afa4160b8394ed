import type { z } from 'zod';
import { drugLicenceUpdate, indiaDate, reviewMessages, type updateRetailerProfileRequest } from '@marketplace/contract';
import type { retailerProfiles } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

type RetailerRow = typeof retailerProfiles.$inferSelect;
type ProfileInput = z.output<typeof updateRetailerProfileRequest>;

/**
 * The licence columns to store after a profile save. A changed drug licence goes back to review (or to
 * `none` once cleared); a save that leaves it alone keeps its status. A licence is approved from its scan: new
 * licence details need a scan sent with them (`scanKey`, already stored), and a new scan alone is reviewed too.
 */
export function retailerLicenceColumns(
  input: ProfileInput,
  stored: RetailerRow,
  scanKey: string | null = null,
  now = new Date(),
) {
  const { licence, changed, problems } = drugLicenceUpdate(
    input,
    {
      drug_licence_20: stored.drugLicence20,
      drug_licence_21: stored.drugLicence21,
      drug_licence_valid_to: stored.drugLicenceValidTo,
      drug_licence_pin: stored.drugLicencePin,
    },
    indiaDate(now),
  );
  const hasLicence = licence.drug_licence_20 !== null || licence.drug_licence_21 !== null;
  if (scanKey && !hasLicence && !problems.drug_licence_20) problems.licence_scan = [reviewMessages.scanWithoutLicence];
  else if (changed && hasLicence && !scanKey) problems.licence_scan = [reviewMessages.scanRequired];
  if (Object.keys(problems).length > 0)
    throw new AppError('validation', 'Please correct the highlighted fields.', problems);

  const submitted = changed || scanKey !== null;
  return {
    drugLicence20: licence.drug_licence_20,
    drugLicence21: licence.drug_licence_21,
    drugLicenceValidTo: licence.drug_licence_valid_to,
    drugLicencePin: licence.drug_licence_pin,
    fssaiLicence: input.fssai_licence === undefined ? stored.fssaiLicence : input.fssai_licence,
    ...(submitted
      ? {
          licenceStatus: hasLicence ? ('pending' as const) : ('none' as const),
          licenceSubmittedAt: hasLicence ? now : null,
          licenceScan: hasLicence ? scanKey : null,
        }
      : {}),
  };
}
