import { clampSize, embedSnippet, isToolboxSizeMessage, toolboxUrl } from './embed';

describe('embed code', () => {
  it('is an iframe of the widget with the chosen size, no border, no scrolling', () => {
    expect(embedSnippet('https://kj.example.com', 'jspk10', 400, 152)).toBe(
      '<iframe src="https://kj.example.com/transfer/toolbox/jspk10" width="400" height="152" frameborder="0" scrolling="no"></iframe>',
    );
  });

  it('builds the widget address without a double slash', () => {
    expect(toolboxUrl('http://a.b/', 'hk6')).toBe('http://a.b/transfer/toolbox/hk6');
  });

  it('keeps typed sizes within bounds and falls back on junk', () => {
    expect(clampSize('500', 240, 1200, 400)).toBe(500);
    expect(clampSize('100', 240, 1200, 400)).toBe(240);
    expect(clampSize(5000, 240, 1200, 400)).toBe(1200);
    expect(clampSize('', 240, 1200, 400)).toBe(400);
    expect(clampSize('abc', 240, 1200, 400)).toBe(400);
  });

  it('recognises the size messages of the widget', () => {
    expect(isToolboxSizeMessage({ type: 'cp-toolbox-size', code: 'hk6', height: 180 })).toBe(true);
    expect(isToolboxSizeMessage({ type: 'other' })).toBe(false);
    expect(isToolboxSizeMessage(null)).toBe(false);
  });
});
