import { act, screen } from '@testing-library/react';
import { ToolboxPage } from './ToolboxPage';
import { renderWithShell } from '../../testing/render';
import { drawInfo, fakeStore, lottery } from '@cp/shared/testing';

async function mount(path: string) {
  const { store, api } = fakeStore();
  api.lotteries.publicLotteries.mockResolvedValue({ jspk10: lottery('jspk10', { name: '极速赛车' }) });
  api.draws.drawInfos.mockResolvedValue([drawInfo('jspk10', '20261121-0458')]);
  await act(() => store.lotteries.loadPublic());
  renderWithShell(<ToolboxPage />, store, { path, pattern: '/transfer/toolbox/:code?' });
  await act(async () => undefined);
  return { store, api };
}

describe('/transfer/toolbox', () => {
  it('shows the lottery’s latest draw with a countdown, live', async () => {
    const { api } = await mount('/transfer/toolbox/jspk10');
    expect(screen.getByTestId('toolbox').textContent).toContain('极速赛车');
    expect(screen.getByTestId('draw-period').textContent).toBe('20261121-0458');
    expect(screen.getAllByTestId('draw-ball')).toHaveLength(10);
    expect(screen.getByTestId('countdown')).toBeTruthy();
    expect(api.draws.drawInfos).toHaveBeenCalledWith(['jspk10']);
  });

  it('says 未知彩种 for an unknown code and asks for nothing', async () => {
    const { api } = await mount('/transfer/toolbox/nope');
    expect(screen.getByTestId('toolbox-unknown').textContent).toBe('未知彩种');
    expect(api.draws.drawInfos).not.toHaveBeenCalled();
  });
});
