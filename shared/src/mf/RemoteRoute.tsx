import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { RemoteFallback } from '../ui/RemoteFallback';
import { PageLoading } from '../ui/PageLoading';
import { loadRemoteModule, resetRemote } from './runtime';

/** Props every exposed route tree receives: the route prefix it is mounted under. */
export interface RemoteRouteProps {
  prefix: string;
}

type RouteModule = { default: ComponentType<RemoteRouteProps> };

const lazyCache = new Map<string, ComponentType<RemoteRouteProps>>();

function lazyRemote(id: string): ComponentType<RemoteRouteProps> {
  let c = lazyCache.get(id);
  if (!c) {
    c = lazy(() => loadRemoteModule<RouteModule>(id));
    lazyCache.set(id, c);
  }
  return c;
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, and shows the fallback panel. */
class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[mf] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteFallback
          remote={this.props.remote}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Mounts an exposed route tree of a remote (`module` is 'desktop' or 'mobile') under `prefix`.
 * The remote is fetched on first visit; if it cannot be loaded or crashes, the fallback panel
 * with a retry button takes its place and the rest of the page keeps working.
 */
export function RemoteRoute({
  remote,
  module,
  prefix,
}: {
  remote: string;
  module: 'desktop' | 'mobile';
  prefix: string;
}) {
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  // lazyRemote() hands out one cached component per remote module (a new one only after a
  // retry), so its identity is stable across renders; the static-components rule cannot see
  // the cache.
  const Routes = lazyRemote(id);
  const handleRetry = () => {
    lazyCache.delete(id);
    resetRemote(remote);
    setAttempt((a) => a + 1);
  };
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={handleRetry}>
      <Suspense fallback={<PageLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per module, see above */}
        <Routes prefix={prefix} />
      </Suspense>
    </RemoteBoundary>
  );
}
