import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { RootStore, StoresContext } from '@cp/shared/stores';
registerRemotes([{ name: 'mf_trend', entry: '/mf-trend/mf-manifest.json' }]);
const Trend = lazy(() => loadRemote<{ default: React.ComponentType }>('mf_trend/desktop').then((m) => m!));
const store = new RootStore();
(window as any).__store = store;
createRoot(document.getElementById('root')!).render(
  <StoresContext.Provider value={store}><p>shell {store.id}</p><Suspense fallback="..."><Trend /></Suspense></StoresContext.Provider>,
);
