/** The seller's money: what other features show of it. */
export { PayoutStatusBadge } from './components/payout-status-badge';
