import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFAULT_TOGGLES, type ToggleName } from '../model';
import { TrendToolbar } from './TrendToolbar';

describe('TrendToolbar taking over the server’s toolbar', () => {
  it.each<[string, ToggleName[]]>([
    ['nothing touched: nothing applied', []],
    ['one box tapped before the scripts ran: applied once', ['presentLine']],
    ['two boxes tapped: both applied', ['presentMissing', 'presentLineMissingLayer']],
  ])('%s', async (_, tapped) => {
    const toolbar = (onToggle: (name: ToggleName) => void) => (
      <TrendToolbar
        toggles={DEFAULT_TOGGLES}
        range={30}
        loading={false}
        mobile
        onToggle={onToggle}
        onRange={() => undefined}
      />
    );
    document.body.innerHTML = `<div id="root">${renderToString(toolbar(() => undefined))}</div>`;
    const container = document.getElementById('root')!;
    for (const name of tapped)
      container.querySelector<HTMLInputElement>(`[data-testid="trend-toggle-${name}"]`)!.click();
    const applied: ToggleName[] = [];
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(
        container,
        toolbar((name) => applied.push(name)),
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(applied.sort()).toEqual([...tapped].sort());
    // A later render (the store's answer) does not apply them again.
    await act(async () => root.render(toolbar((name) => applied.push(name))));
    expect(applied).toHaveLength(tapped.length);
    await act(async () => root.unmount());
  });
});
