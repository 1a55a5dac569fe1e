import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImagePreview } from './image-preview';
import { renderWithProviders } from './test-utils';

const stateOf = () =>
  document.querySelector('[data-image-state]')?.getAttribute('data-image-state');

describe('ImagePreview', () => {
  it('starts loading, 32 px wide, with the image kept hidden', () => {
    renderWithProviders(<ImagePreview src="/img/csavar.png" alt="Csavar" />);
    expect(stateOf()).toBe('loading');
    const image = screen.getByRole('img', { name: 'Csavar' });
    expect(image).toHaveAttribute('width', '32');
    expect(image).toHaveAttribute('data-hidden', 'true');
  });

  it('shows the image once loaded', () => {
    renderWithProviders(<ImagePreview src="/img/csavar.png" alt="Csavar" width={48} />);
    const image = screen.getByRole('img', { name: 'Csavar' });
    fireEvent.load(image);
    expect(stateOf()).toBe('loaded');
    expect(image).not.toHaveAttribute('data-hidden');
    expect(image).toHaveAttribute('width', '48');
  });

  it('shows a placeholder when the image fails', () => {
    renderWithProviders(<ImagePreview src="/img/nincs.png" alt="Csavar" />);
    fireEvent.error(screen.getByRole('img', { name: 'Csavar' }));
    expect(stateOf()).toBe('errored');
    expect(screen.getByRole('img', { name: 'A kép nem érhető el' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Csavar' })).not.toBeInTheDocument();
  });

  it('loads again when the address changes', () => {
    const { rerender } = renderWithProviders(<ImagePreview src="/img/nincs.png" alt="Csavar" />);
    fireEvent.error(screen.getByRole('img', { name: 'Csavar' }));
    rerender(<ImagePreview src="/img/csavar.png" alt="Csavar" />);
    expect(stateOf()).toBe('loading');
  });

  it('pops up a larger image on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImagePreview src="/img/csavar.png" alt="Csavar" popupWidth={240} />);
    fireEvent.load(screen.getByRole('img', { name: 'Csavar' }));
    const trigger = screen.getByRole('button', { name: 'Csavar – nagyítás' });

    await user.hover(trigger);
    const popup = screen.getByRole('dialog');
    expect(popup.querySelector('img')).toHaveAttribute('width', '240');
    await user.unhover(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no popup while the image is not loaded, nor without popupWidth', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <ImagePreview src="/img/csavar.png" alt="Csavar" popupWidth={240} />,
    );
    await user.hover(screen.getByRole('button', { name: 'Csavar – nagyítás' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<ImagePreview src="/img/csavar.png" alt="Csavar" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
