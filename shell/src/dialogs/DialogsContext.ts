import { createContext, useContext } from 'react';

/** The shell's own notices: the desktop message box (提示 / 确定), confirmations and toasts. */
export interface Dialogs {
  /** A message box with one 确定 button; resolves however it is dismissed. */
  alert(message: string, title?: string): Promise<void>;
  /** A message box with 确定 and 取消; resolves true only for 确定. */
  confirm(message: string, title?: string): Promise<boolean>;
  /** A short message that fades away by itself. */
  toast(message: string, ms?: number): void;
}

export const DialogsContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogsProvider> above it');
  return dialogs;
}
