export { PreparedStores, PreparedStoresProvider, usePreparedStore } from './PreparedStores';
