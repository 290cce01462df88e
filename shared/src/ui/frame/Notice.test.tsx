import { fireEvent, render, screen } from '@testing-library/react';
import { Notice, NoticeButton } from './Notice';

describe('<Notice>', () => {
  it('announces a feature to come as a status, with its title and text', () => {
    render(
      <Notice tone="soon" title="图库即将上线">
        敬请期待。
      </Notice>,
    );
    const notice = screen.getByRole('status');
    expect(notice.getAttribute('data-tone')).toBe('soon');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('图库即将上线');
    expect(notice.textContent).toContain('敬请期待。');
  });

  it('raises an error as an alert with its action', () => {
    const retry = jest.fn();
    render(
      <Notice tone="error" title="彩种列表加载失败" action={<NoticeButton onClick={retry}>重新加载</NoticeButton>}>
        请检查网络后重试。
      </Notice>,
    );
    expect(screen.getByRole('alert').getAttribute('data-tone')).toBe('error');
    const button = screen.getByRole('button', { name: '重新加载' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('leaves out the heading and text it is not given', () => {
    render(<Notice tone="soon" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').querySelector('p')).toBeNull();
  });
});
