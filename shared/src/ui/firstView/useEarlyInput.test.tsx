import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyInput } from './useEarlyInput';

/** A controlled input whose state is shown beside it (what a store would hold). */
function Search({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, value, setValue);
  return (
    <>
      <input ref={ref} aria-label="搜索" value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('useEarlyInput', () => {
  it.each([
    ['typed before the scripts ran: taken', '', 'xg', 'xg'],
    ['nothing typed: nothing changes', 'liuhe', null, 'liuhe'],
    ['the server’s text cleared: taken', 'liuhe', '', ''],
  ])('%s', async (_, initial, typed, expected) => {
    document.body.innerHTML = `<div id="root">${renderToString(<Search initial={initial} />)}</div>`;
    const container = document.getElementById('root')!;
    const input = container.querySelector('input')!;
    if (typed !== null) input.value = typed;
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Search initial={initial} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('output')!.textContent).toBe(expected);
    expect(input.value).toBe(expected);
    await act(async () => root.unmount());
  });
});
