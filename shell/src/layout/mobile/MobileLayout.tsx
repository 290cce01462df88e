import { Outlet } from 'react-router-dom';

/** Mobile frame (loading screen, header, tab bar) — built out in the shell's layout work. */
export function MobileLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
