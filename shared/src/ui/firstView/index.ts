export { PreparedStores, PreparedStoresProvider, usePreparedStore } from './PreparedStores';
export { useEarlyInput } from './useEarlyInput';
