import { createContext, useContext } from 'react';
export class RootStore { id = Math.random(); }
export const StoresContext = createContext<RootStore | null>(null);
export function useStores(): RootStore { const s = useContext(StoresContext); if (!s) throw new Error('no store'); return s; }
