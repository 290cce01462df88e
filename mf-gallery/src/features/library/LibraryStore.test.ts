import { tukuApi } from '../../api';
import { TUKU, tukuHttp } from '../../testing/tukuHttp';
import { LibraryStore } from './LibraryStore';

const enabledLetters = (store: LibraryStore) => store.letters.filter((l) => l.enabled).map((l) => l.letter);

describe('LibraryStore', () => {
  it('asks for its library grouped by pinyin initial, and enables the index letters that have categories', async () => {
    const http = tukuHttp();
    const store = new LibraryStore('liuHe', { api: tukuApi(http) });
    await store.load();
    expect(http.requestsTo('get', `${TUKU}/categoriesByPinyin`).map((r) => r.params)).toEqual([{ cpType: 'liuHe' }]);
    expect(store.visibleGroups.map((g) => [g.initial, g.list.length])).toEqual([
      ['F', 4],
      ['J', 4],
      ['L', 1],
      ['X', 4],
    ]);
    expect(store.letters).toHaveLength(26);
    expect(enabledLetters(store)).toEqual(['F', 'J', 'L', 'X']);
  });

  it.each([
    ['xg', ['X'], 4],
    ['xiang', ['X'], 4],
    ['香港六合彩开奖', ['X'], 1],
    ['开奖图', ['F', 'J', 'X'], 3],
    ['kjt', ['F', 'J', 'X'], 3],
    ['jx', ['L'], 1],
    ['nothing', [], 0],
    ['', ['F', 'J', 'L', 'X'], 13],
  ])('filters by "%s": letters %j, %i categories', async (query, letters, count) => {
    const store = new LibraryStore('liuHe', { api: tukuApi(tukuHttp()) });
    await store.load();
    store.setQuery(query);
    expect(enabledLetters(store)).toEqual(letters);
    expect(store.visibleCount).toBe(count);
  });

  it.each([
    ['liuHe', 'hk6-sxb'],
    ['pk10', null],
  ] as const)('finds the 特码生肖表 of %s: %s', async (type, id) => {
    const store = new LibraryStore(type, { api: tukuApi(tukuHttp()) });
    await store.load();
    expect(store.zodiacTable?.id ?? null).toBe(id);
  });

  it('falls back to another six-mark lottery’s zodiac table when 香港六合彩 has none', async () => {
    const http = tukuHttp((h) =>
      h.on('get', `${TUKU}/categoriesByPinyin`, () => [
        {
          initial: 'J',
          list: [
            { id: 'js6-kj', name: '极速六合彩开奖图' },
            { id: 'js6-sxb', name: '极速六合彩特码生肖表' },
          ],
        },
      ]),
    );
    const store = new LibraryStore('liuHe', { api: tukuApi(http) });
    await store.load();
    expect(store.zodiacTable?.id).toBe('js6-sxb');
  });

  it('keeps a failure for the page and loads again on retry', async () => {
    const http = tukuHttp();
    http.failNext();
    const store = new LibraryStore('pk10', { api: tukuApi(http) });
    await store.load();
    expect([store.groups, store.error]).toEqual([null, '网络连接失败，请检查网络']);
    await store.retry();
    expect(store.error).toBeNull();
    expect(store.visibleGroups.map((g) => g.initial)).toEqual(['J', 'P', 'X']);
  });
});
