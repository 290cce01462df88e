import { isToolboxPath } from './protectedPaths';

describe('isToolboxPath', () => {
  it('matches the widget and nothing else', () => {
    expect(isToolboxPath('/transfer/toolbox')).toBe(true);
    expect(isToolboxPath('/transfer/toolbox/jspk10')).toBe(true);
    expect(isToolboxPath('/transfer')).toBe(false);
    expect(isToolboxPath('/transfer/toolboxes')).toBe(false);
  });
});
