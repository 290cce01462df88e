import { fireEvent, render, screen } from '@testing-library/react';
import { Popup } from './Popup';

function mount(open = true) {
  const onClose = jest.fn();
  const view = render(
    <Popup open={open} title="玩法规则" onClose={onClose}>
      <p>正文</p>
    </Popup>,
  );
  return { onClose, ...view };
}

describe('<Popup>', () => {
  it('renders nothing while closed', () => {
    mount(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the title and the body in a modal dialog', () => {
    mount();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('玩法规则').id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(screen.getByText('正文')).toBeTruthy();
  });

  it('closes with the close button', () => {
    const { onClose } = mount();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Esc', () => {
    const { onClose } = mount();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on the backdrop but not on a click inside', () => {
    const { onClose } = mount();
    fireEvent.mouseDown(screen.getByText('正文'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('popup-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scrolling while open and restores it on close', () => {
    const view = mount();
    expect(document.body.style.overflow).toBe('hidden');
    view.unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('stops listening for Esc once closed', () => {
    const { onClose, rerender } = mount();
    rerender(
      <Popup open={false} title="玩法规则" onClose={onClose}>
        <p>正文</p>
      </Popup>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
