/** Claims on delivered orders: what the order page and the administrator's page show of them. */
export { EscalatedClaimsSection } from './components/escalated-claims-section';
export { OrderClaimsSection } from './components/order-claims-section';
