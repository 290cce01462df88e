import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A router link when the page it points to is known (a named link of a remote's contract), the
 * bare content otherwise: a registry without that remote leaves text, never a dead link.
 */
export function MaybeLink({ to, className, children }: { to: string | null; className?: string; children: ReactNode }) {
  return to ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}
