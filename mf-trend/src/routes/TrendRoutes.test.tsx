import { screen } from '@testing-library/react';
import { createFakeApi, LOTTERY_FIXTURES, renderRemote } from '@cp/shared/testing';
import DesktopRoutes from '../expose/desktop';
import MobileRoutes from '../expose/mobile';

const fixtureApi = () => createFakeApi(LOTTERY_FIXTURES).api;

/** The remote alone (its standalone page, or a shell without the contract's lottery pages) shows the 404 view too. */
describe('mf-trend: a page about an unknown lottery', () => {
  it.each([
    ['/lottery/trend', '返回走势图表'],
    ['/lottery/history', '返回历史开奖'],
    ['/m/lottery/trend', '返回走势图表'],
    ['/m/lottery/history', '返回历史开奖'],
  ])('%s/xxx shows the 404 view, titled 404, with the link %s', async (prefix, back) => {
    const Tree = prefix.startsWith('/m/') ? MobileRoutes : DesktopRoutes;
    const { store, container } = renderRemote(Tree, prefix, `${prefix}/xxx`, fixtureApi());
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe(prefix);
    expect(store.ui.titleSuffix).toBe('404 |');
    expect(container.querySelector('[data-testid="not-found"]')?.getAttribute('data-remote')).toBe('mf_trend');
  });
});
