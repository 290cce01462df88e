import { fireEvent, screen } from '@testing-library/react';
import { preloadRemote } from '@cp/shared/mf';
import { MainMenu } from './MainMenu';
import { renderWithShell } from '../../testing/render';
import { fakeStore } from '@cp/shared/testing';

jest.mock('@cp/shared/mf', () => ({ ...jest.requireActual('@cp/shared/mf'), preloadRemote: jest.fn() }));

describe('<MainMenu> preloading', () => {
  it('loads the remote of an entry in the background when the pointer reaches it, not for the shell’s own', () => {
    const { store } = fakeStore();
    renderWithShell(<MainMenu />, store, { path: '/' });
    fireEvent.mouseEnter(screen.getByRole('link', { name: '竞猜中心' }).parentElement as HTMLElement);
    expect(preloadRemote).toHaveBeenCalledWith('mf_guess');
    fireEvent.mouseEnter(screen.getByRole('link', { name: /图库/ }).parentElement as HTMLElement);
    expect(preloadRemote).toHaveBeenLastCalledWith('mf_gallery');
    (preloadRemote as jest.Mock).mockClear();
    fireEvent.mouseEnter(screen.getByRole('link', { name: '首页' }).parentElement as HTMLElement);
    fireEvent.mouseEnter(screen.getByRole('link', { name: '开奖调用' }).parentElement as HTMLElement);
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
