export { SubscriptionPage } from './SubscriptionPage';
export { SubscriptionStore } from './SubscriptionStore';
