import { act, fireEvent, screen, within } from '@testing-library/react';
import { MobileDrawCard } from './MobileDrawCard';
import { DrawRow } from './DrawRow';
import { renderWithShell } from '../../testing/render';
import { drawInfo, fakeStore, lottery } from '@cp/shared/testing';

describe('draw cards', () => {
  it('show the latest draw and change to each new draw as it is pushed', () => {
    const { store } = fakeStore();
    store.draws.apply(
      drawInfo('jspk10', '20261121-0457', Date.now() - 75_000, { balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }),
    );
    renderWithShell(<MobileDrawCard lottery={lottery('jspk10', { name: '极速赛车' })} />, store);
    const card = screen.getByTestId('draw-card-jspk10');
    expect(within(card).getByTestId('draw-period').textContent).toBe('20261121-0457');
    act(() =>
      store.draws.apply(drawInfo('jspk10', '20261121-0458', Date.now(), { balls: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] })),
    );
    expect(within(card).getByTestId('draw-period').textContent).toBe('20261121-0458');
    expect(
      within(card)
        .getAllByTestId('draw-ball')
        .map((b) => b.textContent),
    ).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
  });

  it('open the video and the rules of their lottery', () => {
    const { store } = fakeStore();
    renderWithShell(<DrawRow lottery={lottery('hk6', { name: '香港六合彩', group: 'hk6' })} />, store);
    expect(within(screen.getByTestId('draw-card-hk6')).getByText('加载中…')).toBeTruthy();
    fireEvent.click(screen.getByTestId('open-video'));
    expect(store.popups.video).toEqual({ active: true, lotteryCode: 'hk6', name: '香港六合彩' });
    fireEvent.click(screen.getByTestId('open-rules'));
    expect(store.popups.description).toMatchObject({ active: true, lotteryCode: 'hk6', descriptionType: 'rules' });
  });
});
