import { act, fireEvent, screen } from '@testing-library/react';
import { PopupHost } from './PopupHost';
import { renderWithShell } from '../testing/render';
import { drawInfo, fakeStore } from '@cp/shared/testing';

describe('site-wide popups', () => {
  it('opens the rules of a lottery from the store and renders its sections', async () => {
    const { store, api } = fakeStore();
    api.rules.ruleText.mockResolvedValue({
      code: 'jspk10',
      name: '极速赛车',
      group: 'pk10',
      title: '极速赛车玩法规则',
      sections: [{ heading: '冠亚和', paragraphs: ['冠军号码与亚军号码相加'] }],
    });
    renderWithShell(<PopupHost />, store);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => store.popups.openRules('jspk10', '极速赛车'));
    expect(api.rules.ruleText).toHaveBeenCalledWith('jspk10');
    expect(screen.getByRole('dialog').textContent).toContain('极速赛车玩法规则');
    expect(screen.getByRole('heading', { name: '冠亚和' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(store.popups.description.active).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a retry when the rules cannot be fetched', async () => {
    const { store, api } = fakeStore();
    api.rules.ruleText.mockRejectedValueOnce(new Error('down'));
    renderWithShell(<PopupHost />, store);
    await act(async () => store.popups.openRules('hk6', '香港六合彩'));
    expect(screen.getByTestId('no-data').textContent).toContain('规则加载失败');
  });

  it('shows a prediction explanation handed over by a remote', () => {
    const { store } = fakeStore();
    renderWithShell(<PopupHost />, store);
    act(() =>
      store.popups.openPrediction('jspk10', '极速赛车', { title: '杀号说明', paragraphs: ['五位专家各杀一码'] }),
    );
    expect(screen.getByRole('dialog').textContent).toContain('杀号说明');
    expect(screen.getByText('五位专家各杀一码')).toBeTruthy();
  });

  it('opens the draw video of a lottery and watches its draws', async () => {
    const { store, api } = fakeStore();
    api.draws.drawInfos.mockResolvedValue([drawInfo('jspk10', '20261121-0458')]);
    renderWithShell(<PopupHost />, store);
    await act(async () => store.popups.openVideo('jspk10', '极速赛车'));
    expect(screen.getByRole('dialog').textContent).toContain('极速赛车 开奖视频');
    expect(api.draws.drawInfos).toHaveBeenCalledWith(['jspk10']);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(store.popups.video.active).toBe(false);
  });
});
