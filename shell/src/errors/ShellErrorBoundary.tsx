import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isApiError } from '@cp/shared/api';
import { PageLoading } from '@cp/shared/ui';
import { isChunkLoadError, reloadOnce, sessionStore } from './chunkReload';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** A new key (the path) clears the error, so navigating away leaves the error page. */
  resetKey?: string;
  /** Injectable for tests; reloads the page by default. */
  reload?: () => void;
}

interface State {
  error: unknown;
  reloading: boolean;
  key: string | undefined;
}

const statusOf = (error: unknown): number => {
  const e = error as { status?: unknown; httpStatus?: unknown } | null;
  const s = Number(e?.status ?? e?.httpStatus);
  return Number.isInteger(s) && s >= 400 && s < 600 ? s : 500;
};

/**
 * Catches errors thrown while rendering shell pages: a chunk-load failure reloads the page
 * once (never in a loop), anything else shows the error page in place of the page.
 */
export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { key: props.resetKey, error: null, reloading: false } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] page failed', error, info.componentStack);
    if (isChunkLoadError(error)) {
      const reload = this.props.reload ?? (() => window.location.reload());
      if (reloadOnce(sessionStore(), reload)) this.setState({ reloading: true });
    }
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return <PageLoading text="正在更新页面…" />;
    const message = isChunkLoadError(error)
      ? '页面资源加载失败，请检查网络后刷新页面'
      : isApiError(error)
        ? error.message
        : '页面出错了，请稍后再试';
    return <ErrorPage status={statusOf(error)} message={message} onRetry={() => this.setState({ error: null })} />;
  }
}
