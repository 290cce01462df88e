import { Outlet } from 'react-router-dom';

/** Desktop frame (top bar, menu, footer) — built out in the shell's layout work. */
export function DesktopLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
