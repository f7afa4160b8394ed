// What other features use of checkout: paying an order again from its page.
export { isPayNowBusy, usePayNow, type PayNowPhase } from './use-pay-now';
