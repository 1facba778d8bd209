import { imageSrcSet, type StaffImage } from '@shop/contract';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { ItemActions } from './item-actions';

/** The images in the storefront's order (the cover is shown first there whatever its place). */
export const inOrder = <T extends { sort: number; id: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.sort - b.sort || a.id - b.id);

/** The ids with the one at `index` moved by `by` places. */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id !== undefined) next.splice(index + by, 0, id);
  return next;
}

export interface ImageActions {
  pending: boolean;
  onCaption: (imageId: number, caption: string) => void;
  onCover: (imageId: number) => void;
  onOrder: (ids: number[]) => void;
  onDelete: (image: StaffImage, position: number) => void;
}

/**
 * The product's images: each with its alt text, the cover choice (radio buttons: exactly one),
 * move up/down and delete. Every control is a native one with its own label.
 */
export function ImageList({
  images,
  productName,
  actions,
}: {
  images: StaffImage[];
  productName: string;
  actions: ImageActions;
}) {
  const list = inOrder(images);
  const ids = list.map((i) => i.id);
  if (list.length === 0) return <p>{t('media.noImages')}</p>;
  return (
    <fieldset className="media-list">
      <legend>{t('media.coverLegend')}</legend>
      <ol className="media-list__items">
        {list.map((image, index) => (
          <ImageItem
            key={image.id}
            image={image}
            position={index + 1}
            productName={productName}
            first={index === 0}
            last={index === list.length - 1}
            actions={actions}
            onMove={(by) => actions.onOrder(moved(ids, index, by))}
          />
        ))}
      </ol>
    </fieldset>
  );
}

function ImageItem({
  image,
  position,
  productName,
  first,
  last,
  actions,
  onMove,
}: {
  image: StaffImage;
  position: number;
  productName: string;
  first: boolean;
  last: boolean;
  actions: ImageActions;
  onMove: (by: -1 | 1) => void;
}) {
  const [caption, setCaption] = useState(image.caption);
  const captionId = `image-${image.id}-caption`;
  const srcSet = imageSrcSet(image.src, image.variants, 'webp');
  const name = t('media.imageName', { position });
  return (
    <li className="media-item" aria-label={name}>
      <img
        className="media-item__thumb"
        src={image.src}
        srcSet={srcSet || undefined}
        sizes={srcSet ? '120px' : undefined}
        alt={image.caption || productName}
        width={image.width}
        height={image.height}
        loading="lazy"
      />
      <div className="media-item__body">
        <label className="field--check">
          <input
            type="radio"
            name="cover"
            checked={image.cover}
            disabled={actions.pending}
            onChange={() => actions.onCover(image.id)}
          />
          {t('media.cover')} <span className="visually-hidden">({name})</span>
        </label>
        <form
          className="form-row"
          onSubmit={(event) => {
            event.preventDefault();
            actions.onCaption(image.id, caption);
          }}
        >
          <div className="field">
            <label htmlFor={captionId}>{t('media.caption')}</label>
            <input
              id={captionId}
              value={caption}
              maxLength={300}
              aria-describedby={`${captionId}-help`}
              onChange={(event) => setCaption(event.target.value)}
            />
            <p id={`${captionId}-help`} className="field__help">
              {t('media.captionHelp')}
            </p>
          </div>
          <button type="submit" className="button" disabled={actions.pending || caption === image.caption}>
            {t('media.saveCaption')}
          </button>
        </form>
        <ItemActions
          name={name}
          pending={actions.pending}
          first={first}
          last={last}
          onMove={onMove}
          onDelete={() => actions.onDelete(image, position)}
        />
      </div>
    </li>
  );
}
