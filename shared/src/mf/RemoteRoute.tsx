import { Component, Suspense, createContext, lazy, useContext, useEffect, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import type { HttpClient } from '../api';
import type { RootStore } from '../stores';
import { RemoteFallback } from '../ui/RemoteFallback';
import { PageLoading } from '../ui/PageLoading';
import { loadRemoteModule, resetRemote } from './runtime';

/**
 * Props every exposed route tree receives: the route prefix it is mounted under, and — on the
 * page's first view only — what its own `prepareFirstView` returned (opaque to the shell).
 */
export interface RemoteRouteProps {
  prefix: string;
  firstView?: unknown;
}

/** What a remote's first view is prepared with: the page, the shell's stores, the HTTP client to read with. */
export interface RemoteFirstViewInput {
  path: string;
  prefix: string;
  root: RootStore;
  /** The server's recording client, or the browser's shared one (primed with the server's answers). */
  client: HttpClient;
}

/**
 * An exposed route module: the route tree, and optionally its first view — the data the page
 * shows first, loaded before it renders, so the server can render it whole and the browser
 * hydrate the same markup from the same answers (docs/ARCHITECTURE.md, "First view"). It
 * returns null for a page the server should leave to the browser.
 */
export interface RemoteRouteModule {
  default: ComponentType<RemoteRouteProps>;
  prepareFirstView?: (input: RemoteFirstViewInput) => Promise<unknown>;
}

/**
 * The route tree with its prepared first view, the same wrapper on the server and in the browser.
 * Once the browser has taken the server's markup over (hydrated: its buttons answer), the page's
 * root element says so — `<html data-first-view="taken">`, what end-to-end tests wait for before
 * they click.
 */
export function withFirstView(Routes: ComponentType<RemoteRouteProps>, firstView: unknown) {
  return function FirstViewRoutes({ prefix }: RemoteRouteProps) {
    useEffect(() => {
      document.documentElement.dataset.firstView = 'taken';
      takenOver();
    }, []);
    return <Routes prefix={prefix} firstView={firstView} />;
  };
}

/** A remote route rendered by the server: its module id and the route tree, prepared. */
export interface ServerRemote {
  id: string;
  Routes: ComponentType<RemoteRouteProps>;
}

/** Given by the shell's server render for the page's remote; null in the browser. */
export const ServerRemoteContext = createContext<ServerRemote | null>(null);

let expected: { id: string; prepare: (module: RemoteRouteModule) => Promise<unknown> } | null = null;

/**
 * The browser's half: the server rendered remote module `id` on this page, so its first load
 * runs the module's prepareFirstView through `prepare` before the tree renders — hydration then
 * meets the same markup (the server's stays on screen meanwhile). Once, for the first load.
 */
export function expectRemoteFirstView(id: string, prepare: (module: RemoteRouteModule) => Promise<unknown>): void {
  expected = { id, prepare };
  pending = true;
}

/** A remote's first view is expected and not yet taken over (hydrated). */
let pending = false;
const onTaken = new Set<() => void>();

function takenOver(): void {
  pending = false;
  const fns = [...onTaken];
  onTaken.clear();
  fns.forEach((fn) => fn());
}

/**
 * Runs `fn` once the page's remote has taken its server-rendered first view over — at once when
 * none is expected. The remote hydrates after the shell (its module loads first): what must stay
 * as the server rendered it until then (a countdown's starting moment) waits for this. Returns a
 * cancel function.
 */
export function whenRemoteFirstViewTaken(fn: () => void): () => void {
  if (!pending) {
    fn();
    return () => undefined;
  }
  onTaken.add(fn);
  return () => onTaken.delete(fn);
}

async function loadRoutes(id: string): Promise<{ default: ComponentType<RemoteRouteProps> }> {
  const module = await loadRemoteModule<RemoteRouteModule>(id);
  const first = expected?.id === id ? expected : null;
  if (first) expected = null;
  if (!first || typeof module.prepareFirstView !== 'function') {
    // Nothing of it to hydrate: the browser renders it afresh.
    if (first) takenOver();
    return module;
  }
  // A failed preparation leaves the page to load its data itself (firstView undefined).
  const firstView = await first.prepare(module).catch(() => undefined);
  return { default: withFirstView(module.default, firstView) };
}

const lazyCache = new Map<string, ComponentType<RemoteRouteProps>>();

function lazyRemote(id: string): ComponentType<RemoteRouteProps> {
  let c = lazyCache.get(id);
  if (!c) {
    c = lazy(() => loadRoutes(id));
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
  const server = useContext(ServerRemoteContext);
  const [attempt, setAttempt] = useState(0);
  // lazyRemote() hands out one cached component per remote module (a new one only after a
  // retry), so its identity is stable across renders; the static-components rule cannot see
  // the cache.
  const Routes = server?.id === id ? server.Routes : lazyRemote(id);
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
