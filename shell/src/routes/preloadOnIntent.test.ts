import { preloadOnIntent } from './preloadOnIntent';

describe('preloadOnIntent', () => {
  let root: HTMLElement;
  let paths: string[];
  let stop: () => void;
  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = `
      <a id="page" href="/m/news/12"><span id="inner">资讯</span></a>
      <a id="encoded" href="/m/lottery/group/%E5%BF%AB"></a>
      <a id="other" href="https://example.com/m/app">外站</a>
      <button id="button">按钮</button>`;
    document.body.appendChild(root);
    paths = [];
    stop = preloadOnIntent(root, (path) => paths.push(path));
  });
  afterEach(() => {
    stop();
    root.remove();
  });
  const fire = (id: string, type: string) =>
    document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));

  it.each([
    ['pointerover', 'page', ['/m/news/12']],
    ['pointerdown', 'inner', ['/m/news/12']],
    ['focusin', 'page', ['/m/news/12']],
    ['pointerover', 'encoded', ['/m/lottery/group/快']],
    ['pointerover', 'other', []],
    ['pointerover', 'button', []],
    ['click', 'page', []],
  ])('%s on #%s preloads %j', (type, id, expected) => {
    fire(id, type);
    expect(paths).toEqual(expected);
  });

  it('stops listening when told', () => {
    stop();
    fire('page', 'pointerdown');
    expect(paths).toEqual([]);
  });
});
