import { render, screen } from '@testing-library/react';
import { PreparedStores, PreparedStoresProvider, usePreparedStore } from './PreparedStores';

function Page({ onStore }: { onStore: (s: { store: { name: string }; prepared: boolean }) => void }) {
  const state = usePreparedStore('page:a', () => ({ name: 'new' }));
  onStore(state);
  return <p>{state.store.name}</p>;
}

describe('PreparedStores: a first view’s stores, each taken once', () => {
  it('hands the prepared store to the first page that asks, a new one afterwards', () => {
    const prepared = new PreparedStores().set('page:a', { name: 'prepared' });
    const seen: { prepared: boolean }[] = [];
    const first = render(
      <PreparedStoresProvider value={prepared}>
        <Page onStore={(s) => seen.push(s)} />
      </PreparedStoresProvider>,
    );
    expect(screen.getByText('prepared')).toBeTruthy();
    first.rerender(
      <PreparedStoresProvider value={prepared}>
        <Page onStore={(s) => seen.push(s)} />
      </PreparedStoresProvider>,
    );
    expect(screen.getByText('prepared')).toBeTruthy(); // the same mount keeps its store
    first.unmount();
    render(
      <PreparedStoresProvider value={prepared}>
        <Page onStore={(s) => seen.push(s)} />
      </PreparedStoresProvider>,
    );
    expect(screen.getByText('new')).toBeTruthy();
    expect(seen.map((s) => s.prepared)).toEqual([true, true, false]);
  });

  it.each([undefined, null, 'text', { 'page:a': { name: 'forged' } }])(
    'anything but PreparedStores as the first view (%p) provides nothing',
    (value) => {
      render(
        <PreparedStoresProvider value={value}>
          <Page onStore={() => undefined} />
        </PreparedStoresProvider>,
      );
      expect(screen.getByText('new')).toBeTruthy();
    },
  );
});
