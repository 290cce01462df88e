export { DialogsProvider } from './DialogsProvider';
export { useDialogs } from './DialogsContext';
export type { Dialogs } from './DialogsContext';
