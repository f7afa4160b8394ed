/**
 * SAC of the marketplace's "shipping & platform charge": 996812, Courier services (heading 9968, postal and
 * courier services, in the Scheme of Classification of Services annexed to Notification No. 11/2017-Central Tax
 * (Rate)). The charge is one composite supply whose principal part is carrying the goods to the shop (CGST Act
 * sections 2(30) and 8(a)), so it takes that part's code and its 18 %.
 */
export const PLATFORM_CHARGE_SAC = '996812';
export const PLATFORM_CHARGE_GST_RATE = 18;
export const PLATFORM_CHARGE_DESCRIPTION = 'Shipping & platform charge';
