import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { FormStore } from './FormStore';
import { NO_SCRIPT, Submit } from './Fields';

const form = () => new FormStore({ userName: '' }, { userName: { rule: 'userName' } });

describe('Submit', () => {
  it('in the server HTML: a disabled button and, for a browser without scripts, why', () => {
    const html = renderToString(<Submit form={form()}>登录</Submit>);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>登录<\/button>/);
    expect(html).toMatch(new RegExp(`<noscript>.*${NO_SCRIPT}.*</noscript>`));
  });

  it('in the browser: the button works and the notice is not shown', () => {
    render(<Submit form={form()}>登录</Submit>);
    expect((screen.getByRole('button', { name: '登录' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(NO_SCRIPT)).toBeNull();
  });
});
