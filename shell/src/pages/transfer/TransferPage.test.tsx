import { act, fireEvent, screen } from '@testing-library/react';
import { TransferPage } from './TransferPage';
import { renderWithShell } from '../../testing/render';
import { fakeStore, lottery } from '@cp/shared/testing';

async function mount() {
  const { store, api } = fakeStore();
  api.lotteries.publicLotteries.mockResolvedValue({
    jspk10: lottery('jspk10', { name: '极速赛车', sort: 1 }),
    hk6: lottery('hk6', { name: '香港六合彩', group: 'hk6', category: 'china', sort: 22 }),
  });
  await act(() => store.lotteries.loadPublic());
  renderWithShell(<TransferPage />, store, { path: '/transfer' });
}

const code = () => (screen.getByTestId('embed-code') as HTMLTextAreaElement).value;

describe('/transfer', () => {
  it('starts with 极速赛车 at 400 px and auto height', async () => {
    await mount();
    expect(code()).toBe(
      `<iframe src="${window.location.origin}/transfer/toolbox/jspk10" width="400" height="200" frameborder="0" scrolling="no"></iframe>`,
    );
    expect(screen.getAllByTestId('embed-preview')).toHaveLength(1);
  });

  it('adds one iframe per chosen lottery and follows the chosen width', async () => {
    await mount();
    fireEvent.click(screen.getByLabelText('香港六合彩'));
    fireEvent.click(screen.getByLabelText('600px'));
    expect(code().split('\n')).toHaveLength(2);
    expect(code()).toContain('/transfer/toolbox/hk6" width="600"');
  });

  it('uses the height the widget reports for auto, a typed one for custom', async () => {
    await mount();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'cp-toolbox-size', code: 'jspk10', height: 163 },
        }),
      );
    });
    expect(code()).toContain('height="163"');
    fireEvent.click(screen.getAllByLabelText('自定义')[1]);
    fireEvent.change(screen.getByLabelText('自定义高度'), { target: { value: '300' } });
    expect(code()).toContain('height="300"');
  });

  it('copies the code and says 已复制', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await mount();
    await act(async () => fireEvent.click(screen.getByTestId('copy-embed')));
    expect(writeText).toHaveBeenCalledWith(code());
    expect(screen.getByTestId('copy-embed').textContent).toBe('已复制');
  });

  it('asks for a choice when nothing is selected', async () => {
    await mount();
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.getByTestId('no-data').textContent).toContain('请先在上方选择彩种');
  });
});
