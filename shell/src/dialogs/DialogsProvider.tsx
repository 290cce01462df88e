import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DialogsContext } from './DialogsContext';
import type { Dialogs } from './DialogsContext';
import { MessageBox } from './MessageBox';
import { Toast } from './Toast';

interface Box {
  title: string;
  message: string;
  cancellable: boolean;
  resolve: (ok: boolean) => void;
}

/** Holds the one open message box and the current toast; children reach them with useDialogs(). */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [box, setBox] = useState<Box | null>(null);
  const [toast, setToast] = useState<{ id: number; message: string; ms: number } | null>(null);
  const toastId = useRef(0);

  const open = useCallback(
    (message: string, title: string, cancellable: boolean) =>
      new Promise<boolean>((resolve) => {
        setBox((previous) => {
          previous?.resolve(false);
          return { title, message, cancellable, resolve };
        });
      }),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (message, title = '提示') => open(message, title, false).then(() => undefined),
      confirm: (message, title = '提示') => open(message, title, true),
      toast: (message, ms = 1800) => setToast({ id: ++toastId.current, message, ms }),
    }),
    [open],
  );

  const close = (ok: boolean) => {
    box?.resolve(ok);
    setBox(null);
  };

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {box && <MessageBox title={box.title} message={box.message} cancellable={box.cancellable} onClose={close} />}
      {toast && <Toast key={toast.id} message={toast.message} ms={toast.ms} onDone={() => setToast(null)} />}
    </DialogsContext.Provider>
  );
}
