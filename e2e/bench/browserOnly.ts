/**
 * For reference in the trend bench: what the browser alone spends on the open trend table, with
 * no script of the app (a copy of its last body row appended, or one period text changed).
 */
import type { Page } from 'playwright-core';
import { measure, type Sample } from './trace';

/**
 * In the page, without the app: makes a change to the open table's DOM (`row`: appends a copy of
 * its last body row; `text`: changes the last row's period text), marks `cp:bench:floor` before
 * and `cp:bench:floor:painted` once the frame is painted (a frame callback, then a task: the same
 * as the app's own marks). `undo` takes the change back afterwards (not measured).
 */
function browserOnly([kind, undo]: readonly ['row' | 'text', boolean]): void {
  const chunk = [...document.querySelectorAll('[data-testid="trend-body"] > .ck')].pop();
  const last = chunk?.lastElementChild;
  if (!chunk || !last) throw new Error('no body row');
  const period = last.firstElementChild!.firstChild as Text;
  if (undo) {
    if (kind === 'row') last.remove();
    else period.nodeValue = period.nodeValue!.slice(0, -1);
    return;
  }
  performance.mark('cp:bench:floor');
  if (kind === 'row') chunk.appendChild(last.cloneNode(true));
  else period.nodeValue += '*';
  requestAnimationFrame(() => setTimeout(() => performance.mark('cp:bench:floor:painted'), 0));
}

export async function browserFloor(page: Page, kind: 'row' | 'text', runs: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    samples.push(
      await measure(page, 'cp:bench:floor', 'cp:bench:floor:painted', () =>
        page.evaluate(browserOnly, [kind, false] as const),
      ),
    );
    await page.evaluate(browserOnly, [kind, true] as const);
    await page.waitForTimeout(100);
  }
  return samples;
}
