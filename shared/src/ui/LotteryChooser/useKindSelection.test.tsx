import { act, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { LotteriesApi } from '../../api';
import type { PublicLottery, SeriesGroupDto } from '../../domain';
import { createFakeApi } from '../../testing';
import type { FakeApi } from '../../testing';
import { RootStore, StoresProvider } from '../../stores';
import { useKindSelection } from './useKindSelection';
import { firstLottery, resolveKindSelection } from './kindSelection';

const lottery = (code: string, name: string, series: string, sort: number): PublicLottery & { baseCp: string } => ({
  code,
  name,
  cpType: 'pk10',
  group: 'pk10',
  category: 'jisu',
  series,
  sort,
  intervalSeconds: 75,
  simulated: true,
  baseCp: code,
});

const GROUPS: SeriesGroupDto<PublicLottery & { baseCp: string }>[] = [
  { series: '时时彩', label: '时时彩 系列', sort: 2, list: [lottery('jsssc', '极速时时彩', '时时彩', 4)] },
  {
    series: 'PK10',
    label: 'PK10 系列',
    sort: 1,
    list: [lottery('xyft', '幸运飞艇', 'PK10', 3), lottery('jspk10', '极速赛车', 'PK10', 1)],
  },
];

/** The shell's API answering every plan kind's list with `planLotteryGroups`. */
function fakeApi(planLotteryGroups: LotteriesApi['planLotteryGroups']) {
  const { api } = createFakeApi();
  api.lotteries.planLotteryGroups.mockImplementation(planLotteryGroups);
  return api;
}

const Probe = observer(function Probe({ code }: { code?: string }) {
  const { selection, retry } = useKindSelection('liangMian', code);
  return (
    <>
      <output data-testid="status">
        {selection.status === 'ok'
          ? `ok:${selection.lottery.code}`
          : selection.status === 'redirect'
            ? `redirect:${selection.code}`
            : selection.status}
      </output>
      <button type="button" onClick={retry}>
        retry
      </button>
    </>
  );
});

function renderProbe(api: FakeApi, code?: string) {
  const store = new RootStore({ api, log: { warn: () => undefined, error: () => undefined } });
  render(
    <StoresProvider store={store}>
      <Probe code={code} />
    </StoresProvider>,
  );
  return store;
}

describe('useKindSelection', () => {
  it('loads the kind once and redirects a missing code to the first lottery by sort', async () => {
    const calls: string[] = [];
    renderProbe(
      fakeApi(async (kind: string) => {
        calls.push(kind);
        return GROUPS;
      }),
    );
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(await screen.findByText('redirect:jspk10')).toBeTruthy();
    expect(calls).toEqual(['liangMian']);
  });

  it('resolves a code of the list to its lottery', async () => {
    renderProbe(
      fakeApi(async () => GROUPS),
      'xyft',
    );
    expect(await screen.findByText('ok:xyft')).toBeTruthy();
  });

  it('reports a failed list and fetches it again on retry', async () => {
    let fail = true;
    renderProbe(
      fakeApi(async () => {
        if (fail) throw new Error('offline');
        return GROUPS;
      }),
      'jsssc',
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(await screen.findByText('ok:jsssc')).toBeTruthy();
  });
});

describe('resolveKindSelection', () => {
  const list = (groups: typeof GROUPS) => ({
    lotteryList: groups.flatMap((g) => g.list),
    lotteryMap: Object.fromEntries(groups.flatMap((g) => g.list).map((l) => [l.code, l])),
    lotteryNameMapping: {},
    lotteryTypeItems: groups,
    everStore: true,
  });

  it('tells an unknown code apart from an empty list', () => {
    expect(resolveKindSelection(list(GROUPS), true, 'nope')).toEqual({ status: 'unknown', code: 'nope' });
    expect(resolveKindSelection(list([]), true, 'jspk10')).toEqual({ status: 'empty' });
    expect(firstLottery(list(GROUPS))?.code).toBe('jspk10');
  });
});
