import type { StaffImage } from '@shop/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageList, moved } from './image-list';
import { UploadZone } from './upload-zone';

const image = (id: number, sort: number, cover = false): StaffImage => ({
  id,
  src: `/media/products/1/${id}-640.webp`,
  caption: '',
  cover,
  width: 640,
  height: 480,
  sort,
  variants: { widths: [160, 320, 640], avif: [] },
});

describe('the upload zone', () => {
  it('is a labelled file input a keyboard reaches; chosen files go up at once, and it waits while uploading', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { rerender } = render(
      <UploadZone
        label="Nahrať obrázky"
        help="JPEG, PNG alebo WebP"
        accept="image/jpeg"
        multiple
        pending={false}
        onFiles={onFiles}
      />,
    );
    const input = screen.getByLabelText('Nahrať obrázky');
    expect(input).toHaveAccessibleDescription('JPEG, PNG alebo WebP');
    await user.tab();
    expect(input).toHaveFocus();
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    await user.upload(input, files);
    expect(onFiles).toHaveBeenCalledWith(files);

    rerender(<UploadZone label="Nahrať obrázky" help="JPEG" accept="image/jpeg" multiple pending onFiles={onFiles} />);
    expect(screen.getByLabelText('Nahrať obrázky')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Nahráva sa…');
  });
});

describe('the image list', () => {
  it('lists images in order with a cover radio, alt text and move buttons that send the new order', async () => {
    const user = userEvent.setup();
    const actions = { pending: false, onCaption: vi.fn(), onCover: vi.fn(), onOrder: vi.fn(), onDelete: vi.fn() };
    render(<ImageList images={[image(7, 1), image(5, 0, true), image(9, 2)]} productName="Kamera" actions={actions} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Obrázok 1', 'Obrázok 2', 'Obrázok 3']);
    expect(within(items[0] as HTMLElement).getByRole('radio', { name: /Titulný obrázok/ })).toBeChecked();
    expect(within(items[0] as HTMLElement).getByRole('button', { name: /Posunúť vyššie/ })).toBeDisabled();
    expect(within(items[0] as HTMLElement).getByRole('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('-160.webp 160w'),
    );

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: /Posunúť vyššie/ }));
    expect(actions.onOrder).toHaveBeenCalledWith([7, 5, 9]);
    await user.click(within(items[2] as HTMLElement).getByRole('radio', { name: /Titulný obrázok/ }));
    expect(actions.onCover).toHaveBeenCalledWith(9);
    await user.type(within(items[1] as HTMLElement).getByLabelText('Popis obrázka (alternatívny text)'), 'Bok');
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Uložiť popis' }));
    expect(actions.onCaption).toHaveBeenCalledWith(7, 'Bok');
  });

  it('moves an id by one place', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });
});
