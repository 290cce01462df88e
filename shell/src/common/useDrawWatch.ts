import { useEffect } from 'react';
import { useStores } from '@cp/shared/stores';

/**
 * Keeps some lotteries' latest draws live while the calling page is mounted (the push stream,
 * with polling at the next draw time as the fallback).
 */
export function useDrawWatch(codes: readonly string[]): void {
  const { draws } = useStores();
  const key = codes.join(',');
  useEffect(() => {
    if (!key) return undefined;
    return draws.watch(key.split(','));
  }, [draws, key]);
}
