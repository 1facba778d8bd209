import { IMAGE_ACCEPT, type StaffAttachment, type StaffImage } from '@shop/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useDeleteAttachment } from '../../features/media/api/delete-attachment';
import { useDeleteImage } from '../../features/media/api/delete-image';
import { useProductMedia } from '../../features/media/api/product-media';
import { useReorderAttachments } from '../../features/media/api/reorder-attachments';
import { useReorderImages } from '../../features/media/api/reorder-images';
import { useUpdateAttachment } from '../../features/media/api/update-attachment';
import { useUpdateImage } from '../../features/media/api/update-image';
import { useUploadAttachment } from '../../features/media/api/upload-attachment';
import { useUploadImages } from '../../features/media/api/upload-images';
import { AttachmentList } from '../../features/media/components/attachment-list';
import { AttachmentUploadForm } from '../../features/media/components/attachment-upload-form';
import { ImageList } from '../../features/media/components/image-list';
import { mediaErrorMessage } from '../../features/media/components/media-error';
import { UploadZone } from '../../features/media/components/upload-zone';
import { t } from '../../lib/i18n';
import '../../features/media/media.css';
import { NotFound } from './not-found';

/**
 * Obrázky a prílohy produktu (content, admins): upload images (drop or choose), alt texts, the
 * cover, order and deleting; PDF attachments with title and group. Every change shows in the
 * storefront at once (docs/requirements/catalogue.md §Images and attachments).
 */
export function ProductMedia() {
  const productId = Number(useParams().id);
  const media = useProductMedia(productId);
  const uploadImages = useUploadImages(productId);
  const updateImage = useUpdateImage(productId);
  const reorderImages = useReorderImages(productId);
  const deleteImage = useDeleteImage(productId);
  const uploadAttachment = useUploadAttachment(productId);
  const updateAttachment = useUpdateAttachment(productId);
  const reorderAttachments = useReorderAttachments(productId);
  const deleteAttachment = useDeleteAttachment(productId);
  const [imageMessage, setImageMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [attachmentMessage, setAttachmentMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  if (media.isPending) {
    return (
      <>
        <PageHeading>{t('media.title')}</PageHeading>
        <p aria-busy="true">{t('app.loading')}</p>
      </>
    );
  }
  if (media.isError) {
    if (media.error && 'status' in media.error && media.error.status === 404) return <NotFound />;
    return (
      <>
        <PageHeading>{t('media.title')}</PageHeading>
        <Alert>{errorMessage(media.error)}</Alert>
      </>
    );
  }
  const { product, images, attachments } = media.data;
  const imagesPending =
    uploadImages.isPending || updateImage.isPending || reorderImages.isPending || deleteImage.isPending;
  const attachmentsPending =
    uploadAttachment.isPending ||
    updateAttachment.isPending ||
    reorderAttachments.isPending ||
    deleteAttachment.isPending;

  /** Runs a change and reports it in the section's live region. */
  const run = async (
    report: typeof setImageMessage,
    change: () => Promise<unknown>,
    done: string,
  ): Promise<boolean> => {
    report(null);
    try {
      await change();
      report({ kind: 'success', text: done });
      return true;
    } catch (err) {
      report({ kind: 'error', text: mediaErrorMessage(err) });
      return false;
    }
  };

  const onDeleteImage = (image: StaffImage, position: number) => {
    if (!window.confirm(t('media.deleteImageConfirm', { position }))) return;
    void run(setImageMessage, () => deleteImage.mutateAsync(image.id), t('media.imageDeleted'));
  };
  const onDeleteAttachment = (attachment: StaffAttachment) => {
    if (!window.confirm(t('media.deleteAttachmentConfirm', { title: attachment.title }))) return;
    void run(setAttachmentMessage, () => deleteAttachment.mutateAsync(attachment.id), t('media.attachmentDeleted'));
  };

  return (
    <>
      <PageHeading>{t('media.titleOf', { name: product.name })}</PageHeading>
      <p>
        {t('media.code', { code: product.code })}{' '}
        <a href={`/product/${product.slug}`} target="_blank" rel="noopener noreferrer">
          {t('media.openInShop')}
        </a>
      </p>

      <section className="panel" aria-labelledby="images-title">
        <h2 id="images-title">{t('media.images')}</h2>
        <UploadZone
          label={t('media.imagesUpload')}
          help={t('media.imagesHelp')}
          accept={IMAGE_ACCEPT}
          multiple
          pending={uploadImages.isPending}
          onFiles={(files) =>
            void run(
              setImageMessage,
              () => uploadImages.mutateAsync(files),
              t('media.imagesUploaded', { count: files.length }),
            )
          }
        />
        <div aria-live="polite">{imageMessage && <Alert kind={imageMessage.kind}>{imageMessage.text}</Alert>}</div>
        <ImageList
          images={images}
          productName={product.name}
          actions={{
            pending: imagesPending,
            onCaption: (imageId, caption) =>
              void run(
                setImageMessage,
                () => updateImage.mutateAsync({ imageId, body: { caption } }),
                t('media.captionSaved'),
              ),
            onCover: (imageId) =>
              void run(
                setImageMessage,
                () => updateImage.mutateAsync({ imageId, body: { cover: true } }),
                t('media.coverSaved'),
              ),
            onOrder: (ids) => void run(setImageMessage, () => reorderImages.mutateAsync(ids), t('media.orderSaved')),
            onDelete: onDeleteImage,
          }}
        />
      </section>

      <section className="panel" aria-labelledby="attachments-title">
        <h2 id="attachments-title">{t('media.attachments')}</h2>
        <AttachmentUploadForm
          pending={uploadAttachment.isPending}
          groups={[...new Set(attachments.map((a) => a.group))]}
          onUpload={(upload) =>
            run(setAttachmentMessage, () => uploadAttachment.mutateAsync(upload), t('media.attachmentUploaded'))
          }
        />
        <div aria-live="polite">
          {attachmentMessage && <Alert kind={attachmentMessage.kind}>{attachmentMessage.text}</Alert>}
        </div>
        <AttachmentList
          attachments={attachments}
          actions={{
            pending: attachmentsPending,
            onSave: (attachmentId, body) =>
              void run(
                setAttachmentMessage,
                () => updateAttachment.mutateAsync({ attachmentId, body }),
                t('media.attachmentSaved'),
              ),
            onOrder: (ids) =>
              void run(setAttachmentMessage, () => reorderAttachments.mutateAsync(ids), t('media.orderSaved')),
            onDelete: onDeleteAttachment,
          }}
        />
      </section>
    </>
  );
}
