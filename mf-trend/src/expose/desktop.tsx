import { useStores } from '@cp/shared/stores';
export default function Desktop() { const s = useStores(); return <div data-remote="mf_trend">remote sees {s.id}</div>; }
